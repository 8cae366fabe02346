import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The time a server-rendered page was rendered at (null for a page the browser renders
 * itself): while the browser takes that page over, its clocks and "ago" labels show what
 * the server wrote, so the page reads exactly as sent; then they move to the browser's time.
 */
export const RenderedAtContext = createContext<number | null>(null);

const noSubscription = () => () => undefined;

/** The current time, refreshed every `intervalMs` while `enabled` (countdowns). */
export function useNow(intervalMs = 1000, enabled = true): number {
  const renderedAt = useContext(RenderedAtContext);
  // React reads the server's snapshot while it renders on the server and while it takes that page over, and the other after.
  const takingOver = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return takingOver && renderedAt !== null ? renderedAt : now;
}
