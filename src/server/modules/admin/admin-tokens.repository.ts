import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminLoginFailures, adminTokens } from '../../db/schema';

export const adminTokensRepository = {
  async insert(db: DbOrTx, row: typeof adminTokens.$inferInsert): Promise<void> {
    await db.insert(adminTokens).values(row);
  },

  async findLive(db: DbOrTx, tokenHash: string, now: Date) {
    const rows = await db
      .select()
      .from(adminTokens)
      .where(and(eq(adminTokens.tokenHash, tokenHash), isNull(adminTokens.revokedAt), gt(adminTokens.expiresAt, now)));
    return rows[0] ?? null;
  },

  async revokeForUser(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(adminTokens)
      .set({ revokedAt: now })
      .where(and(eq(adminTokens.userId, userId), isNull(adminTokens.revokedAt)));
  },

  /** Every live token of the admin but the one in use (turning two-factor sign-in on). */
  async revokeOthersForUser(db: DbOrTx, userId: string, keepTokenHash: string, now: Date): Promise<void> {
    await db
      .update(adminTokens)
      .set({ revokedAt: now })
      .where(and(eq(adminTokens.userId, userId), isNull(adminTokens.revokedAt), ne(adminTokens.tokenHash, keepTokenHash)));
  },

  /** Stamped by the app's clock, which also sets the window countFailuresSince reads. */
  async recordFailure(db: DbOrTx, userId: string, ip: string, now: Date): Promise<void> {
    await db.insert(adminLoginFailures).values({ userId, ip, at: now });
  },

  async countFailuresSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adminLoginFailures)
      .where(and(eq(adminLoginFailures.userId, userId), gt(adminLoginFailures.at, since)));
    return row?.n ?? 0;
  },

  async revokeAll(db: DbOrTx, now: Date): Promise<void> {
    await db.update(adminTokens).set({ revokedAt: now }).where(isNull(adminTokens.revokedAt));
  },

  /** Tokens expired or revoked before `before`, and failed attempts older than it. */
  async deleteStale(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(adminTokens).where(or(lt(adminTokens.expiresAt, before), and(isNotNull(adminTokens.revokedAt), lt(adminTokens.revokedAt, before))));
    await db.delete(adminLoginFailures).where(lt(adminLoginFailures.at, before));
  },
};
