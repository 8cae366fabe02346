import type { Transaction } from '../../../../core/contracts/ledger';
import { transactionTypeLabel } from '../../../../core/ledger';
import { cn } from '../../../lib/cn';

// The dashboard feature's label table is not reachable from here (features do not
// import each other); the type's own words read well enough for admins.

export function TransactionList({ transactions, empty }: { transactions: Transaction[]; empty: string }) {
  if (transactions.length === 0) return <p className="text-sm text-fg-muted">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {transactions.map((t) => (
        <li key={t.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-lg border border-line bg-canvas/60 p-3 text-sm">
          <div className="grid min-w-0 gap-0.5">
            <span className="font-medium text-fg">{transactionTypeLabel(t.type)}</span>
            <span className="break-words text-fg-muted">{t.description}</span>
            <time dateTime={t.createdAt} className="text-xs text-fg-subtle">
              {new Date(t.createdAt).toLocaleString()}
            </time>
          </div>
          <div className="grid justify-items-end gap-0.5 tabular-nums">
            <span className={cn('font-semibold', t.amount >= 0 ? 'text-success-text' : 'text-danger-text')}>
              {t.amount >= 0 ? '+' : '−'}
              {Math.abs(t.amount).toLocaleString()}
              <span className="sr-only"> fowls</span>
            </span>
            <span className="text-xs text-fg-subtle">Balance {t.balanceAfter.toLocaleString()}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
