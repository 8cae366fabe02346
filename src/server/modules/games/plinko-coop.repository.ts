import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plinkoCoopBonuses, plinkoCoopContributions, plinkoCoopFills, plinkoCoopMeter, users } from '../../db/schema';

const METER_ID = 1;

export type CoopContributionRow = typeof plinkoCoopContributions.$inferSelect;

/** The coop meter, its fills and their bonuses (decision 0025). */
export const plinkoCoopRepository = {
  async meter(db: DbOrTx): Promise<{ fill: number; progress: number }> {
    const [row] = await db
      .select({ fill: plinkoCoopMeter.fill, progress: plinkoCoopMeter.progress })
      .from(plinkoCoopMeter)
      .where(eq(plinkoCoopMeter.id, METER_ID));
    return row ?? { fill: 1, progress: 0 };
  },

  /**
   * Adds one drop to the meter, locking its row until the caller commits: drops from
   * the whole room are counted one at a time. The drop that reaches `target` closes
   * the fill (recorded for payment) and starts the next one.
   */
  async addDrop(db: DbOrTx, target: number, now: Date): Promise<{ fill: number; progress: number; filled: boolean }> {
    // The row exists from the migration; the insert only guards a database restored without it.
    await db.insert(plinkoCoopMeter).values({ id: METER_ID }).onConflictDoNothing();
    const [row] = await db
      .update(plinkoCoopMeter)
      .set({ progress: sql`${plinkoCoopMeter.progress} + 1`, updatedAt: now })
      .where(eq(plinkoCoopMeter.id, METER_ID))
      .returning({ fill: plinkoCoopMeter.fill, progress: plinkoCoopMeter.progress });
    const { fill, progress } = row!;
    if (progress < target) return { fill, progress, filled: false };
    await db
      .update(plinkoCoopMeter)
      .set({ fill: fill + 1, progress: 0 })
      .where(eq(plinkoCoopMeter.id, METER_ID));
    await db.insert(plinkoCoopFills).values({ fill, filledAt: now }).onConflictDoNothing();
    return { fill, progress, filled: true };
  },

  /**
   * The player dropped `staked` fowls during `fill`: added to what they staked in it so far.
   * The sum, not the latest drop, is what their bonus ball is a share of (decision 0045).
   */
  async addContribution(db: DbOrTx, c: { fill: number; userId: string; staked: number }): Promise<void> {
    await db
      .insert(plinkoCoopContributions)
      .values(c)
      .onConflictDoUpdate({
        target: [plinkoCoopContributions.fill, plinkoCoopContributions.userId],
        set: { staked: sql`${plinkoCoopContributions.staked} + ${c.staked}`, drops: sql`${plinkoCoopContributions.drops} + 1` },
      });
  },

  /** In user id order, so every payer takes the players' locks in the same order. */
  contributors(db: DbOrTx, fill: number): Promise<CoopContributionRow[]> {
    return db.select().from(plinkoCoopContributions).where(eq(plinkoCoopContributions.fill, fill)).orderBy(asc(plinkoCoopContributions.userId));
  },

  async hasBonus(db: DbOrTx, fill: number, userId: string): Promise<boolean> {
    const rows = await db
      .select({ fill: plinkoCoopBonuses.fill })
      .from(plinkoCoopBonuses)
      .where(and(eq(plinkoCoopBonuses.fill, fill), eq(plinkoCoopBonuses.userId, userId)));
    return rows.length > 0;
  },

  /** The primary key (fill, user) refuses a second bonus, whichever instance tries. */
  async insertBonus(db: DbOrTx, b: { fill: number; userId: string; roundId: string; amount: number }): Promise<void> {
    await db.insert(plinkoCoopBonuses).values(b);
  },

  async unpaidFills(db: DbOrTx, limit: number): Promise<number[]> {
    const rows = await db
      .select({ fill: plinkoCoopFills.fill })
      .from(plinkoCoopFills)
      .where(isNull(plinkoCoopFills.paidAt))
      .orderBy(asc(plinkoCoopFills.fill))
      .limit(limit);
    return rows.map((r) => r.fill);
  },

  /** The names and avatars the room's board shows on the balls. */
  async players(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; name: string; avatar: string }>> {
    if (ids.length === 0) return [];
    return db.select({ id: users.id, name: users.username, avatar: users.avatar }).from(users).where(inArray(users.id, ids));
  },

  async markPaid(db: DbOrTx, fill: number, now: Date): Promise<void> {
    await db
      .update(plinkoCoopFills)
      .set({ paidAt: now })
      .where(and(eq(plinkoCoopFills.fill, fill), isNull(plinkoCoopFills.paidAt)));
  },
};
