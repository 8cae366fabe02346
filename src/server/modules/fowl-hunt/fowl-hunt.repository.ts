import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds } from '../../db/schema';

export const HUNT_GAME = 'fowl_hunt';

/** Fowl Hunt's own queries over the shared game_rounds table (the rest go through the games module). */
/** The player's Fowl Hunt rounds started in [from, to) and settled: what the cap and the bot check read. */
const settledRounds = (userId: string, from: Date, to: Date) =>
  and(
    eq(gameRounds.userId, userId),
    eq(gameRounds.game, HUNT_GAME),
    ne(gameRounds.status, 'active'),
    gte(gameRounds.createdAt, from),
    lt(gameRounds.createdAt, to),
  );

export const fowlHuntRepository = {
  /**
   * Running rounds started before `before`, oldest first, unlocked: the caller takes
   * the player's lock and then the round's, the order every hunt request uses.
   */
  async startedBefore(db: DbOrTx, before: Date, limit: number): Promise<{ id: string; userId: string }[]> {
    return db
      .select({ id: gameRounds.id, userId: gameRounds.userId })
      .from(gameRounds)
      .where(and(eq(gameRounds.game, HUNT_GAME), eq(gameRounds.status, 'active'), lt(gameRounds.createdAt, before)))
      .orderBy(asc(gameRounds.createdAt))
      .limit(limit);
  },

  /** Payouts minus bets of the player's settled rounds started in [from, to). */
  async netWinnings(db: DbOrTx, userId: string, from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ net: sql<number>`coalesce(sum(${gameRounds.payout} - ${gameRounds.betAmount}), 0)`.mapWith(Number) })
      .from(gameRounds)
      .where(settledRounds(userId, from, to));
    return row?.net ?? 0;
  },

  /**
   * The play of the player's settled rounds started in [from, to), newest first: the
   * sums each round keeps (`play`), or its shots for a round settled before it kept
   * them. The shots are read only then, so a history is a few numbers per round.
   */
  async recentPlay(db: DbOrTx, userId: string, from: Date, to: Date, limit: number): Promise<{ play: unknown; shots: unknown }[]> {
    return db
      .select({
        play: sql<unknown>`${gameRounds.state} -> 'play'`,
        shots: sql<unknown>`case when ${gameRounds.state} -> 'play' is null then ${gameRounds.state} -> 'shots' end`,
      })
      .from(gameRounds)
      .where(settledRounds(userId, from, to))
      .orderBy(desc(gameRounds.createdAt))
      .limit(limit);
  },
};
