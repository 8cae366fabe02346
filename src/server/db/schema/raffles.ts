import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { BeaconChainInfo } from '../../../core/fair/beacon';
import { users } from './accounts';

export const RESERVED_ASSET_CONSTRAINT = 'raffles_reserved_asset_unique';

// Raffles (spec part 2 §3) with their fairness commitment: `seed` stays secret
// until the draw, `seed_hash` is public from creation, and so are the drand chain
// and the beacon round whose randomness the draw will mix in.
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
    /** The prize's grade (core/skin-rarity), from the bot inventory's Rarity tag; null for raffles made before grades were kept. */
    prizeRarity: text('prize_rarity'),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    entriesDigest: text('entries_digest'),
    drawFloat: doublePrecision('draw_float'),
    winningTicket: integer('winning_ticket'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /**
     * When the winner's win was counted (one more win, any level reward): once the wheel
     * has stopped, not at the draw, so nothing tells the outcome before the wheel does.
     */
    winCreditedAt: timestamp('win_credited_at', { withTimezone: true }),
    /** The drand chain's info, as verified against its hash when the raffle was created. */
    beaconChain: jsonb('beacon_chain').$type<BeaconChainInfo>(),
    /** The first round published after the raffle's end (or after it closed early). */
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconRandomness: text('beacon_randomness'),
    beaconSignature: text('beacon_signature'),
    /** Set when the raffle was drawn from its seed alone because the beacon did not answer in time: why. */
    drawFallbackReason: text('draw_fallback_reason'),
    /**
     * When the draw may next be tried: the round's time once the entries close, pushed
     * back each time an instance claims an attempt, so instances never fetch the same
     * round at once (DESIGN rule 5).
     */
    drawDueAt: timestamp('draw_due_at', { withTimezone: true }),
    /**
     * How many entries the raffle has and the fowls they put in, kept by triggers on
     * raffle_entries in the writing transaction (migration 0012), so the list and the
     * pages read them from the row instead of counting entries on every poll.
     */
    entryCount: integer('entry_count').notNull().default(0),
    entryPool: bigint('entry_pool', { mode: 'number' }).notNull().default(0),
    tradeOfferId: text('trade_offer_id'),
    tradeStatus: text('trade_status'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('raffles_status_end_idx').on(t.status, t.endTime),
    index('raffles_draw_due_idx').on(t.drawDueAt),
    // The public list shows the raffles that ended in the last day (docs/decisions/0035).
    index('raffles_ended_at_idx').on(t.endedAt),
    // Drawn raffles whose win is still to be counted: a handful at any time.
    index('raffles_win_uncredited_idx')
      .on(t.drawnAt)
      .where(sql`${t.winnerId} IS NOT NULL AND ${t.winCreditedAt} IS NULL`),
    unique(RESERVED_ASSET_CONSTRAINT).on(t.reservedAssetId),
    check('raffles_limits', sql`${t.minEntry} >= 10 AND ${t.maxParticipants} BETWEEN 1 AND 1000`),
  ],
);

export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    raffleId: uuid('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
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
    raffleId: uuid('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
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

// The sandbox beacon's chain: one key pair that every instance signs rounds with.
export const sandboxBeaconChains = pgTable('sandbox_beacon_chains', {
  id: text('id').primaryKey(),
  secretKey: text('secret_key').notNull(),
  publicKey: text('public_key').notNull(),
  genesisTime: bigint('genesis_time', { mode: 'number' }).notNull(),
  period: integer('period').notNull(),
  groupHash: text('group_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
