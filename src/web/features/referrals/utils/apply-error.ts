import { userFacingMessage } from '../../../lib/api-client';

/**
 * The toast text for a failed apply (spec part 1 §8): the server's error text,
 * 'Network error' when the request never got an answer, else the fallback.
 */
export function applyErrorMessage(error: unknown): string {
  if (error instanceof TypeError) return 'Network error';
  return userFacingMessage(error, 'Failed to apply referral code');
}
