// What the first screen does not need to show (realtime, notifications, the contract
// checks of its answers) waits until the page has loaded and settled, so a visitor's
// first screen downloads and runs less. A visitor who starts using the page gets it at once.

/** The first screen counts as settled this long after the load event, once nothing has loaded for QUIET_MS (or at MAX_WAIT_MS). */
const SETTLE_MS = 2000;
const QUIET_MS = 1000;
const MAX_WAIT_MS = 10_000;

let settled = false;
let armed = false;
const waiting = new Set<() => void>();

function settle(): void {
  if (settled) return;
  settled = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

function arm(): void {
  if (armed) return;
  armed = true;
  if (typeof window === 'undefined') return settle();
  // Its answers and pictures may still be coming (they start after the load event): wait until they have.
  const waitForQuiet = (loadedAt: number) => {
    const now = performance.now();
    // Not every environment keeps resource timings (jsdom): then only the delay counts.
    const entries = 'getEntriesByType' in performance ? performance.getEntriesByType('resource') : [];
    const lastEnd = Math.max(0, ...entries.map((e) => (e as PerformanceResourceTiming).responseEnd));
    if (now - lastEnd >= QUIET_MS || now - loadedAt >= MAX_WAIT_MS) settle();
    else setTimeout(() => waitForQuiet(loadedAt), QUIET_MS - (now - lastEnd));
  };
  const later = () => {
    const loadedAt = performance.now();
    setTimeout(() => waitForQuiet(loadedAt), SETTLE_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, settle, { once: true, capture: true });
}

/** Runs `callback` once the first screen has settled (at once if it has). Returns a cancel function. */
export function afterFirstScreen(callback: () => void): () => void {
  if (settled) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  arm();
  return () => void waiting.delete(callback);
}
