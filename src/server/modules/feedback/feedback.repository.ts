import { desc, eq, type SQL } from 'drizzle-orm';
import type { FeedbackStatus } from '../../../core/contracts/feedback';
import type { DbOrTx } from '../../db/client';
import { feedback, users } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;

export interface FeedbackWithUser extends FeedbackRow {
  user: { id: string; steamId: string; username: string; avatar: string };
}

export const feedbackRepository = {
  async insert(db: DbOrTx, row: { userId: string; message: string }): Promise<FeedbackRow> {
    const [inserted] = await db.insert(feedback).values(row).returning();
    return inserted!;
  },

  /** A player's own messages, newest first (feedback_user_created_idx). */
  async listForUser(db: DbOrTx, userId: string, limit: number): Promise<FeedbackRow[]> {
    return db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
  },

  /** For the admin portal: every player's messages, optionally of one status, newest first. */
  async listAll(db: DbOrTx, opts: { status?: FeedbackStatus; limit: number; offset?: number }): Promise<FeedbackWithUser[]> {
    const where: SQL | undefined = opts.status ? eq(feedback.status, opts.status) : undefined;
    const rows = await db
      .select({ feedback, user: { id: users.id, steamId: users.steamId, username: users.username, avatar: users.avatar } })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(opts.limit)
      .offset(opts.offset ?? 0);
    return rows.map((r) => ({ ...r.feedback, user: r.user }));
  },

  async findById(db: DbOrTx, id: string): Promise<FeedbackRow | null> {
    return (await db.select().from(feedback).where(eq(feedback.id, id)))[0] ?? null;
  },

  /**
   * An admin's review: a new status and, when given, a response (null clears it).
   * Returns null when the message does not exist.
   */
  async review(db: DbOrTx, id: string, change: { status?: FeedbackStatus; adminResponse?: string | null }, now: Date): Promise<FeedbackRow | null> {
    const [row] = await db
      .update(feedback)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.adminResponse !== undefined ? { adminResponse: change.adminResponse } : {}),
        updatedAt: now,
      })
      .where(eq(feedback.id, id))
      .returning();
    return row ?? null;
  },
};
