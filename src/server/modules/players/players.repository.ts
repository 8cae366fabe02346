import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds, raffles, users } from '../../db/schema';

export const playersRepository = {
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
        // Written out: in a one-table select the builder leaves columns unqualified.
        gameWagered: sql<number>`(SELECT coalesce(sum(g.bet_amount), 0) FROM game_rounds g WHERE g.user_id = ${id} AND g.status <> 'active')`.mapWith(Number),
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
