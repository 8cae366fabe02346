import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PendingLimits } from '../../../core/play-limits';
import { users } from './accounts';

// Responsible play (decision 0033): one row per player who has set anything. No row
// means no limits and no break. Limits count fowls wagered per UTC day, week and month.
export const playLimits = pgTable(
  'play_limits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyLimit: integer('daily_limit'),
    weeklyLimit: integer('weekly_limit'),
    monthlyLimit: integer('monthly_limit'),
    /** Raises and removals waiting for their 24 hours. */
    pending: jsonb('pending').$type<PendingLimits>().notNull().default({}),
    realityCheckMinutes: integer('reality_check_minutes'),
    coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    selfExcludedPermanently: boolean('self_excluded_permanently').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('play_limits_positive', sql`coalesce(${t.dailyLimit}, 1) > 0 AND coalesce(${t.weeklyLimit}, 1) > 0 AND coalesce(${t.monthlyLimit}, 1) > 0`)],
);
