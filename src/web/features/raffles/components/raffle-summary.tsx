import { Coins, Users } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS } from '../../../../core/raffle-list';
import { isRaffleOver } from '../../../../core/raffles';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { FowlAmount } from '../../../components/fowl-amount';
import { PrizeRarity, rarityStyle } from './prize-rarity';
import { RaffleCountdown } from './raffle-countdown';
import { RaffleImage } from './raffle-image';
import { RaffleTypeBadge } from './raffle-type-badge';

const tradeLabels: Record<string, string> = {
  pending: 'Trade offer sent to the winner',
  accepted: 'Prize delivered',
  declined: 'Trade offer declined',
  expired: 'Trade offer expired',
  error: 'Delivery problem: the team will retry',
};

/** The raffle's prize, clock and numbers at the top of its page. */
export function RaffleSummary({ raffle, now }: { raffle: RaffleDetail; now: number }) {
  const over = isRaffleOver(raffle, now);
  const max = raffle.maxParticipants || RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS;
  return (
    <Card
      className="grid overflow-hidden sm:grid-cols-[minmax(0,16rem)_1fr]"
      style={rarityStyle(raffle.prizeRarity ?? null)}
      data-rarity={raffle.prizeRarity ?? 'none'}
    >
      <RaffleImage src={raffle.imageUrl} alt={raffle.itemName ?? raffle.name} className="aspect-[16/10] sm:aspect-auto sm:min-h-48" />
      <div className="grid content-start gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <RaffleTypeBadge type={raffle.type} />
          {raffle.status === 'completed' ? (
            <Badge variant="success">Completed</Badge>
          ) : over ? (
            <Badge variant="destructive">Ended</Badge>
          ) : (
            <Badge variant="outline">Active</Badge>
          )}
        </div>
        <PrizeRarity rarity={raffle.prizeRarity ?? null} />
        {raffle.itemName ? <p className="font-semibold text-accent-text">{raffle.itemName}</p> : null}
        <p className="text-fg-muted">{raffle.description}</p>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div className="grid gap-0.5">
            <dt className="text-fg-muted">{over ? 'Status' : 'Ends in'}</dt>
            <dd>{raffle.status === 'active' ? <RaffleCountdown endTime={raffle.endTime} now={now} /> : <span className="text-danger-text">Ended</span>}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-fg-muted">Participants</dt>
            <dd className="inline-flex items-center gap-1.5 tabular-nums">
              <Users aria-hidden="true" className="size-4 text-fg-muted" />
              {raffle.entriesWithUsers.length}/{max}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="inline-flex items-center gap-1 text-fg-muted">
              <Coins aria-hidden="true" className="size-3.5" />
              Total pool
            </dt>
            <dd>
              <FowlAmount amount={raffle.totalPool} />
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-fg-muted">Minimum entry</dt>
            <dd>
              <FowlAmount amount={raffle.minEntry} />
            </dd>
          </div>
          {raffle.status === 'completed' && raffle.tradeStatus ? (
            <div className="col-span-2 grid gap-0.5 sm:col-span-3">
              <dt className="text-fg-muted">Prize delivery</dt>
              <dd>{tradeLabels[raffle.tradeStatus] ?? raffle.tradeStatus}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </Card>
  );
}
