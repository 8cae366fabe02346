import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { fairSeeds } from './fairness';

// One row per game round (and per Fowl Case opening, game 'fowl_case'). A round
// that needs several requests (Hen House Hazard, Defuse la Bomba, Fowl Hunt) is
// 'active' until it ends; the server-side `state` holds what the player must not
// see yet (bomb tiles, the bomb wire, target positions).
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    /** active | won | lost | cashed_out | completed */
    status: text('status').notNull(),
    betAmount: integer('bet_amount').notNull().default(0),
    payout: integer('payout').notNull().default(0),
    multiplier: doublePrecision('multiplier'),
    state: jsonb('state').notNull().default({}),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => fairSeeds.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_one_active_per_user_game')
      .on(t.userId, t.game)
      .where(sql`${t.status} = 'active'`),
    index('game_rounds_user_game_idx').on(t.userId, t.game, t.createdAt),
    // The live bets under each game (decision 0068): a game's newest settled rounds.
    index('game_rounds_game_finished_idx')
      .on(t.game, t.finishedAt, t.id)
      .where(sql`${t.status} <> 'active' AND ${t.finishedAt} IS NOT NULL`),
    check('game_rounds_amounts_non_negative', sql`${t.betAmount} >= 0 AND ${t.payout} >= 0`),
  ],
);
