import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { openidNonces, sessions, users } from '../../db/schema';
import type { UserRow } from './users.repository';

const sessionUserQuery = (db: DbOrTx) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_session_user');
const sessionUserQueries = new WeakMap<DbOrTx, ReturnType<typeof sessionUserQuery>>();

export const sessionsRepository = {
  async insert(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /** The live session's user, in one query (prepared once per connection: every API call runs it). */
  async findUserBySessionHash(db: DbOrTx, idHash: string, now: Date): Promise<UserRow | null> {
    let query = sessionUserQueries.get(db);
    if (!query) sessionUserQueries.set(db, (query = sessionUserQuery(db)));
    const rows = await query.execute({ idHash, now: now.toISOString() });
    return rows[0]?.user ?? null;
  },

  async delete(db: DbOrTx, idHash: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
  },

  async deleteAllForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  async deleteExpired(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
  },

  /** Records an OpenID nonce; false when it was seen before (a replay). */
  async claimNonce(db: DbOrTx, nonce: string): Promise<boolean> {
    const rows = await db.insert(openidNonces).values({ nonce }).onConflictDoNothing().returning({ nonce: openidNonces.nonce });
    return rows.length === 1;
  },

  async deleteNoncesBefore(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(openidNonces).where(sql`${openidNonces.usedAt} < ${before.toISOString()}`);
  },
};
