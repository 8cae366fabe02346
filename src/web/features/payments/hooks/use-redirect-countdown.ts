import { useEffect, useState } from 'react';
import { useNow } from '../../../hooks/use-now';

/**
 * Counts down from `totalMs` and calls `onDone` once at zero. Returns the whole
 * seconds left (3, 2, 1, 0), so the text on screen moves with the real timer.
 * `onDone` should be stable; it runs again only if it changes after zero.
 */
export function useRedirectCountdown(totalMs: number, onDone: () => void): number {
  const [deadline] = useState(() => Date.now() + totalMs);
  // A quarter-second tick keeps the number within 250 ms of the truth.
  const now = useNow(250);
  const remaining = Math.max(0, deadline - now);
  useEffect(() => {
    if (remaining === 0) onDone();
  }, [remaining, onDone]);
  return Math.ceil(remaining / 1000);
}
