import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// The site-wide chat (decision 0072): messages per room, and what moderators keep.

export const siteChatMessages = pgTable(
  'site_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    room: text('room').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator removed it: it is no longer shown to anyone, and kept for the record. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('site_chat_messages_room_idx').on(t.room, t.createdAt), index('site_chat_messages_user_idx').on(t.userId, t.createdAt)],
);

/** A player muted until a time, with the reason they see. One row per player: a new mute replaces the old. */
export const chatMutes = pgTable('chat_mutes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A room's settings; a room without a row has none of them on. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    room: text('room').primaryKey(),
    /** Seconds a player waits between two messages in the room; 0 is off. */
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_rooms_slow_mode_range', sql`${t.slowModeSeconds} BETWEEN 0 AND 3600`)],
);

/** Words or phrases no message may contain, matched case-insensitively as whole words. */
export const chatBlockedWords = pgTable('chat_blocked_words', {
  id: uuid('id').primaryKey().defaultRandom(),
  word: text('word').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's report of a message: once per player and message. */
export const chatReports = pgTable(
  'chat_reports',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => siteChatMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator dealt with the message (deleted it or dismissed the reports). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.reporterId] }),
    index('chat_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);
