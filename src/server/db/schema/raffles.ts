import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const RESERVED_ASSET_CONSTRAINT = 'raffles_reserved_asset_unique';

// Raffles (spec part 2 §3) with their fairness commitment: `seed` stays secret
// until the draw, `seed_hash` is public from creation.
export const raffles = pgTable(
  'raffles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    /** hourly | daily | weekly | monthly */
    type: text('type').notNull().default('hourly'),
    minEntry: integer('min_entry').notNull().default(10),
    maxParticipants: integer('max_participants').notNull().default(25),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** active | ended | completed */
    status: text('status').notNull().default('active'),
    /** time_expired | max_participants_reached | admin */
    endReason: text('end_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    winnerId: uuid('winner_id').references(() => users.id),
    assetId: text('asset_id'),
    /**
     * The prize this raffle holds while it may still give it (docs/decisions/0023):
     * set at create and edit, cleared when the raffle ends without a winner or its
     * trade is accepted or expires; the row's deletion releases it too. Unique, so
     * one item is the prize of at most one open raffle.
     */
    reservedAssetId: text('reserved_asset_id'),
    itemName: text('item_name'),
    itemImageUrl: text('item_image_url'),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    entriesDigest: text('entries_digest'),
    drawFloat: doublePrecision('draw_float'),
    winningTicket: integer('winning_ticket'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    tradeOfferId: text('trade_offer_id'),
    tradeStatus: text('trade_status'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('raffles_status_end_idx').on(t.status, t.endTime),
    unique(RESERVED_ASSET_CONSTRAINT).on(t.reservedAssetId),
    check('raffles_limits', sql`${t.minEntry} >= 10 AND ${t.maxParticipants} BETWEEN 1 AND 1000`),
  ],
);

export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    raffleId: uuid('raffle_id').notNull().references(() => raffles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id),
    entryAmount: integer('entry_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('raffle_entries_one_per_user').on(t.raffleId, t.userId),
    index('raffle_entries_user_idx').on(t.userId),
    check('raffle_entries_amount_positive', sql`${t.entryAmount} > 0`),
  ],
);

export const raffleChatMessages = pgTable(
  'raffle_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    raffleId: uuid('raffle_id').notNull().references(() => raffles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('raffle_chat_raffle_created_idx').on(t.raffleId, t.createdAt)],
);

// Prize deliveries through the trade bot. Kept when a raffle is deleted (audit).
export const tradeLogs = pgTable(
  'trade_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    raffleId: uuid('raffle_id'),
    userId: uuid('user_id').references(() => users.id),
    partnerName: text('partner_name'),
    tradeOfferId: text('trade_offer_id'),
    /** pending | accepted | declined | expired | error */
    status: text('status').notNull().default('pending'),
    message: text('message'),
    itemsGiven: jsonb('items_given').notNull().default([]),
    attempts: integer('attempts').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_logs_created_idx').on(t.createdAt), index('trade_logs_offer_idx').on(t.tradeOfferId)],
);

// The sandbox bot's trade offers, stored so any instance (and the sandbox page) sees them.
export const sandboxTradeOffers = pgTable('sandbox_trade_offers', {
  id: text('id').primaryKey(),
  partnerSteamId: text('partner_steam_id').notNull(),
  tradeUrl: text('trade_url').notNull(),
  items: jsonb('items').notNull(),
  message: text('message'),
  /** pending | accepted | declined | expired | error */
  state: text('state').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
