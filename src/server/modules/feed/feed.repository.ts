import { desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedEvents, users } from '../../db/schema';

export type FeedRow = typeof feedEvents.$inferSelect;
export type NewFeedRow = Omit<typeof feedEvents.$inferInsert, 'id' | 'createdAt'>;

/** A feed row with what the ticker shows of its player. */
export interface FeedRowWithPlayer {
  event: FeedRow;
  player: { id: string; username: string; avatar: string; showNameInFeed: boolean };
}

const withPlayer = { event: feedEvents, player: { id: users.id, username: users.username, avatar: users.avatar, showNameInFeed: users.showNameInFeed } };

export const feedRepository = {
  /** The row, or null when its key was announced already (another instance, a retry). */
  async insertOnce(db: DbOrTx, row: NewFeedRow): Promise<FeedRow | null> {
    const [inserted] = await db.insert(feedEvents).values(row).onConflictDoNothing({ target: feedEvents.key }).returning();
    return inserted ?? null;
  },

  async byId(db: DbOrTx, id: string): Promise<FeedRowWithPlayer | null> {
    const [row] = await db.select(withPlayer).from(feedEvents).innerJoin(users, eq(users.id, feedEvents.userId)).where(eq(feedEvents.id, id));
    return row ?? null;
  },

  /** The newest events that may be shown at `now`, newest first (through the visible_at index). */
  async recent(db: DbOrTx, now: Date, limit: number): Promise<FeedRowWithPlayer[]> {
    return db
      .select(withPlayer)
      .from(feedEvents)
      .innerJoin(users, eq(users.id, feedEvents.userId))
      .where(lte(feedEvents.visibleAt, now))
      .orderBy(desc(feedEvents.visibleAt), desc(feedEvents.id))
      .limit(limit);
  },
};
