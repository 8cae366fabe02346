import { useState } from 'react';
import { isRetryableTradeStatus, type TradeLog, type TradeStatus } from '../../../../core/contracts/prizes';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isAdminSessionExpired } from '../../../lib/api-client';
import { useTradeLogs } from '../api/get-trade-logs';
import { useRetryTrade } from '../api/retry-trade';
import { retryErrorMessage } from '../utils/retry-error';

const statusVariant: Record<TradeStatus, BadgeVariant> = {
  accepted: 'success',
  declined: 'destructive',
  expired: 'outline',
  error: 'destructive',
  pending: 'warning',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The bot's trade offers and their outcomes; Retry only for declined or error (spec part 2 §4). */
export function TradeLogsTab() {
  const logs = useTradeLogs();
  const retry = useRetryTrade();
  const [alert, setAlert] = useState<string | null>(null);
  /** The offer sent again: its line reads the log as polled now, so it follows the offer to accepted or declined. */
  const [resent, setResent] = useState<TradeLog | null>(null);
  const resentNow = resent ? (logs.data?.find((l) => l.id === resent.id) ?? resent) : null;

  const onRetry = (id: string) => {
    setAlert(null);
    setResent(null);
    retry.mutate(id, {
      onSuccess: ({ log }) => setResent(log),
      onError: (error) => {
        if (isAdminSessionExpired(error)) return;
        setAlert(retryErrorMessage(error));
      },
    });
  };

  if (logs.isPending) return <Skeleton className="h-40 w-full" />;
  if (logs.isError)
    return (
      <p role="alert" className="text-sm text-danger-text">
        Could not load the trade logs.
      </p>
    );
  return (
    <div className="grid gap-3">
      <div role="alert" aria-live="assertive">
        {alert ? <p className="rounded-md border border-danger/50 bg-danger/15 px-3 py-2 text-sm text-danger-text">{alert}</p> : null}
      </div>
      <div role="status" aria-live="polite">
        {resentNow ? (
          <p className="rounded-md border border-success/50 bg-success/10 px-3 py-2 text-sm text-success-text">
            Trade offer sent again to {resentNow.partnerName ?? 'the winner'}: {resentNow.status}.
          </p>
        ) : null}
      </div>
      {logs.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-fg-muted">No trade logs found</p>
      ) : (
        <ul className="grid gap-2" aria-label="Trade logs">
          {logs.data.map((log) => (
            <li key={log.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-canvas/60 p-3 text-sm">
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{log.partnerName ?? 'Unknown partner'}</span>
                  <Badge variant={statusVariant[log.status]} className="capitalize">
                    {log.status}
                  </Badge>
                  {log.attempts > 1 ? <span className="text-xs text-fg-muted">{log.attempts} attempts</span> : null}
                </div>
                <span className="truncate text-xs text-fg-muted">
                  {log.itemsGiven.map((i) => i.name).join(', ') || 'No items'} · {when(log.createdAt)}
                  {log.tradeOfferId ? ` · Offer ${log.tradeOfferId}` : ''}
                </span>
                {log.message ? <span className="text-xs break-words text-fg-muted">{log.message}</span> : null}
              </div>
              {isRetryableTradeStatus(log.status) ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={retry.isPending && retry.variables === log.id}
                  onClick={() => onRetry(log.id)}
                  aria-label={`Retry trade to ${log.partnerName ?? 'partner'}`}
                >
                  Retry
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
