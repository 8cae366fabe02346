import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// A Premium purchase through the payment provider (spec part 1 §3 Payment).
// Premium is granted only when the provider confirms the charge, once per charge.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** monthly | yearly */
    planId: text('plan_id').notNull(),
    /** pending | completed | failed */
    status: text('status').notNull().default('pending'),
    /** In cents, so no floating point touches money. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    chargeId: text('charge_id').notNull().unique(),
    hostedUrl: text('hosted_url'),
    /** When Premium was granted for this charge: the once-per-charge guard. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_created_idx').on(t.userId, t.createdAt)],
);

// Each provider webhook event is handled once; replays find their id here.
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  chargeId: text('charge_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// The payment sandbox's own checkouts (it plays the provider, on our server).
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  body: jsonb('body').notNull(),
  /** ACTIVE | PROCESSING | COMPLETED | FAILED | EXPIRED */
  status: text('status').notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
