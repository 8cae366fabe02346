import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { openidNonces, sessions, users } from '../../db/schema';
import { sessionUserColumns, type FoundSession } from '../../db/kept-sessions';

const sessionUserQuery = preparedPerDb((db) =>
  db
    .select({ user: sessionUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_session_user'),
);

export const sessionsRepository = {
  async insert(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /** The live session's user and expiry, in one query (prepared once per connection: every API call that keeps nothing runs it). */
  async findBySessionHash(db: DbOrTx, idHash: string, now: Date): Promise<FoundSession | null> {
    const rows = await sessionUserQuery(db).execute({ idHash, now: now.toISOString() });
    return rows[0] ?? null;
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
  async claimNonce(db: DbOrTx, nonce: string, now: Date): Promise<boolean> {
    const rows = await db.insert(openidNonces).values({ nonce, usedAt: now }).onConflictDoNothing().returning({ nonce: openidNonces.nonce });
    return rows.length === 1;
  },

  async deleteNoncesBefore(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(openidNonces).where(sql`${openidNonces.usedAt} < ${before.toISOString()}`);
  },
};
