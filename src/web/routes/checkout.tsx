import { Redirect, useSearch } from 'wouter';
import { PREMIUM_PLAN_ID } from '../../core/premium';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { OrderSummary } from '../features/payments/components/order-summary';
import { PayWithCrypto } from '../features/payments/components/pay-with-crypto';
import { SignInNeeded } from '../features/payments/components/sign-in-needed';
import { useCurrentUser } from '../lib/auth';

export function CheckoutRoute() {
  const plan = new URLSearchParams(useSearch()).get('plan');
  const { data: user, isPending } = useCurrentUser();
  // Spec part 1 §5: only the monthly plan can be bought; anything else goes back to the plans.
  if (plan !== PREMIUM_PLAN_ID) return <Redirect to="/subscriptions" replace />;
  return (
    <>
      <PageHeader title="Checkout" description="Premium Monthly, paid in crypto." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <OrderSummary />
        {isPending ? <Skeleton className="h-80" /> : user ? <PayWithCrypto user={user} /> : <SignInNeeded text="Sign in with Steam to buy Premium." />}
      </div>
    </>
  );
}
