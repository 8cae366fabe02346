import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// The live wins feed (decision 0032). Each row is one notable moment, kept with the
// player's id rather than their name, so hiding one's name from the feed also hides
// the moments already listed. `key` makes each moment a row once, however many
// instances or retries announce it.
export const feedEvents = pgTable(
  'feed_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the kind needs besides the player: the raffle and its skin, the game and its multiplier, the level. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** When it may be shown: a raffle win only once its wheel has stopped on every page. */
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feed_events_visible_at_idx').on(t.visibleAt)],
);
