import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
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

  /**
   * What the play-limits screen shows, in one statement and one pass over the player's
   * recent ledger rows: fowls staked since each period's start, the net result of play over
   * the last day, week and month and since the session began (its start is read here too;
   * `now` when the session is unknown).
   */
  async playSummary(
    db: DbOrTx,
    userId: string,
    sessionIdHash: string | null,
    starts: { daily: Date; weekly: Date; monthly: Date; day: Date; week: Date; month: Date },
    now: Date,
  ): Promise<{
    sessionStart: Date;
    wagered: { daily: number; weekly: number; monthly: number };
    net: { day: number; week: number; month: number; session: number };
  }> {
    const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    const earliest = new Date(Math.min(...Object.values(starts).map((d) => d.getTime())));
    const staked = (since: Date) => sql`coalesce(sum(-l.amount) FILTER (WHERE l.amount < 0 AND l.created_at >= ${at(since)}), 0)::float8`;
    const net = (since: Date) => sql`coalesce(sum(l.amount) FILTER (WHERE l.created_at >= ${at(since)}), 0)::float8`;
    const result = await db.execute(sql`
      WITH s AS (SELECT coalesce((SELECT created_at FROM ${sessions} WHERE id_hash = ${sessionIdHash ?? ''}), ${at(now)}) AS start)
      SELECT s.start AS session_start,
        ${staked(starts.daily)} AS wd, ${staked(starts.weekly)} AS ww, ${staked(starts.monthly)} AS wm,
        ${net(starts.day)} AS nd, ${net(starts.week)} AS nw, ${net(starts.month)} AS nm,
        coalesce(sum(l.amount) FILTER (WHERE l.created_at >= s.start), 0)::float8 AS ns
      FROM s LEFT JOIN ${ledgerEntries} l
        ON l.user_id = ${userId} AND l.category IN (${sql.join(
          PLAY_CATEGORIES.map((c) => sql`${c}`),
          sql`, `,
        )}) AND l.created_at >= least(s.start, ${at(earliest)})
      GROUP BY s.start`);
    const [row] = rowsOf<Record<'session_start' | 'wd' | 'ww' | 'wm' | 'nd' | 'nw' | 'nm' | 'ns', string | number | Date>>(result);
    const n = (v: string | number | Date) => Number(v);
    if (!row) throw new Error('the play summary returns one row');
    return {
      sessionStart: new Date(row.session_start as string | Date),
      wagered: { daily: n(row.wd), weekly: n(row.ww), monthly: n(row.wm) },
      net: { day: n(row.nd), week: n(row.nw), month: n(row.nm), session: n(row.ns) },
    };
  },
};
