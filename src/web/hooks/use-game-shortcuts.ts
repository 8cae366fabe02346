import { useEffect, useRef, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../lib/remembered-settings';

// One-key shortcuts for a game's main actions (decision 0069). Letters, not Space or
// Enter: those already press whichever button has focus, so a shortcut on them would
// play twice or play the wrong button. A shortcut does nothing while the player types
// (a text or number field, a select, an editable area), while a dialog is open, with a
// modifier held (the browser's own shortcuts), or on a held key's repeats. Players can
// turn them off (WCAG 2.1.4: single-character shortcuts must be able to be turned off);
// the choice is remembered for every game.

export interface GameShortcut {
  /** A single letter, matched in either case. */
  key: string;
  /** What it does, as its button says it. */
  label: string;
  run: () => void;
  /** False while the action is not available (its button is disabled or not shown). */
  enabled: boolean;
}

const OFF_KEY = 'fowls:shortcuts-off';
const local = () => localStorage;
const listeners = new Set<() => void>();
let on = typeof localStorage === 'undefined' ? true : readStorage(local, OFF_KEY) !== '1';

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function setShortcutsOn(value: boolean): void {
  on = value;
  writeStorage(local, OFF_KEY, value ? null : '1');
  listeners.forEach((listener) => listener());
}

export function useShortcutsOn(): [boolean, (value: boolean) => void] {
  return [
    useSyncExternalStore(
      subscribe,
      () => on,
      () => true,
    ),
    setShortcutsOn,
  ];
}

/** Input types that take no typing: a letter pressed there may be a shortcut. */
const NOT_TYPED = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);

/** Whether a key pressed with focus on `target` is typing (or a dialog's) rather than the game's. */
function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Runs the shortcut whose key is pressed, on the terms above. */
export function useGameShortcuts(shortcuts: GameShortcut[]): void {
  const [shortcutsOn] = useShortcutsOn();
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    if (!shortcutsOn) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (keyBelongsElsewhere(event.target)) return;
      const pressed = event.key.toLowerCase();
      const shortcut = latest.current.find((s) => s.key.toLowerCase() === pressed);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut.enabled) shortcut.run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcutsOn]);
}
