import type { LiveBet } from '../../../../core/contracts/live-bets';
import { ANONYMOUS_PLAYER } from '../../../../core/feed';
import { FowlAmount } from '../../../components/fowl-amount';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { betTime, multiplierText } from '../utils/bet-format';

/** Player | Time | Bet | Multiplier | Payout on wide screens; on phones, two lines: who and when, then the numbers. */
export const betColumns =
  'grid grid-cols-3 items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1fr)]';

/** What a cell is, said on phones where there is no header row, and to screen readers everywhere. */
function CellLabel({ children }: { children: string }) {
  return <span className="block text-[0.7rem] text-fg-subtle sm:sr-only">{children}</span>;
}

/** One settled bet, a button that opens its details. */
export function BetRow({ bet, onOpen }: { bet: LiveBet; onOpen: (id: string, row: HTMLElement) => void }) {
  const name = bet.player?.name ?? ANONYMOUS_PLAYER;
  const won = bet.payout > 0;
  return (
    <button
      type="button"
      data-bet={bet.id}
      onClick={(event) => onOpen(bet.id, event.currentTarget)}
      className={cn(betColumns, 'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-surface-2', bet.mine && 'bg-accent/5')}
    >
      <span className="col-span-2 flex min-w-0 items-center gap-2 sm:col-span-1">
        {/* The picture's fallback letter would repeat the name in the button's label. */}
        <span aria-hidden="true" className="contents">
          <Avatar src={bet.player?.avatar} name={name} className="size-6" />
        </span>
        <span className="truncate font-medium text-fg">{name}</span>
        {bet.mine ? <span className="sr-only">(you)</span> : null}
      </span>
      <span className="text-right text-xs text-fg-muted tabular-nums sm:text-left sm:text-sm">
        <span className="sr-only">at </span>
        <time dateTime={bet.at}>{betTime(bet.at)}</time>
      </span>
      <span>
        <CellLabel>Bet</CellLabel>
        <FowlAmount amount={bet.betAmount} className="font-normal text-fg-muted" iconClassName="size-3.5" />
      </span>
      <span className="tabular-nums">
        <CellLabel>Multiplier</CellLabel>
        <span className={won ? 'text-success-text' : 'text-fg-muted'}>{multiplierText(bet.multiplier)}</span>
      </span>
      <span>
        <CellLabel>Payout</CellLabel>
        <FowlAmount amount={bet.payout} className={won ? 'text-success-text' : 'font-normal text-fg-muted'} iconClassName="size-3.5" />
      </span>
    </button>
  );
}
