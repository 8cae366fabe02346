import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { FowlAmount } from '../../../components/fowl-amount';
import { isApiError } from '../../../lib/api-client';
import { useUserPayments } from '../api/get-user-payments';
import { useUserRaffles } from '../api/get-user-raffles';
import { useUserReferrals } from '../api/get-user-referrals';
import { useUserTransactionHistory } from '../api/get-user-transaction-history';
import { useUserTransactions } from '../api/get-user-transactions';
import { TransactionList } from './transaction-list';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Spec part 2 §8: the admin payment history's failure names the HTTP status. */
const paymentHistoryError = (error: Error) => (isApiError(error) ? `HTTP error! status: ${error.status}` : 'Could not load payment history.');

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  label: string;
  /** The error text, when the specification names one for this call. */
  errorText?: (error: Error) => string;
  children: (data: T) => ReactNode;
}

/** Loading and error states shared by every tab. */
function QueryState<T>({ query, label, errorText, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton className="h-24 w-full" aria-label={`Loading ${label}`} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-danger-text">
        {errorText ? errorText(query.error) : `Could not load ${label}.`}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function OverviewTab({ userId }: { userId: string }) {
  const history = useUserTransactionHistory(userId);
  const payments = useUserPayments(userId);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Recent Activity" description="The last 24 hours, as the player's own dashboard shows it.">
        <QueryState query={history} label="recent activity">
          {(data) => <TransactionList transactions={data.transactions} empty="No activity in the last 24 hours." />}
        </QueryState>
      </Section>
      <Section title="Payment History">
        <QueryState query={payments} label="payment history" errorText={paymentHistoryError}>
          {(data) =>
            data.payments.length === 0 ? (
              <p className="text-sm text-fg-muted">No payments yet.</p>
            ) : (
              <ul className="grid gap-2">
                {data.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-canvas/60 p-3 text-sm">
                    <div className="grid min-w-0 gap-0.5">
                      <span className="font-medium capitalize text-fg">{p.planId} plan</span>
                      <span className="truncate font-mono text-xs text-fg-subtle">{p.chargeId}</span>
                      <time dateTime={p.createdAt} className="text-xs text-fg-subtle">
                        {when(p.createdAt)}
                      </time>
                    </div>
                    <div className="flex items-center gap-2">
                      <span className="tabular-nums">
                        {p.amount} {p.currency}
                      </span>
                      <Badge variant={p.status === 'completed' ? 'success' : p.status === 'failed' ? 'destructive' : 'warning'} className="capitalize">
                        {p.status}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Section>
    </div>
  );
}

export function TransactionsTab({ userId }: { userId: string }) {
  const transactions = useUserTransactions(userId);
  return (
    <Section title="Transactions" description="Every ledger entry of this user, newest first.">
      <QueryState query={transactions} label="transactions">
        {(data) => <TransactionList transactions={data.transactions} empty="No transactions yet." />}
      </QueryState>
    </Section>
  );
}

export function RaffleHistoryTab({ userId }: { userId: string }) {
  const raffles = useUserRaffles(userId);
  return (
    <Section title="Raffle History">
      <QueryState query={raffles} label="raffle history">
        {(data) =>
          data.raffleHistory.length === 0 ? (
            <p className="text-sm text-fg-muted">No raffle entries yet.</p>
          ) : (
            <ul className="grid gap-2">
              {data.raffleHistory.map((item) => (
                <li key={item.entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-canvas/60 p-3 text-sm">
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium text-fg">{item.raffle.name}</span>
                    {item.raffle.itemName && <span className="truncate text-xs text-fg-muted">{item.raffle.itemName}</span>}
                    <time dateTime={item.entry.createdAt} className="text-xs text-fg-subtle">
                      Entered {when(item.entry.createdAt)}
                    </time>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <span>
                      Entry <FowlAmount amount={item.entry.entryAmount} />
                    </span>
                    <span className="tabular-nums text-fg-muted">Odds {item.userOdds.toFixed(2)}%</span>
                    {item.userWon ? (
                      <Badge variant="success">Won</Badge>
                    ) : item.raffle.status === 'active' ? (
                      <Badge variant="outline">Active</Badge>
                    ) : (
                      <Badge variant="default">Not won</Badge>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}

export function ReferralsTab({ userId }: { userId: string }) {
  const referrals = useUserReferrals(userId);
  return (
    <Section title="Referrals">
      <QueryState query={referrals} label="referrals">
        {(data) => (
          <div className="grid gap-4">
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                ['Referred', data.stats.totalReferred],
                ['Upgraded', data.stats.totalRewarded],
                ['Earned', data.stats.totalEarned],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border border-line bg-canvas/60 p-3">
                  <dt className="text-xs text-fg-muted">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums text-fg">{Number(value).toLocaleString()}</dd>
                </div>
              ))}
            </dl>
            {data.referrals.length === 0 ? (
              <p className="text-sm text-fg-muted">No referrals yet.</p>
            ) : (
              <ul className="grid gap-2">
                {data.referrals.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-canvas/60 p-3 text-sm">
                    <Avatar src={r.referred.avatar} name={r.referred.username} className="size-8" />
                    <div className="grid min-w-0 flex-1 gap-0.5">
                      <span className="truncate font-medium text-fg">{r.referred.username}</span>
                      <time dateTime={r.createdAt} className="text-xs text-fg-subtle">
                        {when(r.createdAt)}
                      </time>
                    </div>
                    {r.status === 'rewarded' && <FowlAmount amount={r.rewardAmount} />}
                    <Badge variant={r.status === 'rewarded' ? 'success' : 'outline'}>{r.status === 'rewarded' ? 'Upgraded' : 'Pending'}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </Section>
  );
}
