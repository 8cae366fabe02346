import { ArrowDownLeft, ArrowUpRight, Trophy } from 'lucide-react';
import type { Transaction } from '../../../../core/contracts/ledger';
import { formatSignedFowls } from '../../../../core/money';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { gameDetails, payoutNet, raffleDetails, transactionTime, transactionTypeLabel } from '../utils/transaction-display';

export function TransactionRow({ transaction: tx }: { transaction: Transaction }) {
  const credit = tx.amount > 0;
  const game = gameDetails(tx.gameData);
  const raffle = raffleDetails(tx.raffleData);
  const net = payoutNet(tx);
  const Arrow = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-line bg-canvas/50 px-3 py-3 sm:px-4">
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          credit ? 'bg-success/15 text-success-text' : 'bg-danger/15 text-danger-text',
        )}
      >
        <Arrow aria-hidden="true" className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm font-medium break-words text-fg">{tx.description}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
          <span>{transactionTypeLabel(tx.type)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={tx.createdAt}>{transactionTime(tx.createdAt)}</time>
          {game.map((part) => (
            <span key={part} className="rounded bg-surface-3 px-1.5 py-0.5 text-fg">
              {part}
            </span>
          ))}
          {net ? (
            <span className="rounded bg-surface-3 px-1.5 py-0.5 text-fg" data-net>
              {net}
            </span>
          ) : null}
          {raffle.name ? <span className="text-fg">{raffle.name}</span> : null}
          {raffle.won ? (
            <Badge variant="accent" className="px-2 py-0">
              <Trophy aria-hidden="true" className="size-3" />
              Winner
            </Badge>
          ) : null}
        </p>
      </div>
      <span className={cn('shrink-0 text-sm font-semibold tabular-nums', credit ? 'text-success-text' : 'text-danger-text')} data-amount>
        {formatSignedFowls(tx.amount)}
        <span className="sr-only"> fowls</span>
      </span>
    </li>
  );
}
