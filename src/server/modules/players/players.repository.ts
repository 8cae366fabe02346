import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds, raffles, users } from '../../db/schema';

/** Fowls the player staked on finished game rounds, all time (written out: in a one-table select the builder leaves columns unqualified). */
const gameStakes = (userId: string) =>
  sql<number>`(SELECT coalesce(sum(g.bet_amount), 0) FROM game_rounds g WHERE g.user_id = ${userId} AND g.status <> 'active')`.mapWith(Number);

export const playersRepository = {
  /** Fowls the player wagered on raffles and games, all time: what the profile shows and the chat asks of a writer. */
  async wagered(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`${users.raffleWagered} + ${gameStakes(userId)}`.mapWith(Number) })
      .from(users)
      .where(eq(users.id, userId));
    return row?.total ?? 0;
  },

  /** What a moderator's act needs of an account. */
  async account(db: DbOrTx, id: string): Promise<{ id: string; steamId: string } | null> {
    const [row] = await db.select({ id: users.id, steamId: users.steamId }).from(users).where(eq(users.id, id));
    return row ?? null;
  },

  async totalWins(db: DbOrTx, id: string): Promise<number | null> {
    const [row] = await db.select({ n: users.totalWins }).from(users).where(eq(users.id, id));
    return row?.n ?? null;
  },

  /** The account with its all-time stake on games (raffle stakes are kept on the row). */
  async findWithWagered(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        avatar: users.avatar,
        showNameInFeed: users.showNameInFeed,
        isBanned: users.isBanned,
        isSpectator: users.isSpectator,
        totalWins: users.totalWins,
        raffleWagered: users.raffleWagered,
        createdAt: users.createdAt,
        gameWagered: gameStakes(id),
      })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  },

  /** Raffles the player won whose draw is public by `drawnBy`, newest first. */
  async raffleWins(db: DbOrTx, userId: string, drawnBy: Date, limit: number) {
    return db
      .select({
        raffleId: raffles.id,
        raffleName: raffles.name,
        itemName: raffles.itemName,
        imageUrl: sql<string | null>`coalesce(${raffles.imageUrl}, ${raffles.itemImageUrl})`,
        drawnAt: raffles.drawnAt,
      })
      .from(raffles)
      .where(and(eq(raffles.winnerId, userId), eq(raffles.status, 'completed'), lte(raffles.drawnAt, drawnBy)))
      .orderBy(desc(raffles.drawnAt), desc(raffles.id))
      .limit(limit);
  },

  /** The player's finished game rounds that paid more than their stake, the largest payouts first. */
  async bestWins(db: DbOrTx, userId: string, limit: number) {
    return db
      .select({
        roundId: gameRounds.id,
        game: gameRounds.game,
        bet: gameRounds.betAmount,
        payout: gameRounds.payout,
        multiplier: gameRounds.multiplier,
        at: sql<Date>`coalesce(${gameRounds.finishedAt}, ${gameRounds.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), ne(gameRounds.status, 'active'), gt(gameRounds.payout, gameRounds.betAmount)))
      .orderBy(desc(gameRounds.payout), desc(gameRounds.createdAt))
      .limit(limit);
  },
};
