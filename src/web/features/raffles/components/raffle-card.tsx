import { Link } from 'wouter';
import { Users } from 'lucide-react';
import { RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS, type Raffle } from '../../../../core/contracts/raffles';
import { isRaffleOver } from '../../../../core/raffles';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { RaffleCountdown } from './raffle-countdown';
import { RaffleImage } from './raffle-image';
import { RaffleTypeBadge } from './raffle-type-badge';

/**
 * One raffle on the list, with the count the list carries: the list refetches on
 * every entry (raffle_updated) and every 5 s, so a card needs no detail of its own
 * (the detail lists every entrant). Signed-out visitors see it without a way in.
 */
export function RaffleCard({ raffle, now, signedIn }: { raffle: Raffle; now: number; signedIn: boolean }) {
  const max = raffle.maxParticipants || RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS;
  const count = raffle.participantCount;
  const ended = isRaffleOver(raffle, now);
  const titleId = `raffle-${raffle.id}-title`;

  return (
    <Card className="flex flex-col overflow-hidden" aria-labelledby={titleId} role="article">
      <div className="relative">
        <RaffleImage src={raffle.imageUrl} alt={raffle.itemName ?? raffle.name} className="aspect-[16/10] w-full" />
        <div className="absolute top-3 left-3">
          <RaffleTypeBadge type={raffle.type} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg leading-tight font-semibold">{raffle.name}</h2>
          {raffle.itemName ? <p className="text-sm font-medium text-accent-text">{raffle.itemName}</p> : null}
          <p className="line-clamp-2 text-sm text-fg-muted">{raffle.description}</p>
        </div>
        <div className="mt-auto grid gap-2 text-sm">
          <div className="flex items-center justify-between gap-2">
            <RaffleCountdown endTime={raffle.endTime} now={now} />
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <Users aria-hidden="true" className="size-4 text-fg-muted" />
              <span>
                {count}/{max}
                <span className="sr-only"> participants</span>
              </span>
            </span>
          </div>
          <Progress value={(count / max) * 100} aria-label="Participants" />
        </div>
        {signedIn ? (
          <Link href={`/raffle/${raffle.id}`} className={buttonClass(ended ? 'secondary' : 'primary', 'md', 'w-full')} aria-describedby={titleId}>
            {ended ? 'View Results →' : 'Enter Raffle →'}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
