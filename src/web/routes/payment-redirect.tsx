import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ExternalLink } from 'lucide-react';
import { isValidChargeId, PREMIUM_PLAN_ID } from '../../core/premium';
import { PageHeader } from '../components/page-header';
import { buttonClass } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { readPendingCharge, successPath } from '../features/checkout/lib/pending-charge';

/** Spec part 1 §9: the success page opens in a new tab, and this one goes home after 3 seconds. */
export const REDIRECT_HOME_AFTER_MS = 3000;

export function PaymentRedirectRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const target = useMemo(() => {
    const params = new URLSearchParams(search);
    const charge = params.get('charge');
    if (isValidChargeId(charge)) return successPath({ charge, userId: params.get('user_id') ?? '', planId: params.get('plan_id') ?? PREMIUM_PLAN_ID });
    const pending = readPendingCharge();
    return pending ? successPath(pending) : null;
  }, [search]);
  const openedFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per target, also under StrictMode's double effects. With noopener the
    // browser returns no handle, so a blocked pop-up cannot be told apart: the link
    // below is always there.
    if (target && openedFor.current !== target) {
      openedFor.current = target;
      window.open(target, '_blank', 'noopener');
    }
    const timer = window.setTimeout(() => navigate('/'), REDIRECT_HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  return (
    <>
      <PageHeader title="Payment Received" />
      <Card className="grid justify-items-center gap-4 px-6 py-12 text-center">
        <Spinner className="size-7 text-accent-text" />
        <p className="max-w-md text-fg-muted" role="status">
          {target ? 'Your payment status opens in a new tab. Taking you home in 3 seconds…' : 'Taking you home in 3 seconds…'}
        </p>
        {target ? (
          <a href={target} target="_blank" rel="noopener" className={buttonClass('primary', 'md')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Open payment status
          </a>
        ) : null}
        <Link href="/" className={buttonClass('outline', 'md')}>
          Go home now
        </Link>
      </Card>
    </>
  );
}
