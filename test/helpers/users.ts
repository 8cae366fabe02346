import { randomInt } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { accountIdFromSteamId } from '../../src/core/steam-id';

/** A fresh valid SteamID64 for a test user. */
export const randomSteamId = (): string => `76561198${String(randomInt(1e9)).padStart(9, '0')}`;

/** A well-formed trade URL for the account. */
export const tradeUrlFor = (steamId: string): string => `https://steamcommunity.com/tradeoffer/new/?partner=${accountIdFromSteamId(steamId)}&token=Fowl1234`;

/** Inserts a bare user with a zero balance (balances only ever move through the ledger). */
export async function insertUser(db: Db, fields: Partial<typeof users.$inferInsert> = {}) {
  const steamId = fields.steamId ?? randomSteamId();
  const [user] = await db
    .insert(users)
    .values({ steamId, username: `user-${steamId.slice(-6)}`, ...fields, fowlBalance: 0 })
    .returning();
  return user!;
}
