import { and, count, desc, eq, gt, isNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatBlockedWords, chatMutes, chatReports, chatRooms, siteChatMessages, users } from '../../db/schema';

/** A message with what the chat shows of its writer. */
const messageWithWriter = {
  id: siteChatMessages.id,
  room: siteChatMessages.room,
  message: siteChatMessages.message,
  createdAt: siteChatMessages.createdAt,
  deletedAt: siteChatMessages.deletedAt,
  user: { id: users.id, username: users.username, avatar: users.avatar, steamId: users.steamId, totalWins: users.totalWins },
};

export type ChatMessageRow = {
  id: string;
  room: string;
  message: string;
  createdAt: Date;
  deletedAt: Date | null;
  user: { id: string; username: string; avatar: string; steamId: string; totalWins: number };
};

export const chatRepository = {
  /** The room's latest messages not removed by a moderator, newest first. */
  async latest(db: DbOrTx, room: string, limit: number): Promise<ChatMessageRow[]> {
    return db
      .select(messageWithWriter)
      .from(siteChatMessages)
      .innerJoin(users, eq(users.id, siteChatMessages.userId))
      .where(and(eq(siteChatMessages.room, room), isNull(siteChatMessages.deletedAt)))
      .orderBy(desc(siteChatMessages.createdAt), desc(siteChatMessages.id))
      .limit(limit);
  },

  async byId(db: DbOrTx, id: string): Promise<ChatMessageRow | null> {
    const [row] = await db
      .select(messageWithWriter)
      .from(siteChatMessages)
      .innerJoin(users, eq(users.id, siteChatMessages.userId))
      .where(eq(siteChatMessages.id, id));
    return row ?? null;
  },

  async insert(db: DbOrTx, values: { room: string; userId: string; message: string; createdAt: Date }): Promise<{ id: string; createdAt: Date }> {
    const [row] = await db.insert(siteChatMessages).values(values).returning({ id: siteChatMessages.id, createdAt: siteChatMessages.createdAt });
    return row!;
  },

  /** When the player last wrote in the room, if they did. */
  async lastMessageAt(db: DbOrTx, room: string, userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: siteChatMessages.createdAt })
      .from(siteChatMessages)
      .where(and(eq(siteChatMessages.userId, userId), eq(siteChatMessages.room, room)))
      .orderBy(desc(siteChatMessages.createdAt))
      .limit(1);
    return row?.at ?? null;
  },

  /** Messages written in the room since `since`, by everyone. */
  async countSince(db: DbOrTx, room: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(siteChatMessages)
      .where(and(eq(siteChatMessages.room, room), gt(siteChatMessages.createdAt, since)));
    return row?.n ?? 0;
  },

  async markDeleted(db: DbOrTx, id: string, by: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(siteChatMessages)
      .set({ deletedAt: at, deletedBy: by })
      .where(and(eq(siteChatMessages.id, id), isNull(siteChatMessages.deletedAt)))
      .returning({ id: siteChatMessages.id });
    return rows.length > 0;
  },

  async slowModeSeconds(db: DbOrTx, room: string): Promise<number> {
    const [row] = await db.select({ s: chatRooms.slowModeSeconds }).from(chatRooms).where(eq(chatRooms.room, room));
    return row?.s ?? 0;
  },

  async setSlowMode(db: DbOrTx, room: string, seconds: number, at: Date): Promise<void> {
    await db
      .insert(chatRooms)
      .values({ room, slowModeSeconds: seconds, updatedAt: at })
      .onConflictDoUpdate({ target: chatRooms.room, set: { slowModeSeconds: seconds, updatedAt: at } });
  },

  async mute(db: DbOrTx, userId: string): Promise<{ until: Date; reason: string } | null> {
    const [row] = await db.select({ until: chatMutes.until, reason: chatMutes.reason }).from(chatMutes).where(eq(chatMutes.userId, userId));
    return row ?? null;
  },

  async setMute(db: DbOrTx, values: { userId: string; until: Date; reason: string; mutedBy: string; createdAt: Date }): Promise<void> {
    const { until, reason, mutedBy, createdAt } = values;
    await db.insert(chatMutes).values(values).onConflictDoUpdate({ target: chatMutes.userId, set: { until, reason, mutedBy, createdAt } });
  },

  async removeMute(db: DbOrTx, userId: string): Promise<boolean> {
    return (await db.delete(chatMutes).where(eq(chatMutes.userId, userId)).returning({ userId: chatMutes.userId })).length > 0;
  },

  async blockedWords(db: DbOrTx) {
    return db.select().from(chatBlockedWords).orderBy(chatBlockedWords.word);
  },

  async addBlockedWord(db: DbOrTx, word: string, by: string, at: Date) {
    const [row] = await db.insert(chatBlockedWords).values({ word, createdBy: by, createdAt: at }).onConflictDoNothing().returning();
    return row ?? null;
  },

  async removeBlockedWord(db: DbOrTx, id: string) {
    const [row] = await db.delete(chatBlockedWords).where(eq(chatBlockedWords.id, id)).returning();
    return row ?? null;
  },

  /** True when this is the player's first report of the message. */
  async report(db: DbOrTx, messageId: string, reporterId: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(chatReports)
      .values({ messageId, reporterId, createdAt: at })
      .onConflictDoNothing()
      .returning({ messageId: chatReports.messageId });
    return rows.length > 0;
  },

  async resolveReports(db: DbOrTx, messageId: string, at: Date): Promise<number> {
    const rows = await db
      .update(chatReports)
      .set({ resolvedAt: at })
      .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.resolvedAt)))
      .returning({ messageId: chatReports.messageId });
    return rows.length;
  },

  /** Messages with open reports, the most reported first, then the oldest report. */
  async openReports(db: DbOrTx, limit: number) {
    const open = db
      .select({ messageId: chatReports.messageId, reports: count().as('reports'), first: min(chatReports.createdAt).as('first') })
      .from(chatReports)
      .where(isNull(chatReports.resolvedAt))
      .groupBy(chatReports.messageId)
      .as('open');
    return db
      .select({ ...messageWithWriter, reports: open.reports, firstReportedAt: open.first })
      .from(open)
      .innerJoin(siteChatMessages, eq(siteChatMessages.id, open.messageId))
      .innerJoin(users, eq(users.id, siteChatMessages.userId))
      .orderBy(desc(open.reports), open.first)
      .limit(limit);
  },
};
