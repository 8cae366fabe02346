import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ExternalLink } from 'lucide-react';
import { isValidChargeId, PREMIUM_PLAN_ID } from '../../core/premium';
import { PageHeader } from '../components/page-header';
import { buttonClass } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ReturnStatus } from '../features/payments/components/return-status';
import { useRedirectCountdown } from '../features/payments/hooks/use-redirect-countdown';
import { useReturnState } from '../features/payments/hooks/use-return-state';
import { readPendingCharge, successPath, type PendingCharge } from '../features/payments/lib/pending-charge';
import { useCurrentUser } from '../lib/auth';

/** Spec part 1 §9: the success page opens in a new tab, and this one goes home after 3 seconds. */
export const REDIRECT_HOME_AFTER_MS = 3000;

const secondsText = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

/** The charge named in the address, else the one this tab's checkout remembered. */
function usePendingCharge(): PendingCharge | null {
  const search = useSearch();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const charge = params.get('charge');
    if (isValidChargeId(charge)) return { charge, userId: params.get('user_id') ?? '', planId: params.get('plan_id') ?? PREMIUM_PLAN_ID };
    return readPendingCharge();
  }, [search]);
}

/**
 * Where the hosted checkout sends the browser back. It does not know on its own
 * whether anything was paid, so it asks the server and says what it hears, opens
 * the status page in a new tab, and counts down to home for real.
 */
export function PaymentRedirectRoute() {
  const [, navigate] = useLocation();
  const pending = usePendingCharge();
  const target = pending ? successPath(pending) : null;
  const { data: user } = useCurrentUser();
  const state = useReturnState(pending?.charge ?? null, user);
  const goHome = useCallback(() => navigate('/'), [navigate]);
  const secondsLeft = useRedirectCountdown(REDIRECT_HOME_AFTER_MS, goHome);
  const openedFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per target, also under StrictMode's double effects. With noopener the
    // browser returns no handle, so a blocked pop-up cannot be told apart: the link
    // below is always there.
    if (target && openedFor.current !== target) {
      openedFor.current = target;
      window.open(target, '_blank', 'noopener');
    }
  }, [target]);

  return (
    <>
      <PageHeader title="Returning from checkout" />
      <Card className="grid justify-items-center gap-4 px-6 py-10 text-center sm:py-12">
        <ReturnStatus state={state} />
        <p className="max-w-md text-fg-muted">
          {target ? 'Your payment status opens in a new tab. ' : ''}
          Taking you home in{' '}
          <span data-testid="redirect-countdown" data-seconds-left={secondsLeft} className="font-semibold whitespace-nowrap text-fg tabular-nums">
            {secondsText(secondsLeft)}
          </span>
          …
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {target ? (
            <a href={target} target="_blank" rel="noopener" className={buttonClass('primary', 'md')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              Open payment status
            </a>
          ) : null}
          <Link href="/" className={buttonClass('outline', 'md')}>
            Go home now
          </Link>
        </div>
      </Card>
    </>
  );
}
