import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { raffleEntries, raffles, users } from '../../db/schema';
import type { WinnerProfile } from './listed-winner';

export interface RecentWinnerRow {
  raffleId: string;
  raffleName: string;
  itemName: string | null;
  imageUrl: string | null;
  drawnAt: Date;
  winner: WinnerProfile;
  totalPool: number;
  participantCount: number;
}

export const recentWinnersRepository = {
  /**
   * The latest raffles drawn at or before `drawnBy` with their winners, newest first: what
   * a live screen shows as "recent winners". The caller passes the draw time whose public
   * moment has come (drawnPubliclyBy), so a draw still spinning somewhere never takes a place.
   */
  async recentWinners(db: DbOrTx, drawnBy: Date, limit: number): Promise<RecentWinnerRow[]> {
    const rows = await db
      .select({
        raffleId: raffles.id,
        raffleName: raffles.name,
        itemName: raffles.itemName,
        imageUrl: sql<string | null>`coalesce(${raffles.imageUrl}, ${raffles.itemImageUrl})`,
        drawnAt: raffles.drawnAt,
        winnerId: users.id,
        username: users.username,
        avatar: users.avatar,
        showNameInFeed: users.showNameInFeed,
      })
      .from(raffles)
      .innerJoin(users, eq(users.id, raffles.winnerId))
      .where(and(eq(raffles.status, 'completed'), lte(raffles.drawnAt, drawnBy)))
      .orderBy(desc(raffles.drawnAt), desc(raffles.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const stats = await db
      .select({
        raffleId: raffleEntries.raffleId,
        count: sql<number>`count(*)`.mapWith(Number),
        pool: sql<number>`coalesce(sum(${raffleEntries.entryAmount}), 0)`.mapWith(Number),
      })
      .from(raffleEntries)
      .where(
        inArray(
          raffleEntries.raffleId,
          rows.map((r) => r.raffleId),
        ),
      )
      .groupBy(raffleEntries.raffleId);
    const byRaffle = new Map(stats.map((s) => [s.raffleId, s]));
    return rows.map((r) => ({
      raffleId: r.raffleId,
      raffleName: r.raffleName,
      itemName: r.itemName,
      imageUrl: r.imageUrl,
      // Never null here: the filter on drawn_at leaves undrawn rows out.
      drawnAt: r.drawnAt!,
      winner: { id: r.winnerId, username: r.username, avatar: r.avatar, showNameInFeed: r.showNameInFeed },
      totalPool: Number(byRaffle.get(r.raffleId)?.pool ?? 0),
      participantCount: Number(byRaffle.get(r.raffleId)?.count ?? 0),
    }));
  },
};
