import type { User } from '../../../../core/contracts/accounts';
import { chargeStatusOf, useCharge } from '../api/get-charge';

/** What the checkout's return page knows about the payment. */
export type ReturnState = 'none' | 'signed-out' | 'checking' | 'confirmed' | 'failed' | 'pending' | 'unknown';

/**
 * The return page says only what it knows: it asks the server for the charge's
 * status and reads it (the status page, not this one, activates Premium).
 */
export function useReturnState(chargeId: string | null, user: User | null | undefined): ReturnState {
  const charge = useCharge(chargeId && user ? chargeId : null);
  if (!chargeId) return 'none';
  if (user === undefined) return 'checking';
  if (user === null) return 'signed-out';
  if (charge.isPending) return 'checking';
  if (charge.isError && !charge.data) return 'unknown';
  const status = chargeStatusOf(charge.data);
  return status === 'CONFIRMED' ? 'confirmed' : status === 'FAILED' ? 'failed' : 'pending';
}
