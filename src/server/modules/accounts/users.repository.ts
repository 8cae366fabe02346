import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type { SessionUser } from '../../db/kept-sessions';

// Every poll that shows the signed-in player's balance runs it.
const userByIdQuery = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id'),
);

export const usersRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | null> {
    return (await userByIdQuery(db).execute({ id }))[0] ?? null;
  },

  async findBySteamId(db: DbOrTx, steamId: string): Promise<UserRow | null> {
    return (await db.select().from(users).where(eq(users.steamId, steamId)))[0] ?? null;
  },

  /** Inserts a user unless the Steam id exists; returns the row and whether it is new. */
  async insertIfAbsent(db: DbOrTx, fields: { steamId: string; username: string; avatar: string }, now: Date): Promise<{ user: UserRow; created: boolean }> {
    const inserted = await db
      .insert(users)
      .values({ ...fields, lastLoginAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.steamId })
      .returning();
    if (inserted[0]) return { user: inserted[0], created: true };
    const existing = await this.findBySteamId(db, fields.steamId);
    return { user: existing!, created: false };
  },

  async update(db: DbOrTx, id: string, fields: Partial<Omit<UserRow, 'id' | 'fowlBalance'>>, now: Date): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({ ...fields, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  },

  async count(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    return row?.n ?? 0;
  },
};
