import type { z } from 'zod';

// A game's last bet and settings, kept in the browser so the next visit starts where the
// player left off. What comes back from storage may be anything (an older version of the
// page, a hand edit, another site's extension): each field is checked on its own and a
// bad one falls back to its default without dropping the others. The server never sees
// this store; it checks every bet it is sent.

export type SettingFields<T> = { [K in keyof T]: z.ZodType<T[K]> };

/** The settings stored as `raw`, each field valid or its default. */
export function readRemembered<T extends object>(raw: string | null, fields: SettingFields<T>, defaults: T): T {
  let stored: unknown;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    return { ...defaults };
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { ...defaults };
  const settings = { ...defaults };
  for (const key of Object.keys(fields) as Array<keyof T>) {
    if (!Object.hasOwn(stored, key)) continue;
    const parsed = fields[key].safeParse((stored as Record<keyof T, unknown>)[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings;
}

/** Storage that may be missing or refuse (private windows, a full quota): reading gives null, writing is skipped. */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Kept for this page only.
  }
}
