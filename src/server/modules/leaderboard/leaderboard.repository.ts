import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { raffles, users } from '../../db/schema';

export const leaderboardRepository = {
  /**
   * The top players by fowls wagered on raffles, then raffle wins, then name (id
   * last, so equal rows keep one order). Spectators and banned accounts are left out.
   * A win counts here only from its draw's public moment (docs/decisions/0048): one the
   * winner's own page counted as its wheel stopped (decision 0039), drawn after
   * `drawnBy`, is left out until then, so the ranking never names a winner early.
   */
  async top(db: DbOrTx, limit: number, drawnBy: Date) {
    const early = db
      .select({ winnerId: raffles.winnerId, wins: sql<number>`count(*)::int`.as('early_wins') })
      .from(raffles)
      .where(and(isNotNull(raffles.winCreditedAt), gt(raffles.drawnAt, drawnBy)))
      .groupBy(raffles.winnerId)
      .as('early');
    const publicWins = sql<number>`(${users.totalWins} - coalesce(${early.wins}, 0))::int`;
    return db
      .select({
        id: users.id,
        username: users.username,
        steamId: users.steamId,
        avatar: users.avatar,
        raffleWagered: users.raffleWagered,
        totalWins: publicWins,
        fowlBalance: users.fowlBalance,
      })
      .from(users)
      .leftJoin(early, eq(early.winnerId, users.id))
      .where(and(eq(users.isSpectator, false), eq(users.isBanned, false)))
      .orderBy(desc(users.raffleWagered), desc(publicWins), asc(users.username), asc(users.id))
      .limit(limit);
  },
};

export type LeaderboardRow = Awaited<ReturnType<typeof leaderboardRepository.top>>[number];
