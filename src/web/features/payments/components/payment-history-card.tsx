import type { Payment } from '../../../../core/contracts/payments';
import { PREMIUM_MONTHLY } from '../../../../core/premium';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePaymentHistory } from '../api/get-payment-history';

const statusBadge: Record<Payment['status'], { label: string; variant: BadgeVariant }> = {
  completed: { label: 'Completed', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const planName = (planId: string): string => (planId === PREMIUM_MONTHLY.id ? PREMIUM_MONTHLY.name : planId === 'yearly' ? 'Premium Yearly' : planId);
const formatDate = (iso: string): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

export function PaymentHistoryCard() {
  const history = usePaymentHistory(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment history</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-2" aria-label="Loading payments">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Could not load your payments. Please try again later.
          </p>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-fg-muted">No payments yet</p>
        ) : (
          <ul className="divide-y divide-line">
            {history.data.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium">{planName(payment.planId)}</span>
                  <span className="truncate text-xs text-fg-muted">
                    {formatDate(payment.createdAt)} · Charge <span className="font-mono">{payment.chargeId}</span>
                  </span>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">
                    ${payment.amount} <span className="text-xs font-normal text-fg-muted">{payment.currency}</span>
                  </span>
                  <Badge variant={statusBadge[payment.status].variant}>{statusBadge[payment.status].label}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
