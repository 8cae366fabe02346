import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hiddenFromHistory } from '../../../core/ledger';
import { users } from './accounts';

/**
 * The rows the dashboard's history shows: all but game rounds and cases. Written out, not
 * passed as parameters, so the partial index below serves prepared queries too.
 */
export const shownInHistory = sql.raw(`"type" NOT IN (${hiddenFromHistory.map((type) => `'${type}'`).join(', ')})`);

// The one record of every fowl movement (DESIGN rule 2). Rows are never deleted;
// invariant: users.fowl_balance = sum(amount) per user.
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    gameData: jsonb('game_data'),
    raffleData: jsonb('raffle_data'),
    /** Who caused it when not the user (an admin adjustment names the admin). */
    actorId: uuid('actor_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_user_created_idx').on(t.userId, t.createdAt),
    // Without it, a player's thousands of game rounds in a day were read on every history poll to find the rest.
    index('ledger_user_history_idx').on(t.userId, t.createdAt).where(shownInHistory),
    check('ledger_amount_non_zero', sql`${t.amount} <> 0`),
    check('ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
