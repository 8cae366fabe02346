import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerRow = typeof ledgerEntries.$inferInsert;

export const ledgerRepository = {
  /** Locks the user's row for the rest of the transaction so postings for one user serialise. */
  async lockBalance(tx: DbOrTx, userId: string): Promise<number | null> {
    const rows = await tx.select({ balance: users.fowlBalance }).from(users).where(eq(users.id, userId)).for('update');
    return rows[0]?.balance ?? null;
  },

  async findByKey(tx: DbOrTx, idempotencyKey: string): Promise<LedgerRow | null> {
    const rows = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
    return rows[0] ?? null;
  },

  async setBalance(tx: DbOrTx, userId: string, balance: number): Promise<void> {
    await tx.update(users).set({ fowlBalance: balance, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  /** Inserts the posting, or nothing when its idempotency key was posted before (null). */
  async insertUnlessPosted(tx: DbOrTx, row: NewLedgerRow): Promise<LedgerRow | null> {
    const [inserted] = await tx.insert(ledgerEntries).values(row).onConflictDoNothing({ target: ledgerEntries.idempotencyKey }).returning();
    return inserted ?? null;
  },

  /** Newest first; `excludeTypes` are left out before the limit, so they never crowd out the rest. */
  async listForUser(tx: DbOrTx, userId: string, opts: { since?: Date; limit: number; excludeTypes?: readonly LedgerRow['type'][] }): Promise<LedgerRow[]> {
    return tx
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          opts.since ? sql`${ledgerEntries.createdAt} >= ${opts.since.toISOString()}` : undefined,
          opts.excludeTypes?.length ? notInArray(ledgerEntries.type, [...opts.excludeTypes]) : undefined,
        ),
      )
      .orderBy(sql`${ledgerEntries.createdAt} desc, ${ledgerEntries.id} desc`)
      .limit(opts.limit);
  },

  /**
   * A digest of the rows listForUser reads with the same filters (every one, not only the
   * first `limit`). Ledger rows are never changed or deleted, and leave a window only at its
   * old end, so their count, sum and first and last times change whenever the set does.
   */
  async historyStamp(db: DbOrTx, userId: string, opts: { since: Date; excludeTypes: readonly LedgerRow['type'][] }): Promise<string> {
    const [row] = await db
      .select({
        stamp: sql<string>`count(*) || ':' || coalesce(sum(${ledgerEntries.amount}), 0) || ':' || coalesce(min(${ledgerEntries.createdAt})::text, '') || ':' || coalesce(max(${ledgerEntries.createdAt})::text, '')`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          sql`${ledgerEntries.createdAt} >= ${opts.since.toISOString()}`,
          opts.excludeTypes.length ? notInArray(ledgerEntries.type, [...opts.excludeTypes]) : undefined,
        ),
      );
    return row!.stamp;
  },

  /** Users whose balance differs from the sum of their ledger rows (should always be empty). */
  async findInvariantViolations(tx: DbOrTx): Promise<{ userId: string; balance: number; ledgerSum: number }[]> {
    const result = await tx.execute(sql`
      SELECT u.id AS "userId", u.fowl_balance AS balance, COALESCE(SUM(l.amount), 0)::int AS "ledgerSum"
      FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
      GROUP BY u.id, u.fowl_balance
      HAVING u.fowl_balance <> COALESCE(SUM(l.amount), 0)`);
    return ((result as unknown as { rows: unknown[] }).rows as { userId: string; balance: number; ledgerSum: number }[]).map((r) => ({
      userId: r.userId,
      balance: Number(r.balance),
      ledgerSum: Number(r.ledgerSum),
    }));
  },
};
