import { useSyncExternalStore } from 'react';

// Whether the site chat is open, shared by the header's toggle, the menu and the shell's
// dock, and remembered in the browser (closed until the player opens it).

const KEY = 'fowls.chat.open';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

let open = read();

export function setChatOpen(next: boolean): void {
  open = next;
  try {
    localStorage.setItem(KEY, next ? '1' : '0');
  } catch {
    // A browser that keeps nothing still toggles for this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useChatOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
