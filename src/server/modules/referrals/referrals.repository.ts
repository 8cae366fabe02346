import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { referrals, users } from '../../db/schema';

export type ReferralRow = typeof referrals.$inferSelect;

/**
 * The referrals table, and the two referral columns of users (referral_code and
 * referred_by), which only this module writes.
 */
export const referralsRepository = {
  /** The referred user's referral if not rewarded yet, locked so the reward pays once. */
  async pendingForReferredForUpdate(db: DbOrTx, referredId: string): Promise<ReferralRow | null> {
    const rows = await db
      .select()
      .from(referrals)
      .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'pending')))
      .for('update');
    return rows[0] ?? null;
  },

  async markRewarded(db: DbOrTx, id: string, rewardAmount: number, now: Date): Promise<void> {
    await db.update(referrals).set({ status: 'rewarded', rewardAmount, rewardedAt: now }).where(eq(referrals.id, id));
  },

  async findForReferred(db: DbOrTx, referredId: string): Promise<ReferralRow | null> {
    return (await db.select().from(referrals).where(eq(referrals.referredId, referredId)))[0] ?? null;
  },

  /** The owner of a code; codes are stored uppercased, so this is an exact match. */
  async findOwnerOfCode(db: DbOrTx, code: string): Promise<{ id: string; isBanned: boolean } | null> {
    const rows = await db.select({ id: users.id, isBanned: users.isBanned }).from(users).where(eq(users.referralCode, code));
    return rows[0] ?? null;
  },

  /** The applying user's referral state, locked so two applies at once cannot both pass the checks. */
  async lockReferredUser(tx: DbOrTx, userId: string): Promise<{ referredBy: string | null; subscriptionExpiresAt: Date | null } | null> {
    const rows = await tx
      .select({ referredBy: users.referredBy, subscriptionExpiresAt: users.subscriptionExpiresAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return rows[0] ?? null;
  },

  /** Records the referral and marks the user as referred (one transaction, by the caller). */
  async insert(tx: DbOrTx, fields: { referrerId: string; referredId: string; code: string }, now: Date): Promise<ReferralRow> {
    const [row] = await tx
      .insert(referrals)
      .values({ ...fields, createdAt: now })
      .returning();
    await tx.update(users).set({ referredBy: fields.referrerId, updatedAt: now }).where(eq(users.id, fields.referredId));
    return row!;
  },

  /** Sets a code only if the user has none yet; null when another request set one first. */
  async claimCode(db: DbOrTx, userId: string, code: string, now: Date): Promise<string | null> {
    const rows = await db
      .update(users)
      .set({ referralCode: code, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.referralCode)))
      .returning({ referralCode: users.referralCode });
    return rows[0]?.referralCode ?? null;
  },

  async codeOf(db: DbOrTx, userId: string): Promise<string | null> {
    const rows = await db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, userId));
    return rows[0]?.referralCode ?? null;
  },

  async totalsForReferrer(db: DbOrTx, referrerId: string): Promise<{ totalReferred: number; totalRewarded: number; totalEarned: number }> {
    const [row] = await db
      .select({
        totalReferred: sql<number>`count(*)`.mapWith(Number),
        totalRewarded: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded')`.mapWith(Number),
        totalEarned: sql<number>`coalesce(sum(${referrals.rewardAmount}) filter (where ${referrals.status} = 'rewarded'), 0)`.mapWith(Number),
      })
      .from(referrals)
      .where(eq(referrals.referrerId, referrerId));
    return row ?? { totalReferred: 0, totalRewarded: 0, totalEarned: 0 };
  },

  /** The referrer's most recent referrals with the referred player's public name and avatar. */
  async listForReferrer(db: DbOrTx, referrerId: string, limit: number) {
    return db
      .select({
        id: referrals.id,
        createdAt: referrals.createdAt,
        rewardAmount: referrals.rewardAmount,
        status: referrals.status,
        username: users.username,
        avatar: users.avatar,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredId))
      .where(eq(referrals.referrerId, referrerId))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(limit);
  },
};
