import type { ReactNode } from 'react';
import type { Raffle } from '../../../../core/contracts/raffles';
import { isAwaitingDraw } from '../../../../core/raffles';
import { Badge } from '../../../components/ui/badge';
import { FowlAmount } from '../../../components/fowl-amount';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One raffle in the portal's lists: image, name, type, entries, pool and the end, with the row's actions. */
export function AdminRaffleRow({ raffle, endLabel, endIso, actions }: { raffle: Raffle; endLabel: string; endIso: string; actions: ReactNode }) {
  const image = raffle.imageUrl || raffle.itemImageUrl;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-canvas/60 p-3">
      {image ? <img src={image} alt="" className="size-12 shrink-0 rounded-md bg-surface-2 object-contain" /> : null}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold wrap-anywhere">{raffle.name}</span>
          <Badge variant="outline" className="capitalize">
            {raffle.type}
          </Badge>
          {raffle.status !== 'active' ? <Badge variant={raffle.status === 'completed' ? 'success' : 'warning'}>{isAwaitingDraw(raffle) ? 'drawing' : raffle.status}</Badge> : null}
          {raffle.beacon?.fallback ? <Badge variant="warning">drawn from the seed alone</Badge> : null}
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
      <div className="ml-auto flex shrink-0 gap-1">{actions}</div>
    </li>
  );
}
