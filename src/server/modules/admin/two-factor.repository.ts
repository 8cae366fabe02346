import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminTwoFactor } from '../../db/schema';

export type TwoFactorRow = typeof adminTwoFactor.$inferSelect;

export const twoFactorRepository = {
  /** Every admin's factor, confirmed or pending: few rows, one per admin. */
  async listSealed(db: DbOrTx): Promise<Pick<TwoFactorRow, 'userId' | 'secretEncrypted'>[]> {
    return db.select({ userId: adminTwoFactor.userId, secretEncrypted: adminTwoFactor.secretEncrypted }).from(adminTwoFactor);
  },

  /** Swaps the sealed secret for the same secret sealed under another key, unless the row changed meanwhile. */
  async reseal(db: DbOrTx, userId: string, from: string, to: string): Promise<boolean> {
    const rows = await db
      .update(adminTwoFactor)
      .set({ secretEncrypted: to })
      .where(and(eq(adminTwoFactor.userId, userId), eq(adminTwoFactor.secretEncrypted, from)))
      .returning({ userId: adminTwoFactor.userId });
    return rows.length === 1;
  },

  async find(db: DbOrTx, userId: string): Promise<TwoFactorRow | null> {
    const rows = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
    return rows[0] ?? null;
  },

  /** A new, unconfirmed secret; replaces an earlier unconfirmed one but never a confirmed one. */
  async startPending(db: DbOrTx, userId: string, secretEncrypted: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(adminTwoFactor)
      .values({ userId, secretEncrypted, createdAt: now })
      .onConflictDoUpdate({
        target: adminTwoFactor.userId,
        set: { secretEncrypted, createdAt: now, lastUsedStep: null },
        setWhere: isNull(adminTwoFactor.confirmedAt),
      })
      .returning({ userId: adminTwoFactor.userId });
    return rows.length === 1;
  },

  /**
   * Turns the pending secret the code was checked against into the admin's
   * factor. False when it changed meanwhile (a second start) or is already on.
   */
  async confirm(db: DbOrTx, userId: string, secretEncrypted: string, step: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(adminTwoFactor)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(and(eq(adminTwoFactor.userId, userId), eq(adminTwoFactor.secretEncrypted, secretEncrypted), isNull(adminTwoFactor.confirmedAt)))
      .returning({ userId: adminTwoFactor.userId });
    return rows.length === 1;
  },

  /** Records `step` as used if it is newer than every step used before; false for a replay. */
  async claimStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(adminTwoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(adminTwoFactor.userId, userId),
          isNotNull(adminTwoFactor.confirmedAt),
          or(isNull(adminTwoFactor.lastUsedStep), lt(adminTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: adminTwoFactor.userId });
    return rows.length === 1;
  },

  async replaceRecoveryCodes(db: DbOrTx, userId: string, codeHashes: string[]): Promise<void> {
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  /** Marks an unused code used, atomically: of two simultaneous uses, one wins. */
  async useRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(adminRecoveryCodes.userId, userId), eq(adminRecoveryCodes.codeHash, codeHash), isNull(adminRecoveryCodes.usedAt)))
      .returning({ id: adminRecoveryCodes.id });
    return rows.length === 1;
  },

  async countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  /** Removes the factor and its recovery codes; true when there was a factor (pending or on). */
  async remove(db: DbOrTx, userId: string): Promise<boolean> {
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    const rows = await db.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).returning({ userId: adminTwoFactor.userId });
    return rows.length === 1;
  },
};
