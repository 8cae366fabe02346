import type { ErrorCode } from '../../../../core/errors';
import { hasErrorCode, isApiError } from '../../../lib/api-client';

// Spec part 2 §8: entry failures are titled 'Entry Failed', and the server's
// refusal (by its code) picks the specification's description.

export const ENTRY_FAILED_TITLE = 'Entry Failed';
export const TRADE_URL_REDIRECT = '/dashboard?tab=settings';
export const TRADE_URL_REDIRECT_DELAY_MS = 3000;

export interface EntryErrorToast {
  description: string;
  /** Send the player to their settings (after 3 s) to add a trade URL. */
  redirectToSettings: boolean;
}

const descriptions: Partial<Record<ErrorCode, string>> = {
  TRADE_URL_REQUIRED: 'You must add your Steam trade offer URL before entering raffles. This is required to receive prizes if you win.',
  ALREADY_ENTERED: 'You have already entered this raffle.',
  INSUFFICIENT_FUNDS: 'Insufficient fowls to enter this raffle.',
  RAFFLE_FULL: 'This raffle is full.',
  RAFFLE_ENDED: 'This raffle has ended.',
};

/** Refusals the specification has no mapping for (free-trial limit, minimum entry) show the server's own words. */
const passThrough: ErrorCode[] = ['ENTRY_LIMIT', 'MINIMUM_ENTRY'];

export function entryErrorToast(error: unknown): EntryErrorToast {
  const code = isApiError(error) ? error.code : undefined;
  const description = code && descriptions[code];
  if (description) return { description, redirectToSettings: code === 'TRADE_URL_REQUIRED' };
  if (hasErrorCode(error, ...passThrough) && error.serverMessage) return { description: error.serverMessage, redirectToSettings: false };
  return { description: 'Failed to enter raffle. Check your balance.', redirectToSettings: false };
}
