import { needsRenewalReminder } from '../../core/premium';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { PaymentHistoryCard } from '../features/payments/components/payment-history-card';
import { RenewalReminder } from '../features/payments/components/renewal-reminder';
import { SignInNeeded } from '../features/payments/components/sign-in-needed';
import { SubscriptionStatusCard } from '../features/payments/components/subscription-status-card';
import { useCurrentUser } from '../lib/auth';

export function SubscriptionManagementRoute() {
  const { data: user, isPending } = useCurrentUser();
  // The current user is polled every 5 s, which also keeps "time remaining" fresh.
  const now = new Date();
  const expiresAt = user?.isSubscribed && user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null;
  return (
    <>
      <PageHeader title="Subscription Management" description="Your plan, its expiry and your payments." />
      {isPending ? (
        <Skeleton className="h-96" />
      ) : !user ? (
        <SignInNeeded text="Sign in with Steam to manage your subscription." />
      ) : (
        <div className="grid gap-6">
          {expiresAt && needsRenewalReminder(expiresAt, now) ? <RenewalReminder expiresAt={expiresAt} now={now} /> : null}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
            <SubscriptionStatusCard user={user} now={now} />
            <PaymentHistoryCard />
          </div>
        </div>
      )}
    </>
  );
}
