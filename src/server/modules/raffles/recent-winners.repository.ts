import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { raffleEntries, raffles, users } from '../../db/schema';

export interface RecentWinnerRow {
  raffleId: string;
  raffleName: string;
  itemName: string | null;
  imageUrl: string | null;
  drawnAt: Date;
  winner: { username: string; avatar: string };
  totalPool: number;
  participantCount: number;
}

export const recentWinnersRepository = {
  /** The latest drawn raffles with their winners, newest first: what a live screen shows as "recent winners". */
  async recentWinners(db: DbOrTx, limit: number): Promise<RecentWinnerRow[]> {
    const rows = await db
      .select({
        raffleId: raffles.id,
        raffleName: raffles.name,
        itemName: raffles.itemName,
        imageUrl: sql<string | null>`coalesce(${raffles.imageUrl}, ${raffles.itemImageUrl})`,
        drawnAt: raffles.drawnAt,
        endedAt: raffles.endedAt,
        updatedAt: raffles.updatedAt,
        username: users.username,
        avatar: users.avatar,
      })
      .from(raffles)
      .innerJoin(users, eq(users.id, raffles.winnerId))
      .where(eq(raffles.status, 'completed'))
      .orderBy(desc(sql`coalesce(${raffles.drawnAt}, ${raffles.endedAt}, ${raffles.updatedAt})`), desc(raffles.id))
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
      drawnAt: r.drawnAt ?? r.endedAt ?? r.updatedAt,
      winner: { username: r.username, avatar: r.avatar },
      totalPool: Number(byRaffle.get(r.raffleId)?.pool ?? 0),
      participantCount: Number(byRaffle.get(r.raffleId)?.count ?? 0),
    }));
  },
};
