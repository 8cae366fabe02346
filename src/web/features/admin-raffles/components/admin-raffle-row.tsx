import type { ReactNode } from 'react';
import type { Raffle } from '../../../../core/contracts/raffles';
import { isAwaitingDraw } from '../../../../core/raffles';
import { Badge } from '../../../components/ui/badge';
import { FowlAmount } from '../../../components/fowl-amount';
import { cn } from '../../../lib/cn';
import { PrizeGrade } from './prize-grade';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One raffle in the portal's lists: image, name, type, entries, pool and the end, with the row's actions.
 * On a phone the name shares its line with the image and the actions, and the badges and
 * details take the card's full width below (a long badge has no room beside two buttons);
 * from `sm` on the details sit under the name.
 */
export function AdminRaffleRow({ raffle, endLabel, endIso, actions }: { raffle: Raffle; endLabel: string; endIso: string; actions: ReactNode }) {
  const image = raffle.imageUrl || raffle.itemImageUrl;
  return (
    <li
      className={cn(
        'grid items-center gap-x-3 gap-y-2 rounded-lg border border-line bg-canvas/60 p-3',
        image ? 'grid-cols-[auto_minmax(0,1fr)_auto]' : 'grid-cols-[minmax(0,1fr)_auto]',
      )}
    >
      {image ? (
        <img src={image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-md bg-surface-2 object-contain sm:row-span-2" />
      ) : null}
      <span className="min-w-0 font-semibold wrap-anywhere">{raffle.name}</span>
      <div className="flex shrink-0 justify-end gap-1 sm:row-span-2">{actions}</div>
      <div className={cn('grid min-w-0 gap-1', image ? 'col-span-3 sm:col-span-1 sm:col-start-2' : 'col-span-2 sm:col-span-1')}>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant="outline" className="capitalize">
            {raffle.type}
          </Badge>
          {raffle.status !== 'active' ? (
            <Badge variant={raffle.status === 'completed' ? 'success' : 'warning'}>{isAwaitingDraw(raffle) ? 'drawing' : raffle.status}</Badge>
          ) : null}
          {raffle.beacon?.fallback ? <Badge variant="warning">drawn without the beacon</Badge> : null}
          <PrizeGrade rarity={raffle.prizeRarity ?? null} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
          <span>
            {raffle.participantCount}/{raffle.maxParticipants} participants
          </span>
          <span className="inline-flex items-center gap-1">
            Pool <FowlAmount amount={raffle.totalPool} />
          </span>
          <span>
            {endLabel} {dateTime(endIso)}
          </span>
          {raffle.itemName ? <span className="min-w-0 wrap-anywhere">Prize: {raffle.itemName}</span> : null}
          {raffle.winner ? <span className="min-w-0 wrap-anywhere">Winner: {raffle.winner.username}</span> : null}
        </div>
      </div>
    </li>
  );
}
