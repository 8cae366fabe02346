import { History, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTransactionHistory } from '../api/get-transaction-history';
import { TransactionRow } from './transaction-row';

function HistoryBody({ steamId }: { steamId: string }) {
  const history = useTransactionHistory(steamId);
  if (history.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only" role="status">
          Loading transactions
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-fg-muted">Could not load your transactions.</p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  const { transactions } = history.data;
  if (transactions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <History aria-hidden="true" className="size-8 text-fg-subtle" />
        <p className="font-medium text-fg">No transactions yet</p>
        <p className="text-sm text-fg-muted">Enter a raffle or open your Fowl Case and it shows up here.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Transactions">
      {transactions.map((tx) => (
        <TransactionRow key={tx.id} transaction={tx} />
      ))}
    </ul>
  );
}

/** The last 24 hours of fowl movements, polled every 10 s and refreshed on every balance push. */
export function TransactionHistory({ steamId }: { steamId: string }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Transaction History</CardTitle>
        <CardDescription>The last 24 hours</CardDescription>
      </CardHeader>
      {/* Focusable so keyboard users can scroll it (spec: a scroll area 96 units high). As tall as its rows up
          to those 96 units: one row does not sit in an empty box. Positioned, so the rows' screen-reader text
          (absolutely placed) is clipped by it instead of stretching the page. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Transaction history, last 24 hours"
        className="relative mx-5 mb-5 max-h-96 overflow-y-auto pr-1 sm:mx-6 sm:mb-6"
      >
        <HistoryBody steamId={steamId} />
      </div>
    </Card>
  );
}
