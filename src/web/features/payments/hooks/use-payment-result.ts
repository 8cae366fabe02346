import { useEffect, useRef } from 'react';
import type { User } from '../../../../core/contracts/accounts';
import type { Charge } from '../../../../core/contracts/payments';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { playSound } from '../../../lib/sounds';
import { useActivatePremium } from '../api/activate-premium';
import { chargeStatusOf, useCharge } from '../api/get-charge';

export type PaymentPhase =
  | 'invalid'
  | 'loading'
  | 'guest'
  | 'waiting'
  /** The payment provider does not answer the server: not a failure, the page keeps asking (decision 0056). */
  | 'confirming'
  | 'activating'
  | 'confirmed'
  | 'activation-failed'
  | 'failed'
  | 'refused'
  | 'retrying';

export interface PaymentResult {
  phase: PaymentPhase;
  charge: Charge | undefined;
  /** The server's reason for a refusal or a failed activation. */
  message: string | null;
  retryActivation: () => void;
}

const reasonOf = (error: unknown): string | null => (isApiError(error) ? (error.serverMessage ?? null) : null);
const providerAway = (error: unknown): boolean => hasErrorCode(error, 'PAYMENT_UNAVAILABLE');

/**
 * The success page's logic (spec part 1 §4 Payment): poll the charge every 5 s and
 * read the last timeline entry; CONFIRMED asks the server to activate Premium
 * (unless the visitor is a guest) and stops; FAILED stops.
 */
export function usePaymentResult(chargeId: string | null, user: User | null | undefined): PaymentResult {
  const signedIn = Boolean(user);
  const charge = useCharge(chargeId && signedIn ? chargeId : null);
  const status = chargeStatusOf(charge.data);
  const activation = useActivatePremium();
  const { mutate } = activation;
  const requested = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (status !== 'CONFIRMED' || !userId || !chargeId || requested.current === chargeId) return;
    requested.current = chargeId;
    mutate({ userId, chargeId });
  }, [status, userId, chargeId, mutate]);

  let phase: PaymentPhase;
  if (!chargeId) phase = 'invalid';
  else if (user === undefined) phase = 'loading';
  else if (user === null) phase = 'guest';
  else if (charge.isPending) phase = 'loading';
  else if (charge.isError && !charge.data) {
    const { error } = charge;
    phase = isApiError(error) && error.status >= 400 && error.status < 500 ? 'refused' : providerAway(error) ? 'confirming' : 'retrying';
  } else if (status === 'FAILED') phase = 'failed';
  else if (status === 'CONFIRMED') phase = activation.isError ? 'activation-failed' : activation.isSuccess ? 'confirmed' : 'activating';
  else if (charge.isError && providerAway(charge.error)) phase = 'confirming';
  else phase = 'waiting';

  const settled = phase === 'confirmed' || phase === 'failed';
  useEffect(() => {
    if (settled) playSound(phase === 'confirmed' ? 'success' : 'error', 0.4);
  }, [settled, phase]);

  return {
    phase,
    charge: charge.data,
    message: phase === 'refused' || phase === 'confirming' ? reasonOf(charge.error) : phase === 'activation-failed' ? reasonOf(activation.error) : null,
    retryActivation: () => {
      if (chargeId && userId) mutate({ userId, chargeId });
    },
  };
}
