import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supportMessages, users } from '../../db/schema';

type SupportMessageRow = typeof supportMessages.$inferSelect;

interface SupportMessageWithUser extends SupportMessageRow {
  user: { username: string; steamId: string; isBanned: boolean } | null;
}

export const supportRepository = {
  async insert(db: DbOrTx, row: { email: string; message: string; userId: string | null }): Promise<SupportMessageRow> {
    const [inserted] = await db.insert(supportMessages).values(row).returning();
    return inserted!;
  },

  /** For the admin portal: newest first, with the account that sent it when there was one. */
  async listAll(db: DbOrTx, limit: number): Promise<SupportMessageWithUser[]> {
    const rows = await db
      .select({ message: supportMessages, user: { username: users.username, steamId: users.steamId, isBanned: users.isBanned } })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.userId))
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.message, user: r.user }));
  },
};
