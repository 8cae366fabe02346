import { useSearch } from 'wouter';
import { isValidChargeId } from '../../core/premium';
import { PageHeader } from '../components/page-header';
import { PaymentStatusCard } from '../features/payments/components/payment-status-card';
import { usePaymentResult } from '../features/payments/hooks/use-payment-result';
import { useCurrentUser } from '../lib/auth';

export function PaymentSuccessRoute() {
  const params = new URLSearchParams(useSearch());
  const rawCharge = params.get('charge');
  // Spec part 1 §5: a charge id of anything but letters, digits and hyphens is ignored.
  const chargeId = isValidChargeId(rawCharge) ? rawCharge : null;
  const { data: user } = useCurrentUser();
  const result = usePaymentResult(chargeId, user);
  return (
    <>
      <PageHeader title="Payment Status" description="Your Premium payment, checked with the payment provider." />
      <div className="mx-auto w-full max-w-2xl">
        <PaymentStatusCard result={result} user={user} />
      </div>
    </>
  );
}
