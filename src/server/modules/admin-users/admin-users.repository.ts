import { and, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedback, ledgerEntries, payments, raffleEntries, raffles, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** LIKE wildcards in a search are matched literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Read-only queries for the admin views that the owning modules do not export
 * (reads across tables are fine here; every write still goes through the owning module).
 */
export const adminUsersRepository = {
  /** Newest first; a search matches the username case-insensitively or a part of the SteamID64. */
  async search(db: DbOrTx, search: string | undefined, limit: number) {
    const pattern = search ? `%${escapeLike(search)}%` : null;
    return db
      .select()
      .from(users)
      .where(pattern ? or(ilike(users.username, pattern), like(users.steamId, pattern)) : undefined)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  },

  /** Every ledger row of the user, newest first (the Transactions tab is not windowed). */
  async transactions(db: DbOrTx, userId: string, limit: number) {
    return db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)).limit(limit);
  },

  /** The user's raffle entries, newest first, with each raffle and its pool. */
  async raffleHistory(db: DbOrTx, userId: string, limit: number) {
    const pool = sql<number>`(select coalesce(sum(e2.entry_amount), 0) from raffle_entries e2 where e2.raffle_id = ${raffles.id})`.mapWith(Number);
    return db
      .select({ entry: raffleEntries, raffle: raffles, pool })
      .from(raffleEntries)
      .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
      .where(eq(raffleEntries.userId, userId))
      .orderBy(desc(raffleEntries.createdAt), desc(raffleEntries.id))
      .limit(limit);
  },

  async payments(db: DbOrTx, userId: string, limit: number): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit);
  },

  /** Locks the user's row for a ban, so the before/after in the audit record are exact. */
  async lockUser(tx: DbOrTx, id: string) {
    return (
      (
        await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id)))
          .for('update')
      )[0] ?? null
    );
  },

  /** Everything recorded about one player, oldest first, for a data request (`npm run admin -- export-player`). */
  async exportOf(db: DbOrTx, userId: string) {
    const [ledger, entries, feedbackRows, paymentRows] = await Promise.all([
      db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.createdAt, ledgerEntries.id),
      db
        .select({
          raffleId: raffles.id,
          raffleName: raffles.name,
          entryAmount: raffleEntries.entryAmount,
          enteredAt: raffleEntries.createdAt,
          raffleStatus: raffles.status,
          won: sql<boolean>`${raffles.winnerId} = ${userId}`.mapWith(Boolean),
        })
        .from(raffleEntries)
        .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
        .where(eq(raffleEntries.userId, userId))
        .orderBy(raffleEntries.createdAt, raffleEntries.id),
      db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(feedback.createdAt, feedback.id),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt, payments.id),
    ]);
    return { ledger, raffleEntries: entries, feedback: feedbackRows, payments: paymentRows };
  },
};
