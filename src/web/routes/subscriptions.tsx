import { Link } from 'wouter';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { SUPPORTED_COINS } from '../../core/premium';
import { PlanCards } from '../features/payments/components/plan-cards';
import { useCurrentUser } from '../lib/auth';

export function SubscriptionsRoute() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <>
      <PageHeader title="Subscriptions" description="Choose your plan. Premium is paid in crypto and never renews automatically." />
      {isPending ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <PlanCards user={user ?? null} />
      )}
      <p className="mt-6 text-sm text-fg-muted">
        Pay with {SUPPORTED_COINS.join(', ')} through a hosted crypto checkout. Refunds can be requested within 7 days; see the{' '}
        <Link href="/refund-policy" className="underline underline-offset-2 hover:text-fg">
          refund policy
        </Link>
        .
      </p>
    </>
  );
}
