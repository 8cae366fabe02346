import { isValidChargeId, PREMIUM_PLAN_ID } from '../../../../core/premium';

// The checkout remembers the charge it sent the browser off to pay, so the
// payment-redirect page can open its success page even without query parameters.

const KEY = 'fowls.pendingCharge';

export interface PendingCharge {
  charge: string;
  userId: string;
  planId: string;
}

export function rememberPendingCharge(pending: PendingCharge): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage can be off (private mode); the return URL carries the charge anyway.
  }
}

export function readPendingCharge(): PendingCharge | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { charge, userId, planId } = value as Record<string, unknown>;
    return isValidChargeId(charge) && typeof userId === 'string' ? { charge, userId, planId: typeof planId === 'string' ? planId : PREMIUM_PLAN_ID } : null;
  } catch {
    return null;
  }
}

/** /payment-success?charge=&user_id=&plan_id= (spec part 1 §2). */
export const successPath = (p: PendingCharge): string =>
  `/payment-success?${new URLSearchParams({ charge: p.charge, user_id: p.userId, plan_id: p.planId }).toString()}`;
