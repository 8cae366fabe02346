import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export const leaderboardRepository = {
  /**
   * The top players by fowls wagered on raffles, then raffle wins, then name (id
   * last, so equal rows keep one order). Spectators and banned accounts are left out.
   */
  async top(db: DbOrTx, limit: number) {
    return db
      .select({
        id: users.id,
        username: users.username,
        steamId: users.steamId,
        avatar: users.avatar,
        raffleWagered: users.raffleWagered,
        totalWins: users.totalWins,
        fowlBalance: users.fowlBalance,
      })
      .from(users)
      .where(and(eq(users.isSpectator, false), eq(users.isBanned, false)))
      .orderBy(desc(users.raffleWagered), desc(users.totalWins), asc(users.username), asc(users.id))
      .limit(limit);
  },
};

export type LeaderboardRow = Awaited<ReturnType<typeof leaderboardRepository.top>>[number];
