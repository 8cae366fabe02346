import { isApiError } from '../../../lib/api-client';

/**
 * Spec part 2 §8's retry alerts. The portal shows them in an on-page role=alert
 * region next to the trade logs rather than window.alert, which blocks the page
 * and is easy to miss with a screen reader.
 */
export function retryErrorMessage(error: unknown): string {
  if (isApiError(error)) return `Error retrying trade: ${error.serverMessage ?? 'Unknown error'}`;
  return 'Error retrying trade. Please try again.';
}
