import { Lock, SearchX, ShieldCheck, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { feedGameNames } from '../../../../core/feed';
import type { PublicProfile } from '../../../../core/contracts/players';
import { FowlAmount } from '../../../components/fowl-amount';
import { PageHeader } from '../../../components/page-header';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { hasErrorCode } from '../../../lib/api-client';
import { fairnessRoundHref } from '../../../lib/fairness-link';
import { usePlayerProfile } from '../api/get-player';

type Shown = Extract<PublicProfile, { private: false }>;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const multiplierOf = (m: number) => `${m.toFixed(2)}×`;

/** A message in place of the profile: not found, private, or could not load. */
function ProfileMessage({ icon, title, text, children }: { icon: 'missing' | 'private'; title: string; text: string; children?: React.ReactNode }) {
  const Icon = icon === 'missing' ? SearchX : Lock;
  return (
    <>
      <PageHeader title={title} className="sr-only" />
      <Card className="grid justify-items-center gap-3 px-6 py-14 text-center">
        <Icon aria-hidden="true" className="size-8 text-fg-muted" />
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-fg-muted">{text}</p>
        {children}
        <Link href="/leaderboard" className={buttonClass('outline', 'md', 'mt-2')}>
          Back to the leaderboard
        </Link>
      </Card>
    </>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border border-line bg-surface-2 px-3 py-2.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-base font-semibold">{children}</dd>
    </div>
  );
}

function RaffleWins({ wins }: { wins: Shown['raffleWins'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Raffles won</CardTitle>
      </CardHeader>
      <CardContent>
        {wins.length === 0 ? (
          <p className="text-sm text-fg-muted">No raffle win to show yet.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {wins.map((win) => (
              <li key={win.raffleId} className="flex min-w-0 items-center gap-3 rounded-lg border border-line p-2.5">
                {win.prize?.imageUrl ? (
                  <img src={win.prize.imageUrl} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 object-contain" />
                ) : (
                  <Trophy aria-hidden="true" className="size-8 shrink-0 text-accent-text" />
                )}
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate font-semibold">{win.prize?.name ?? win.raffleName}</span>
                  <span className="truncate text-xs text-fg-muted">
                    {win.raffleName} · {dateOf(win.at)}
                  </span>
                </span>
                <Link
                  href={`/fairness?raffle=${encodeURIComponent(win.raffleId)}`}
                  className={buttonClass('ghost', 'sm')}
                  aria-label={`Verify the draw of ${win.raffleName}`}
                >
                  <ShieldCheck aria-hidden="true" className="size-4" />
                  <span className="ml-1 hidden sm:inline">Verify</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BestWins({ wins }: { wins: Shown['bestWins'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Best wins</CardTitle>
      </CardHeader>
      <CardContent>
        {wins.length === 0 ? (
          <p className="text-sm text-fg-muted">No game win yet.</p>
        ) : (
          <ul className="grid gap-2">
            {wins.map((win) => (
              <li
                key={win.roundId}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 rounded-lg border border-line p-2.5 sm:grid-cols-[1fr_auto_auto_auto]"
              >
                <span className="grid min-w-0">
                  <span className="truncate font-semibold">{feedGameNames[win.game]}</span>
                  <span className="text-xs text-fg-muted">{dateOf(win.at)}</span>
                </span>
                <span className="text-right text-sm text-fg-muted tabular-nums">
                  <span className="sr-only">Bet </span>
                  <FowlAmount amount={win.bet} className="font-normal" />
                </span>
                <span className="text-sm font-semibold text-accent-text tabular-nums">{multiplierOf(win.multiplier)}</span>
                <span className="flex items-center justify-end gap-1">
                  <span className="sr-only">Payout </span>
                  <FowlAmount amount={win.payout} className="text-success-text" />
                  <Link
                    href={fairnessRoundHref(win.roundId)}
                    className={buttonClass('ghost', 'sm')}
                    aria-label={`Verify this ${feedGameNames[win.game]} round`}
                  >
                    <ShieldCheck aria-hidden="true" className="size-4" />
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /players/{id}: what anyone may see of a player, or why it cannot be shown. */
export function PlayerProfile({ id }: { id: string }) {
  const profile = usePlayerProfile(id);
  if (profile.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading the profile">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    if (hasErrorCode(profile.error, 'NOT_FOUND', 'BAD_REQUEST')) {
      return <ProfileMessage icon="missing" title="Player not found" text="No player has this profile. Check the link and try again." />;
    }
    return (
      <ProfileMessage icon="missing" title="Could not load this profile" text="Something went wrong. Please try again.">
        <Button variant="primary" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </ProfileMessage>
    );
  }
  const p = profile.data;
  if (p.private) return <ProfileMessage icon="private" title="This profile is private" text="This player keeps their name and wins to themselves." />;
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <div className="flex min-w-0 items-center gap-4">
            <Avatar src={p.avatar} name={p.username} className="size-16 shrink-0 text-xl" />
            <div className="grid min-w-0 gap-1">
              <PageHeader title={p.username} className="mb-0 [&_h1]:break-words" />
              <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <Badge variant="accent">{p.level}</Badge>
                <span>Member since {dateOf(p.memberSince)}</span>
              </div>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label="Fowls wagered">
              <FowlAmount amount={p.wagered} />
            </Stat>
            <Stat label="Raffles won">{p.rafflesWon.toLocaleString()}</Stat>
          </dl>
        </CardContent>
      </Card>
      <RaffleWins wins={p.raffleWins} />
      <BestWins wins={p.bestWins} />
    </div>
  );
}
