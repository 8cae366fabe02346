import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Plinko Coop (decisions 0025, 0045): one shared meter that every drop fills; each
// fill numbers the players who dropped during it and what they staked, and each of
// them gets one bonus ball paid by the house. The primary keys make "once" a property
// of the database, so any number of instances can race to pay a fill.

/** The one meter, row id 1: the fill in progress and the drops it has so far. */
export const plinkoCoopMeter = pgTable(
  'plinko_coop_meter',
  {
    id: integer('id').primaryKey(),
    fill: integer('fill').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('plinko_coop_meter_single_row', sql`${t.id} = 1`), check('plinko_coop_meter_progress_non_negative', sql`${t.progress} >= 0`)],
);

/**
 * Who dropped during a fill and what they staked in it, summed over their drops: their
 * bonus ball's stake is a share of `staked` (decision 0045), on the house's table.
 */
export const plinkoCoopContributions = pgTable(
  'plinko_coop_contributions',
  {
    fill: integer('fill').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staked: integer('staked').notNull(),
    drops: integer('drops').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.fill, t.userId] }), check('plinko_coop_contributions_staked_positive', sql`${t.staked} > 0`)],
);

/** A fill that completed; paid_at is set once every contributor's bonus is recorded. */
export const plinkoCoopFills = pgTable(
  'plinko_coop_fills',
  {
    fill: integer('fill').primaryKey(),
    filledAt: timestamp('filled_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('plinko_coop_fills_unpaid_idx')
      .on(t.fill)
      .where(sql`${t.paidAt} IS NULL`),
  ],
);

/** One bonus drop per player per fill: the key that makes the payout happen exactly once. */
export const plinkoCoopBonuses = pgTable(
  'plinko_coop_bonuses',
  {
    fill: integer('fill').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fill, t.userId] })],
);
