import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fairSeeds, gameRounds, users } from '../../db/schema';
import { revealedServerSeed, type FairRoundRow } from './fair-rounds.repository';

/** A settled round as a live bets row reads it: no board state, no seeds. */
export interface LiveBetRow {
  round: { id: string; userId: string; game: string; status: string; betAmount: number; payout: number; multiplier: number | null; finishedAt: Date };
  player: { id: string; username: string; avatar: string; showNameInFeed: boolean };
}

const player = { id: users.id, username: users.username, avatar: users.avatar, showNameInFeed: users.showNameInFeed };

const rowColumns = {
  round: {
    id: gameRounds.id,
    userId: gameRounds.userId,
    game: gameRounds.game,
    status: gameRounds.status,
    betAmount: gameRounds.betAmount,
    payout: gameRounds.payout,
    multiplier: gameRounds.multiplier,
    finishedAt: gameRounds.finishedAt,
  },
  player,
};

type SelectedRow = Omit<LiveBetRow, 'round'> & { round: Omit<LiveBetRow['round'], 'finishedAt'> & { finishedAt: Date | null } };

/** Every query below asks for a finished_at at or before a time, so it is never null here. */
const settled = (row: SelectedRow): LiveBetRow => ({ ...row, round: { ...row.round, finishedAt: row.round.finishedAt! } });

/** Settled by `shownBefore`: a round is listed once its animation is over on its player's page. */
// Written as the partial index's own predicate (literals, not parameters), so a generic plan can still use it.
const settledBy = (shownBefore: Date) =>
  and(sql`${gameRounds.status} <> 'active' AND ${gameRounds.finishedAt} IS NOT NULL`, lte(gameRounds.finishedAt, shownBefore));

interface LiveBetsFilter {
  game: string;
  shownBefore: Date;
  limit: number;
  /** Only this player's rounds ("My bets"). */
  userId?: string;
  /** Only bets at least this large ("High rollers"). */
  minBet?: number;
}

export const liveBetsRepository = {
  /** The newest settled rounds of one game, newest first (through game_rounds_game_finished_idx). */
  async recent(db: DbOrTx, f: LiveBetsFilter): Promise<LiveBetRow[]> {
    const rows = await db
      .select(rowColumns)
      .from(gameRounds)
      .innerJoin(users, eq(users.id, gameRounds.userId))
      .where(
        and(
          eq(gameRounds.game, f.game),
          settledBy(f.shownBefore),
          f.userId ? eq(gameRounds.userId, f.userId) : undefined,
          f.minBet !== undefined ? gte(gameRounds.betAmount, f.minBet) : undefined,
        ),
      )
      .orderBy(desc(gameRounds.finishedAt), desc(gameRounds.id))
      .limit(f.limit);
    return rows.map(settled);
  },

  async byId(db: DbOrTx, id: string, shownBefore: Date): Promise<LiveBetRow | null> {
    const [row] = await db
      .select(rowColumns)
      .from(gameRounds)
      .innerJoin(users, eq(users.id, gameRounds.userId))
      .where(and(eq(gameRounds.id, id), settledBy(shownBefore)));
    return row ? settled(row) : null;
  },

  /** One settled round with its seed pair, the server seed only as the fairness rule reveals it. */
  async withSeeds(db: DbOrTx, id: string, shownBefore: Date): Promise<(FairRoundRow & { player: LiveBetRow['player'] }) | null> {
    const [row] = await db
      .select({ round: gameRounds, player, seedActive: fairSeeds.active, serverSeed: fairSeeds.serverSeed })
      .from(gameRounds)
      .innerJoin(users, eq(users.id, gameRounds.userId))
      .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
      .where(and(eq(gameRounds.id, id), settledBy(shownBefore)));
    if (!row) return null;
    return { round: row.round, player: row.player, serverSeed: revealedServerSeed({ active: row.seedActive, serverSeed: row.serverSeed }) };
  },
};
