import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SettlementPart } from './instant-rounds.repository';
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
   * A staked drop counted into the meter, as part of the drop's settlement statement (it
   * reads the CTE `settled`, so a refused drop counts nothing). The meter row's lock
   * counts the room's drops one at a time; the drop that reaches `target` closes the
   * fill (recorded for payment) and starts the next one. What the player staked in the
   * fill is summed: their bonus ball is a share of the sum (decision 0045). The row
   * exists from the migration; the upsert only guards a database restored without it.
   */
  countDrop(c: { userId: string; staked: number; target: number; now: Date }): SettlementPart {
    const now = sql`${c.now.toISOString()}::timestamptz`;
    const target = sql`${c.target}::int`;
    return {
      ctes: sql`
        meter AS (
          INSERT INTO plinko_coop_meter AS m (id, fill, progress, updated_at) SELECT ${METER_ID}, 1, 1, ${now} FROM settled
          ON CONFLICT (id) DO UPDATE SET
            fill = m.fill + CASE WHEN m.progress + 1 >= ${target} THEN 1 ELSE 0 END,
            progress = CASE WHEN m.progress + 1 >= ${target} THEN 0 ELSE m.progress + 1 END,
            updated_at = excluded.updated_at
          RETURNING fill, progress
        ),
        counted AS (
          SELECT CASE WHEN progress = 0 THEN fill - 1 ELSE fill END AS fill, CASE WHEN progress = 0 THEN ${target} ELSE progress END AS progress FROM meter
        ),
        closed_fill AS (
          INSERT INTO plinko_coop_fills (fill, filled_at) SELECT fill, ${now} FROM counted WHERE progress >= ${target} ON CONFLICT DO NOTHING
        ),
        contribution AS (
          INSERT INTO plinko_coop_contributions AS c (fill, user_id, staked) SELECT fill, ${c.userId}::uuid, ${c.staked}::int FROM counted
          ON CONFLICT (fill, user_id) DO UPDATE SET staked = c.staked + excluded.staked, drops = c.drops + 1
        )`,
      columns: sql`(SELECT fill FROM counted) AS coop_fill, (SELECT progress FROM counted) AS coop_progress`,
    };
  },

  /** The meter as countDrop's columns returned it. */
  counted(columns: Record<string, unknown>, target: number): { fill: number; progress: number; filled: boolean } {
    const progress = Number(columns.coop_progress);
    return { fill: Number(columns.coop_fill), progress, filled: progress >= target };
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

  /** The names and avatars the room's board shows on the balls, and whether each player lets it. */
  async players(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; name: string; avatar: string; showNameInFeed: boolean }>> {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, name: users.username, avatar: users.avatar, showNameInFeed: users.showNameInFeed })
      .from(users)
      .where(inArray(users.id, ids));
  },

  async markPaid(db: DbOrTx, fill: number, now: Date): Promise<void> {
    await db
      .update(plinkoCoopFills)
      .set({ paidAt: now })
      .where(and(eq(plinkoCoopFills.fill, fill), isNull(plinkoCoopFills.paidAt)));
  },
};
