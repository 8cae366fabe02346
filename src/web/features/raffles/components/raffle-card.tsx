import { memo, use, useState } from 'react';
import { Link } from 'wouter';
import { AlertTriangle, Hourglass, Trophy, Users } from 'lucide-react';
import type { Raffle } from '../../../../core/contracts/raffles';
import { RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS } from '../../../../core/raffle-list';
import { isAwaitingDraw } from '../../../../core/raffles';
import { WITHOUT_BEACON, withoutBeaconReason } from '../../../components/draw-verification';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { PrizeRarity, rarityStyle } from './prize-rarity';
import { RaffleCountdown } from './raffle-countdown';
import { RaffleImage } from './raffle-image';
import { RaffleListClock } from './raffle-list-clock';
import { RaffleTypeBadge } from './raffle-type-badge';
import './raffle-card.css';

/** The count as it moves: once it has changed since the card appeared, each change pops. */
function ParticipantCount({ count, max }: { count: number; max: number }) {
  const [first] = useState(count);
  return (
    <span className="inline-flex items-center gap-1.5 tabular-nums">
      <Users aria-hidden="true" className="size-4 text-fg-muted" />
      <span key={count} data-participants={count} className={count !== first ? 'raffle-count-bump' : undefined}>
        {count}/{max}
        <span className="sr-only"> participants</span>
      </span>
    </span>
  );
}

/** The time left, ticking with the list's clock. */
function CardCountdown({ endTime, ended }: { endTime: string; ended: boolean }) {
  const now = use(RaffleListClock);
  return <RaffleCountdown endTime={endTime} now={now} ended={ended} />;
}

interface RaffleCardProps {
  raffle: Raffle;
  /** Over by the list's clock (isRaffleOver). */
  ended: boolean;
  /** Its winner may be named by the list's clock (isResultPublic). */
  resultPublic: boolean;
  signedIn: boolean;
  /** h2 on a list of its own, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** The screen's first picture loads at once (see RaffleImage). */
  priorityImage?: boolean;
}

/**
 * One raffle on the list, with the count the list carries: the list refetches on
 * every entry (raffle_updated) and every 5 s, so a card needs no detail of its own
 * (the detail lists every entrant). Signed-out visitors see it without a way in.
 * An ended raffle stays a while as a result (docs/decisions/0035); its winner is
 * named only once every wheel showing the draw has stopped (the server sends it no
 * sooner). A closed raffle says it waits for its beacon round, however long that takes,
 * and a result drawn without the beacon says so, with the reason (docs/decisions/0047).
 */
export const RaffleCard = memo(function RaffleCard({
  raffle,
  ended,
  resultPublic,
  signedIn,
  headingLevel: Heading = 'h2',
  priorityImage = false,
}: RaffleCardProps) {
  const max = raffle.maxParticipants || RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS;
  const count = raffle.participantCount;
  const drawn = raffle.status === 'completed' && resultPublic;
  const winner = drawn ? raffle.winner : null;
  const titleId = `raffle-${raffle.id}-title`;

  return (
    <Card
      className="flex flex-col overflow-hidden"
      aria-labelledby={titleId}
      role="article"
      style={rarityStyle(raffle.prizeRarity ?? null)}
      data-rarity={raffle.prizeRarity ?? 'none'}
      data-state={ended ? 'ended' : 'active'}
    >
      <div className="relative">
        <RaffleImage
          src={raffle.imageUrl}
          alt={raffle.itemName ?? raffle.name}
          priority={priorityImage}
          className={ended ? 'aspect-[16/10] w-full opacity-60 saturate-50' : 'aspect-[16/10] w-full'}
        />
        <div aria-hidden="true" className="raffle-rarity-glow pointer-events-none absolute inset-0" />
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-[var(--rarity)]" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <RaffleTypeBadge type={raffle.type} />
          {ended ? <Badge variant="default">Ended</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <PrizeRarity rarity={raffle.prizeRarity ?? null} />
          <Heading id={titleId} className="text-lg leading-tight font-semibold wrap-anywhere">
            {raffle.name}
          </Heading>
          {raffle.itemName ? <p className="text-sm font-medium text-accent-text wrap-anywhere">{raffle.itemName}</p> : null}
          <p className="line-clamp-2 text-sm text-fg-muted">{raffle.description}</p>
        </div>
        <div className="mt-auto grid gap-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardCountdown endTime={raffle.endTime} ended={ended} />
            <ParticipantCount count={count} max={max} />
          </div>
          <Progress value={(count / max) * 100} aria-label="Participants" />
          {isAwaitingDraw(raffle) ? (
            <p className="inline-flex min-w-0 items-center gap-1.5 text-fg-muted" data-testid="raffle-card-waiting">
              <Hourglass aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
              <span className="wrap-anywhere">
                {raffle.beacon ? `Entries closed. Waiting for beacon round ${raffle.beacon.round} to draw the winner` : 'Entries closed. Waiting for the draw'}
              </span>
            </p>
          ) : null}
          {winner ? (
            <p className="inline-flex min-w-0 items-center gap-1.5 text-fg-muted">
              <Trophy aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
              <span className="truncate">
                Won by <span className="font-semibold text-fg">{winner.username}</span>
              </span>
            </p>
          ) : null}
          {drawn && raffle.beacon?.fallback ? (
            <p role="note" className="flex min-w-0 gap-1.5 text-xs text-amber-100 wrap-anywhere" data-testid="raffle-card-without-beacon">
              <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-300" />
              <span>
                <strong className="font-semibold">{WITHOUT_BEACON}</strong>: {withoutBeaconReason(raffle.beacon)}
              </span>
            </p>
          ) : null}
        </div>
        {signedIn ? (
          <Link href={`/raffle/${raffle.id}`} className={buttonClass(ended ? 'secondary' : 'primary', 'md', 'w-full')} aria-describedby={titleId}>
            {ended ? 'View Results →' : 'Enter Raffle →'}
          </Link>
        ) : null}
      </div>
    </Card>
  );
});
