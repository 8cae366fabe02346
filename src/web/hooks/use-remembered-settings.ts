import { useCallback, useState } from 'react';
import { readRemembered, readStorage, writeStorage, type SettingFields } from '../lib/remembered-settings';

const local = () => localStorage;

/**
 * A game's settings remembered in this browser (decision 0069): read back once, each
 * field checked, and stored again on every change. `game` names the game's slot.
 */
export function useRememberedSettings<T extends object>(game: string, fields: SettingFields<T>, defaults: T): [T, (change: Partial<T>) => void] {
  const key = `fowls:game-settings:${game}`;
  const [settings, setSettings] = useState(() => readRemembered(readStorage(local, key), fields, defaults));
  const remember = useCallback(
    (change: Partial<T>) =>
      setSettings((previous) => {
        const next = { ...previous, ...change };
        writeStorage(local, key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  return [settings, remember];
}
