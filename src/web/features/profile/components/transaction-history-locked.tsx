import { Lock } from 'lucide-react';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';

const placeholderRows = ['Fowl Case', 'Raffle entry', 'Fowl Flip', 'Defuse la Bomba', 'Referral reward'];

/** What signed-out visitors see where the history will be: a blurred stand-in, not real data. */
export function TransactionHistoryLocked() {
  return (
    <Card className="relative overflow-hidden">
      <CardHeader>
        <CardTitle>Transaction History</CardTitle>
      </CardHeader>
      <div aria-hidden="true" className="grid gap-2 px-5 pb-6 blur-sm select-none sm:px-6">
        {placeholderRows.map((label, i) => (
          <div key={label} className="flex items-center justify-between rounded-lg border border-line bg-canvas/60 px-4 py-3">
            <span className="text-sm text-fg-muted">{label}</span>
            <span className={i % 2 === 0 ? 'text-sm font-semibold text-success-text' : 'text-sm font-semibold text-danger-text'}>
              {i % 2 === 0 ? '+' : '-'}
              {(i + 1) * 150}
            </span>
          </div>
        ))}
      </div>
      <div className="absolute inset-0 top-14 flex flex-col items-center justify-center gap-2 bg-canvas/40 text-center">
        <span className="flex size-12 items-center justify-center rounded-full border border-line-strong bg-surface-2">
          <Lock aria-hidden="true" className="size-5 text-accent-text" />
        </span>
        <p className="font-semibold">Transaction History Locked</p>
      </div>
    </Card>
  );
}
