import { Link } from 'wouter';
import { Gift, Trophy } from 'lucide-react';
import type { FeedEvent } from '../../../../core/contracts/feed';
import { ANONYMOUS_PLAYER } from '../../../../core/feed';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

type RaffleWin = Extract<FeedEvent, { kind: 'raffle_win' }>;

/** How many wins the front page shows. */
export const LATEST_WINNERS_SHOWN = 6;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "yesterday": coarse on purpose, the feed is about who won, not when to the second. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The raffle wins among the feed's moments, newest first. */
export const raffleWins = (events: readonly FeedEvent[]): RaffleWin[] =>
  events.filter((e): e is RaffleWin => e.kind === 'raffle_win').slice(0, LATEST_WINNERS_SHOWN);

function WinTile({ win, now }: { win: RaffleWin; now: number }) {
  const prize = win.prize?.name ?? win.raffleName;
  const name = win.player?.name ?? ANONYMOUS_PLAYER;
  return (
    <Card className="flex h-full items-center gap-3 p-3" data-winner-tile>
      <span className="flex h-[72px] w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-surface-3 to-surface-2">
        {win.prize?.imageUrl ? (
          <img src={win.prize.imageUrl} alt="" width={96} height={72} loading="lazy" decoding="async" className="size-full object-contain p-1.5" />
        ) : (
          <Gift aria-hidden="true" className="size-7 text-accent-text" />
        )}
      </span>
      <span className="grid min-w-0 gap-1">
        <span className="font-semibold text-fg wrap-anywhere">{prize}</span>
        <span className="truncate text-sm text-fg-muted">
          Won by <span className="font-medium text-fg">{name}</span>
        </span>
        <time dateTime={win.at} className="text-xs text-fg-subtle">
          {timeAgo(win.at, now)}
        </time>
      </span>
    </Card>
  );
}

interface LatestWinnersProps {
  events: readonly FeedEvent[] | undefined;
  loading: boolean;
  failed: boolean;
  now: number;
}

/** The latest raffle winners with their skins, from the live wins feed (public, shown once each wheel has stopped). */
export function LatestWinners({ events, loading, failed, now }: LatestWinnersProps) {
  if (loading) {
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  const wins = raffleWins(events ?? []);
  if (failed) {
    return (
      <Card className="flex items-center gap-3 p-5 text-fg-muted">
        <Trophy aria-hidden="true" className="size-5 shrink-0 text-accent-text" />
        <p>The latest winners could not be loaded.</p>
      </Card>
    );
  }
  if (wins.length === 0) {
    // No winner yet: the way to become the first, not an empty shelf.
    return (
      <Card className="flex flex-col items-start gap-3 p-5 text-fg-muted sm:flex-row sm:items-center">
        <p className="flex min-w-0 flex-1 items-start gap-3">
          <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
          No raffle has been won yet. Enter one, and the first winner shown here could be you.
        </p>
        <Link href="/raffles" className={buttonClass('outline', 'sm')}>
          See live raffles
        </Link>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Latest raffle winners">
      {wins.map((win) => (
        <li key={win.id}>
          <WinTile win={win} now={now} />
        </li>
      ))}
    </ul>
  );
}
