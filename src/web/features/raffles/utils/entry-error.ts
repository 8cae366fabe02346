import { isApiError } from '../../../lib/api-client';

// Spec part 2 §8: entry failures are titled 'Entry Failed' and mapped by the
// words of the server's message, in this order.

export const ENTRY_FAILED_TITLE = 'Entry Failed';
export const TRADE_URL_REDIRECT = '/dashboard?tab=settings';
export const TRADE_URL_REDIRECT_DELAY_MS = 3000;

export interface EntryErrorToast {
  description: string;
  /** Send the player to their settings (after 3 s) to add a trade URL. */
  redirectToSettings: boolean;
}

const rules: { match: string; description: string }[] = [
  { match: 'Trade URL Required', description: 'You must add your Steam trade offer URL before entering raffles. This is required to receive prizes if you win.' },
  { match: 'already entered', description: 'You have already entered this raffle.' },
  { match: 'Insufficient fowls', description: 'Insufficient fowls to enter this raffle.' },
  { match: 'Raffle is full', description: 'This raffle is full.' },
  { match: 'ended', description: 'This raffle has ended.' },
];

/** The server's own words for refusals the specification has no mapping for (free-trial limit, minimum entry). */
const passThrough = ['Free trial', 'Minimum entry'];

export function entryErrorToast(error: unknown): EntryErrorToast {
  const message = isApiError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';
  const rule = rules.find((r) => message.includes(r.match));
  if (rule) return { description: rule.description, redirectToSettings: rule.match === 'Trade URL Required' };
  if (passThrough.some((p) => message.includes(p))) return { description: message, redirectToSettings: false };
  return { description: 'Failed to enter raffle. Check your balance.', redirectToSettings: false };
}
