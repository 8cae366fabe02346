import { useSyncExternalStore } from 'react';

// The server settles a round at once and pushes the new balance, but some games
// then animate the result (the coin's 2 s flip, the case strip's scroll). Showing
// the new balance before the animation lands would give the outcome away, so a
// game holds the displayed balance and releases it when its result is shown.

/** Never hold longer than this, so a lost release cannot freeze the header. */
const MAX_HOLD_MS = 20_000;

let held: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function releaseDisplayedBalance(): void {
  clearTimeout(timer);
  if (held === null) return;
  held = null;
  notify();
}

/** Keeps showing `balance` until released (or MAX_HOLD_MS passes). */
export function holdDisplayedBalance(balance: number): void {
  clearTimeout(timer);
  timer = setTimeout(releaseDisplayedBalance, MAX_HOLD_MS);
  if (held !== null) return;
  held = balance;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The held balance, or null when nothing is held. */
export const heldBalance = (): number | null => held;

/** The balance to display: the held value while a game animates, else the real one. */
export function useDisplayedBalance(balance: number): number {
  return useSyncExternalStore(subscribe, heldBalance, () => null) ?? balance;
}
