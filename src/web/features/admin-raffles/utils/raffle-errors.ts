import { isApiError, userFacingMessage } from '../../../lib/api-client';

// The error toasts of spec part 2 §8 for the raffle admin calls.

/** Create: an expired admin session (AdminSessionExpiredError) has its own toast and a reload. */
export const SESSION_EXPIRED_TOAST = { title: 'Session Expired', description: 'Please login again to access admin features' } as const;

export const createRaffleErrorMessage = (error: unknown): string => userFacingMessage(error, 'Failed to create raffle');

/** Update: the server's details, its error, or 'Server error: {status}'. */
export function updateRaffleErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Server error: network';
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  if (typeof body.details === 'string' && body.details) return body.details;
  if (error.serverMessage && error.status < 500) return error.serverMessage;
  return `Server error: ${error.status}`;
}
