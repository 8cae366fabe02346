import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CircleCheck, CircleX, ExternalLink, Hourglass, SearchX } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { PREMIUM_MONTHLY } from '../../../../core/premium';
import { MembershipBadge } from '../../../components/membership-badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { chargeStatusOf } from '../api/get-charge';
import type { PaymentResult } from '../hooks/use-payment-result';

const RETRY_CHECKOUT = `/checkout?plan=${PREMIUM_MONTHLY.id}`;

function StatusCard({
  icon,
  title,
  children,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
}) {
  const ring =
    tone === 'success'
      ? 'border-success/50 bg-success/15 text-success-text'
      : tone === 'danger'
        ? 'border-danger/50 bg-danger/15 text-danger-text'
        : 'border-line-strong bg-surface-2 text-accent-text';
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-10 text-center sm:px-10">
      <span className={`flex size-16 items-center justify-center rounded-full border ${ring}`}>{icon}</span>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

const expiryText = (user: User): string | null =>
  user.subscriptionExpiresAt ? new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(user.subscriptionExpiresAt)) : null;

/** Every state of the payment result page, from waiting to Premium or a clear failure. */
export function PaymentStatusCard({ result, user }: { result: PaymentResult; user: User | null | undefined }) {
  const { phase, charge, message } = result;
  switch (phase) {
    case 'loading':
      return <Skeleton className="h-72 w-full" />;
    case 'invalid':
      return (
        <StatusCard icon={<SearchX aria-hidden="true" className="size-7" />} title="No payment to show">
          <p className="max-w-md text-fg-muted">This link does not name a payment. Start from the plans to buy Premium.</p>
          <Link href="/subscriptions" className={buttonClass('primary', 'md')}>
            See the plans
          </Link>
        </StatusCard>
      );
    case 'refused':
      return (
        <StatusCard icon={<SearchX aria-hidden="true" className="size-7" />} title="Payment not found">
          <p className="max-w-md text-fg-muted">{message ?? 'This payment could not be found on your account.'}</p>
          <Link href="/subscription-management" className={buttonClass('outline', 'md')}>
            See your payments
          </Link>
        </StatusCard>
      );
    case 'failed':
      return (
        <StatusCard icon={<CircleX aria-hidden="true" className="size-8" />} title="Payment failed" tone="danger">
          <p className="max-w-md text-fg-muted" role="status">
            The payment did not go through, so Premium was not activated.{' '}
            {user && !user.isSubscribed ? 'You are still on the Free Trial.' : 'Your membership has not changed.'}
          </p>
          {user ? <MembershipBadge isSubscribed={user.isSubscribed} /> : null}
          <div className="flex flex-wrap justify-center gap-3">
            <Link href={RETRY_CHECKOUT} className={buttonClass('primary', 'md')}>
              Try Again
            </Link>
            <Link href="/" className={buttonClass('outline', 'md')}>
              Back to Dashboard
            </Link>
          </div>
        </StatusCard>
      );
    case 'confirmed':
      return (
        <StatusCard icon={<CircleCheck aria-hidden="true" className="size-8" />} title="Payment confirmed" tone="success">
          <div className="grid justify-items-center gap-3" role="status">
            <MembershipBadge isSubscribed={user?.isSubscribed ?? true} />
            <p className="max-w-md text-fg-muted">Welcome to Premium!{user && expiryText(user) ? ` Your membership runs until ${expiryText(user)}.` : ''}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Link href="/mini-games" className={buttonClass('primary', 'md')}>
              Play the Mini-Games
            </Link>
            <Link href="/" className={buttonClass('outline', 'md')}>
              Go to Dashboard
            </Link>
          </div>
        </StatusCard>
      );
    case 'activating':
      return (
        <StatusCard icon={<Spinner className="size-7" />} title="Payment confirmed">
          <p className="text-fg-muted" role="status">
            Activating your Premium membership…
          </p>
        </StatusCard>
      );
    case 'activation-failed':
      return (
        <StatusCard icon={<CircleX aria-hidden="true" className="size-8" />} title="Premium is not active yet" tone="danger">
          <p role="alert" className="max-w-md text-danger-text">
            {message ?? 'Premium could not be activated just now.'}
          </p>
          <p className="max-w-md text-sm text-fg-muted">
            Your payment is confirmed, and it activates Premium once, whether from here or from the payment provider&apos;s notice.
          </p>
          <Button onClick={result.retryActivation}>Try activating again</Button>
        </StatusCard>
      );
    case 'guest':
      return (
        <StatusCard icon={<Hourglass aria-hidden="true" className="size-7" />} title="Sign in to see your payment">
          <p className="max-w-md text-fg-muted">
            Sign in with Steam to follow this payment. A confirmed payment activates Premium on its own, even while you are away.
          </p>
          <Link href="/login" className={buttonClass('steam', 'md')}>
            Sign In with Steam
          </Link>
        </StatusCard>
      );
    case 'confirming':
      return (
        <StatusCard icon={<Hourglass aria-hidden="true" className="size-7" />} title="Confirming your payment">
          <p className="max-w-md text-fg-muted" role="status">
            {message ??
              'Your payment is being confirmed, but the payment service is not answering right now. If you paid, Premium is granted as soon as it answers.'}
          </p>
          <p className="max-w-md text-sm text-fg-muted">Nothing is lost while it is away. This page checks again every 5 seconds and updates by itself.</p>
        </StatusCard>
      );
    case 'waiting':
    case 'retrying': {
      const status = chargeStatusOf(charge);
      return (
        <StatusCard icon={<Spinner className="size-7" />} title="Waiting for your payment">
          <p className="max-w-md text-fg-muted" role="status">
            {phase === 'retrying'
              ? 'The payment status could not be checked just now. Trying again in a few seconds…'
              : status === 'PENDING'
                ? 'Your payment was detected and is being confirmed. This page updates by itself.'
                : 'No payment has been confirmed yet. This page checks every 5 seconds and updates by itself.'}
          </p>
          {charge && phase === 'waiting' ? (
            <a href={charge.hosted_url} className={buttonClass('outline', 'md')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              Open the checkout
            </a>
          ) : null}
        </StatusCard>
      );
    }
  }
}
