import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fairSeeds } from '../../db/schema';

export type SeedRow = typeof fairSeeds.$inferSelect;

export const fairnessRepository = {
  /** The active pair, locked for the rest of the transaction so nonces never repeat. */
  async activeForUpdate(db: DbOrTx, userId: string): Promise<SeedRow | null> {
    const rows = await db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)))
      .for('update');
    return rows[0] ?? null;
  },

  async active(db: DbOrTx, userId: string): Promise<SeedRow | null> {
    const rows = await db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
    return rows[0] ?? null;
  },

  async insert(db: DbOrTx, row: typeof fairSeeds.$inferInsert): Promise<SeedRow> {
    const [inserted] = await db.insert(fairSeeds).values(row).returning();
    return inserted!;
  },

  /** Inserts a pair unless the user already has an active one (a concurrent first bet may have made it). */
  async insertIfNoActive(db: DbOrTx, row: typeof fairSeeds.$inferInsert): Promise<void> {
    await db.insert(fairSeeds).values(row).onConflictDoNothing();
  },

  /**
   * Moves the active pair's nonce on by one and locks it for the rest of the transaction,
   * in one statement. Returns the pair as a bet uses it (with the nonce it took), or null
   * when the user has no active pair.
   */
  async takeNonce(db: DbOrTx, userId: string): Promise<SeedRow | null> {
    const [row] = await db
      .update(fairSeeds)
      .set({ nonce: sql`${fairSeeds.nonce} + 1` })
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)))
      .returning();
    return row ? { ...row, nonce: row.nonce - 1 } : null;
  },

  async reveal(db: DbOrTx, id: string, now: Date): Promise<SeedRow> {
    const [row] = await db.update(fairSeeds).set({ active: false, revealedAt: now }).where(eq(fairSeeds.id, id)).returning();
    return row!;
  },

  async revealed(db: DbOrTx, userId: string, limit: number): Promise<SeedRow[]> {
    return db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, false)))
      .orderBy(desc(fairSeeds.revealedAt))
      .limit(limit);
  },

  async byId(db: DbOrTx, id: string): Promise<SeedRow | null> {
    return (await db.select().from(fairSeeds).where(eq(fairSeeds.id, id)))[0] ?? null;
  },
};
