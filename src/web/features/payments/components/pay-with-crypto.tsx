import { useRef } from 'react';
import { Link } from 'wouter';
import { Bitcoin, CircleAlert } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { PREMIUM_MONTHLY, SUPPORTED_COINS } from '../../../../core/premium';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { hasErrorCode, isApiError, isNetworkError } from '../../../lib/api-client';
import { playSound } from '../../../lib/sounds';
import { useCreateCharge } from '../api/create-charge';
import { newAttemptKey } from '../lib/checkout-attempt';
import { rememberPendingCharge } from '../lib/pending-charge';

/** When the charge request got no answer at all: the browser's own words ('Failed to fetch') say nothing to a player. */
export const CHECKOUT_NETWORK_FAILURE = 'could not reach the server. Check your connection and try again.';

const CHARGE_FAILED = 'Failed to create payment charge';

/**
 * Spec part 1 §8: the failure alert, with the server's own reason when it gave one.
 * Any other error (an answer that did not parse) speaks to developers, not players.
 */
export function paymentFailedText(error: unknown): string {
  // A cool-off or self-exclusion is the player's own choice, not a failure: its reason stands alone.
  if (isApiError(error) && error.code === 'PLAY_LIMIT' && error.serverMessage) return error.serverMessage;
  const message = isApiError(error)
    ? (error.serverMessage ?? CHARGE_FAILED)
    : isNetworkError(error)
      ? CHECKOUT_NETWORK_FAILURE
      : error instanceof Error
        ? CHARGE_FAILED
        : 'Unknown error';
  return `Payment failed: ${message}`;
}

/** Creates the charge, then hands the browser to the provider's hosted checkout. */
export function PayWithCrypto({ user }: { user: User }) {
  const createCharge = useCreateCharge();
  const redirecting = createCharge.isSuccess;
  // Kept through a failure, so "try again" reuses it: if the failed answer was lost on
  // its way back, the server answers the checkout it already opened.
  const attempt = useRef<string | null>(null);

  const pay = () => {
    playSound('click');
    attempt.current ??= newAttemptKey();
    createCharge.mutate(
      { userId: user.id, attemptKey: attempt.current },
      {
        onSuccess: (charge) => {
          // Back from the checkout (the browser's back button), a press is a new purchase.
          attempt.current = null;
          rememberPendingCharge({ charge: charge.reference, userId: user.id, planId: PREMIUM_MONTHLY.id });
          window.location.assign(charge.hosted_url);
        },
        onError: (error) => {
          // That checkout was used already: the next press starts another.
          if (hasErrorCode(error, 'CONFLICT')) attempt.current = null;
          playSound('error');
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bitcoin aria-hidden="true" className="size-5 text-accent-text" />
          Pay with crypto
        </CardTitle>
        <CardDescription>You are sent to a secure hosted checkout to pay. Premium starts as soon as the payment is confirmed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p className="text-sm text-fg-muted">Supported coins</p>
          <ul className="flex flex-wrap gap-2" aria-label="Supported coins">
            {SUPPORTED_COINS.map((coin) => (
              <li key={coin}>
                <Badge variant="outline" className="text-fg">
                  {coin}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        {user.isSubscribed && user.subscriptionExpiresAt ? (
          <p className="text-sm text-fg-muted">You are already Premium: this payment adds {PREMIUM_MONTHLY.durationDays} days to your current expiry.</p>
        ) : null}
        {createCharge.isError ? (
          <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/15 p-3 text-sm text-danger-text">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {paymentFailedText(createCharge.error)}
          </p>
        ) : null}
        <Button size="lg" className="w-full" loading={createCharge.isPending || redirecting} disabled={user.isSpectator} onClick={pay}>
          {redirecting ? 'Redirecting to checkout…' : createCharge.isPending ? 'Creating your charge…' : 'Pay with Crypto'}
        </Button>
        {user.isSpectator ? <p className="text-sm text-fg-muted">Spectators can only watch.</p> : null}
        <p className="text-xs text-fg-muted">
          Refunds can be requested within 7 days: see the{' '}
          <Link href="/refund-policy" className="underline underline-offset-2 hover:text-fg">
            refund policy
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
