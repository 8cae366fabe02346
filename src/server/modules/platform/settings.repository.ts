import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';

export const settingsRepository = {
  async get<T>(db: DbOrTx, key: string): Promise<T | null> {
    const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return rows[0] ? (rows[0].value as T) : null;
  },

  async set(db: DbOrTx, key: string, value: unknown, now: Date): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  },

  /** Writes the value only when the key has none (the first writer wins across instances). */
  async insertIfAbsent(db: DbOrTx, key: string, value: unknown): Promise<void> {
    await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  },
};
