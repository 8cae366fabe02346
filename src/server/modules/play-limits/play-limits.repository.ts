import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, playLimits, sessions } from '../../db/schema';

export type PlayLimitsRow = typeof playLimits.$inferSelect;

/** The ledger categories that are play: game bets and winnings, raffle entries. */
const PLAY_CATEGORIES = ['game', 'raffle'];

const sumWhere = (since: Date, onlyBets: boolean) =>
  sql<number>`coalesce(sum(${onlyBets ? sql`-${ledgerEntries.amount}` : ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${since.toISOString()}), 0)`.mapWith(
    Number,
  );

export const playLimitsRepository = {
  async find(db: DbOrTx, userId: string): Promise<PlayLimitsRow | null> {
    const [row] = await db.select().from(playLimits).where(eq(playLimits.userId, userId));
    return row ?? null;
  },

  async save(db: DbOrTx, userId: string, fields: Partial<Omit<PlayLimitsRow, 'userId' | 'updatedAt'>>, now: Date): Promise<void> {
    const values = { ...fields, updatedAt: now };
    await db
      .insert(playLimits)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: playLimits.userId, set: values });
  },

  /** Fowls staked on play since each start (through the ledger's user and time index). */
  async wageredSince(
    db: DbOrTx,
    userId: string,
    starts: { daily: Date; weekly: Date; monthly: Date },
  ): Promise<{ daily: number; weekly: number; monthly: number }> {
    const earliest = new Date(Math.min(starts.daily.getTime(), starts.weekly.getTime(), starts.monthly.getTime()));
    const [row] = await db
      .select({ daily: sumWhere(starts.daily, true), weekly: sumWhere(starts.weekly, true), monthly: sumWhere(starts.monthly, true) })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          lt(ledgerEntries.amount, 0),
          inArray(ledgerEntries.category, PLAY_CATEGORIES),
          gte(ledgerEntries.createdAt, earliest),
        ),
      );
    return row ?? { daily: 0, weekly: 0, monthly: 0 };
  },

  /** Net result of play (stakes and winnings) since each start. */
  async netSince<K extends string>(db: DbOrTx, userId: string, starts: Record<K, Date>): Promise<Record<K, number>> {
    const entries = Object.entries(starts) as [K, Date][];
    const earliest = new Date(Math.min(...entries.map(([, d]) => d.getTime())));
    const [row] = await db
      .select(Object.fromEntries(entries.map(([k, d]) => [k, sumWhere(d, false)])) as Record<K, ReturnType<typeof sumWhere>>)
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.category, PLAY_CATEGORIES), gte(ledgerEntries.createdAt, earliest)));
    return (row ?? Object.fromEntries(entries.map(([k]) => [k, 0]))) as Record<K, number>;
  },

  async sessionStartedAt(db: DbOrTx, idHash: string): Promise<Date | null> {
    const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.idHash, idHash));
    return row?.createdAt ?? null;
  },
};
