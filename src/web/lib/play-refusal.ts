import type { PlayPause } from '../../core/contracts/play-limits';
import { formatUtc } from '../../core/play-limits';
import type { ToastInput } from '../components/ui/use-toast';
import { hasErrorCode, userFacingMessage } from './api-client';

// A play the player's own limits refuse (a wager limit, a cool-off, a self-exclusion:
// decision 0033) is not a failure: nothing went wrong, the platform did what they asked.
// Every game, the raffle entry and the Fowl Case say so in one voice: a title that names
// the refusal, and the server's sentence with its reason and when it ends.

const titles: Record<string, string> = {
  wager_limit: 'Wager limit reached',
  cool_off: 'Play paused',
  self_exclusion: 'Play paused',
};

/** A break that a screen knew of before the player tried: the same toast. */
export const pauseToast = (pause: Pick<PlayPause, 'message'>): ToastInput => ({ title: titles.cool_off, description: pause.message, variant: 'default' });

/** When a break ends, in a card's few words: "Until 28 Nov 2026, 16:55 UTC", or "For good". */
export const pauseEndText = (pause: Pick<PlayPause, 'until'>): string => (pause.until ? `Until ${formatUtc(new Date(pause.until))}` : 'For good');

/** The refusal's toast when the player's limits refused this call, else null. */
export function playRefusal(error: unknown): ToastInput | null {
  if (!hasErrorCode(error, 'PLAY_LIMIT') || !error.serverMessage) return null;
  const kind = (error.body as { details?: { kind?: unknown } } | null)?.details?.kind;
  const title = (typeof kind === 'string' && titles[kind]) || 'Play paused';
  // Not the failure's red: a limit held is the platform working.
  return { title, description: error.serverMessage, variant: 'default' };
}

/** A failed play's toast: the refusal's own, or the screen's failure title with what the server said. */
export const playFailureToast = (error: unknown, title: string, fallback: string): ToastInput =>
  playRefusal(error) ?? { title, description: userFacingMessage(error, fallback), variant: 'destructive' };
