import { ArrowDownLeft, ArrowUpRight, Trophy } from 'lucide-react';
import type { Transaction } from '../../../../core/contracts/ledger';
import { formatFowls, formatSignedFowls } from '../../../../core/money';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { gameDetails, raffleDetails, roundPayout, transactionTime, transactionTypeLabel } from '../utils/transaction-display';

export function TransactionRow({ transaction: tx }: { transaction: Transaction }) {
  // A round that paid back exactly its stake nets 0: it reads as a credit, not a loss.
  const payout = roundPayout(tx);
  const credit = tx.amount > 0 || (payout !== null && tx.amount === 0);
  const game = gameDetails(tx.gameData);
  const raffle = raffleDetails(tx.raffleData);
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
          {payout !== null ? (
            <span className="rounded bg-surface-3 px-1.5 py-0.5 text-fg" data-payout>
              Won {formatFowls(payout)}
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
        {/* A round's amount is its net, and a net always says so (decision 0038). */}
        {payout !== null ? <span className="text-xs font-normal text-fg-muted">net </span> : null}
        {formatSignedFowls(tx.amount)}
        <span className="sr-only"> fowls</span>
      </span>
    </li>
  );
}
