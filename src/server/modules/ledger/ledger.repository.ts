import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { ledgerEntries, shownInHistory, users } from '../../db/schema';

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerRow = typeof ledgerEntries.$inferInsert;

/** A user's row as a transaction that holds its lock sees it. */
export interface LockedUser {
  balance: number;
  /** Whether the user has play limits, a break or a reality check to read (users.play_limits_set). */
  playLimitsSet: boolean;
}

interface HistoryFilter {
  since?: Date;
  limit: number;
  /** Only the rows the dashboard's history shows (no game rounds or cases). */
  shownOnly?: boolean;
}

/** The filters as values, or as a prepared query's placeholders. */
function historyWhere(userId: string | Placeholder, opts: { since?: string | Placeholder; shownOnly?: boolean }): SQL | undefined {
  return and(
    eq(ledgerEntries.userId, userId),
    opts.since ? sql`${ledgerEntries.createdAt} >= ${opts.since}` : undefined,
    opts.shownOnly ? shownInHistory : undefined,
  );
}

const newestFirst = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];

// Every open dashboard reads it every 10 s: historyWhere with shownOnly, prepared once.
const historyStampQuery = preparedPerDb((db) => {
  const read = db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(historyWhere(sql.placeholder('userId'), { since: sql.placeholder('since'), shownOnly: true }))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .as('read');
  return db
    .select({ stamp: sql<string>`md5(coalesce(string_agg(${read.id}::text, ',' ORDER BY ${read.id}), ''))` })
    .from(read)
    .prepare('ledger_history_stamp');
});

export const ledgerRepository = {
  /**
   * Locks the user's row for the rest of the transaction so postings for one user serialise,
   * and reads what the lock holder needs from it.
   */
  async lock(tx: DbOrTx, userId: string): Promise<LockedUser | null> {
    const rows = await tx.select({ balance: users.fowlBalance, playLimitsSet: users.playLimitsSet }).from(users).where(eq(users.id, userId)).for('update');
    return rows[0] ?? null;
  },

  async findByKey(tx: DbOrTx, idempotencyKey: string): Promise<LedgerRow | null> {
    const rows = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
    return rows[0] ?? null;
  },

  /**
   * Inserts the posting and sets the user's balance to its `balanceAfter`, in one statement;
   * or does neither when its idempotency key was posted before (null). The caller holds
   * the user's lock. The row carries its time (the app's clock), so the limits and
   * windows that read it agree with the clock that checks them.
   */
  async post(tx: DbOrTx, row: NewLedgerRow & { createdAt: Date }): Promise<LedgerRow | null> {
    const entry = tx.$with('entry').as(tx.insert(ledgerEntries).values(row).onConflictDoNothing({ target: ledgerEntries.idempotencyKey }).returning());
    const balance = tx.$with('balance').as(
      tx
        .update(users)
        .set({ fowlBalance: row.balanceAfter, updatedAt: row.createdAt })
        .where(and(eq(users.id, row.userId), sql`exists (select 1 from ${entry})`))
        .returning({ id: users.id }),
    );
    const [inserted] = await tx.with(entry, balance).select().from(entry);
    return inserted ?? null;
  },

  /** Newest first; `excludeTypes` are left out before the limit, so they never crowd out the rest. */
  async listForUser(tx: DbOrTx, userId: string, opts: HistoryFilter): Promise<LedgerRow[]> {
    return tx
      .select()
      .from(ledgerEntries)
      .where(historyWhere(userId, { since: opts.since?.toISOString(), shownOnly: opts.shownOnly }))
      .orderBy(...newestFirst)
      .limit(opts.limit);
  },

  /** The user's rows posted under these keys (any age): the other half of a round the history cut. */
  async findByKeys(db: DbOrTx, userId: string, keys: string[]): Promise<LedgerRow[]> {
    if (keys.length === 0) return [];
    return db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.idempotencyKey, keys)));
  },

  /**
   * A digest of the ids of the rows listForUser reads with the same filters and `shownOnly`.
   * Ledger rows are never changed or deleted, so the ids say what the rows hold; reading at
   * most `limit` of them, through the history's own index, keeps it cheap for a player with
   * thousands of rows in the window.
   */
  async historyStamp(db: DbOrTx, userId: string, opts: { since: Date; limit: number }): Promise<string> {
    const [row] = await historyStampQuery(db).execute({ userId, since: opts.since.toISOString(), limit: opts.limit });
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
