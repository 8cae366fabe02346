import { useCallback, useEffect, useRef } from 'react';

/** A target not focusable by then (still disabled, never shown) is given up, so the focus never jumps late. */
const GIVE_UP_MS = 2000;

/**
 * Moves the keyboard focus once a coming render has put its target on screen. A game's
 * main button often gives way to what it started (Start Game to the board, Play Again to
 * the bet form), and a removed or disabled button leaves the focus on the page itself: a
 * keyboard player would Tab through the whole page to get back. `focusNext` names the
 * target; the state change made with it renders it, and the focus follows.
 */
export function useFocusNext(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<{ find: () => HTMLElement | null | undefined; until: number } | null>(null);
  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    if (performance.now() > request.until) {
      pending.current = null;
      return;
    }
    const target = request.find();
    target?.focus();
    if (target && document.activeElement === target) pending.current = null;
  });
  return useCallback((find) => {
    pending.current = { find, until: performance.now() + GIVE_UP_MS };
  }, []);
}
