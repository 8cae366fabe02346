import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Messages from the public contact form (decision 0034). Anyone may write, so the
// reply address is the visitor's email; the account is kept when one was signed in
// (a banned one included), for the admin's context. No IP address is stored: the
// per-address rate limit lives in the rate limiter, not here.
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);
