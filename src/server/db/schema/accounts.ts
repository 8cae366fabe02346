import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A user of the platform (spec part 1 §3 and part 2 §3). isSubscribed and isAdmin
// are derived, not stored: Premium is `subscription_expires_at > now()` so expiry
// needs no job, and admins come from ADMIN_STEAM_IDS.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    steamId: text('steam_id').notNull().unique(),
    username: text('username').notNull(),
    avatar: text('avatar').notNull().default(''),
    fowlBalance: integer('fowl_balance').notNull().default(0),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    isSpectator: boolean('is_spectator').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    hasSeenWelcome: boolean('has_seen_welcome').notNull().default(false),
    /** Off: the live wins feed shows this player as 'A player' (decision 0032). */
    showNameInFeed: boolean('show_name_in_feed').notNull().default(true),
    tradeOfferUrl: text('trade_offer_url'),
    tradeToken: text('trade_token'),
    referralCode: text('referral_code').unique(),
    referredBy: uuid('referred_by'),
    totalWins: integer('total_wins').notNull().default(0),
    raffleWagered: integer('raffle_wagered').notNull().default(0),
    totalSpent: integer('total_spent').notNull().default(0),
    /**
     * Raffle entries this player ever made (the free trial allows one), kept by triggers on
     * raffle_entries in the writing transaction (migration 0014), so reads take it from the
     * row instead of counting.
     */
    raffleEntriesMade: integer('raffle_entries_made').notNull().default(0),
    /**
     * True once the player has a play_limits row (a limit, a break or a reality check), set by
     * a trigger on play_limits (migration 0015). A bet reads it with the player's row lock and
     * reads the limits only when it is set.
     */
    playLimitsSet: boolean('play_limits_set').notNull().default(false),
    lastDailyCase: timestamp('last_daily_case', { withTimezone: true }),
    /** Highest level whose reward was paid, so each level pays once. */
    rewardedLevel: text('rewarded_level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    check('users_fowl_balance_non_negative', sql`${t.fowlBalance} >= 0`),
    check('users_counters_non_negative', sql`${t.totalWins} >= 0 AND ${t.raffleWagered} >= 0 AND ${t.totalSpent} >= 0`),
  ],
);

// Server-side sessions. The cookie carries a random id; only its SHA-256 is stored,
// so a copy of the database does not hand out live sessions.
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Each OpenID response_nonce is accepted once: a replayed assertion is refused.
export const openidNonces = pgTable('openid_nonces', {
  nonce: text('nonce').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

// One row, counting changes to any player's name, avatar or Steam id (a trigger keeps it;
// migration 0013). Answers that show other players' profiles are kept under it, so one
// read tells every instance whether any of them changed.
export const profileChanges = pgTable(
  'profile_changes',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('profile_changes_one_row', sql`${t.id}`)],
);
