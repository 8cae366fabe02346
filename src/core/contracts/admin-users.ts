import { z } from 'zod';
import { textSchema } from './text';
import { paymentSchema } from './payments';
import { referralSchema } from './referrals';
import { transactionSchema } from './ledger';

/** The most users one search answers: the portal polls it every 5 s. */
export const ADMIN_USERS_LIMIT = 200;
/** The most ledger rows the user dashboard's Transactions tab receives. */
export const ADMIN_TRANSACTIONS_LIMIT = 500;
export const ADMIN_RAFFLE_HISTORY_LIMIT = 200;
export const ADMIN_PAYMENTS_LIMIT = 100;
export const ADJUSTMENT_REASON_MAX_LENGTH = 200;
export const ADJUSTMENT_MAX_AMOUNT = 10_000_000;
export const SEARCH_MAX_LENGTH = 64;

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const USER_NOT_FOUND = 'User Not Found';
export const BAN_FAILED = 'Failed to update user status';
export const BALANCE_FAILED = 'Failed to update user balance';

/** The specification's admin view of a user (part 2 §3). */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  steamId: z.string(),
  avatar: z.string(),
  fowlBalance: z.number().int(),
  isAdmin: z.boolean(),
  isSubscribed: z.boolean(),
  isBanned: z.boolean(),
  isSpectator: z.boolean(),
  createdAt: z.string(),
  totalWins: z.number().int(),
  totalSpent: z.number().int(),
  lastDailyCase: z.string().nullable(),
  tradeOfferUrl: z.string().nullable(),
  tradeToken: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  search: textSchema({ field: 'search', max: SEARCH_MAX_LENGTH, required: false, messages: { tooLong: 'search is too long' } }).optional(),
});
export const adminUsersSchema = z.object({ users: z.array(adminUserSchema) });

export const adminUserIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a valid user id' }) });

export const banBodySchema = z.object({ banned: z.boolean({ error: 'banned must be true or false' }) });

/**
 * The amount and reason are optional in the schema so that missing ones get the
 * specification's 'Please fill in all fields' rather than a schema message.
 */
/** A missing field reads as the specification's 'Please fill in all fields'; a wrong one says what is wrong. */
const missingOr = (otherwise: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? FILL_IN_ALL_FIELDS : otherwise;

export const balanceAdjustmentBodySchema = z.object({
  userId: z
    .string({ error: missingOr('userId must be a valid user id') })
    .min(1, { error: FILL_IN_ALL_FIELDS })
    .pipe(z.uuid({ error: 'userId must be a valid user id' })),
  amount: z
    .number({ error: missingOr('Amount must be a number') })
    .int({ error: 'Amount must be a whole number of fowls' })
    .refine((n) => n !== 0, { error: FILL_IN_ALL_FIELDS })
    .refine((n) => Math.abs(n) <= ADJUSTMENT_MAX_AMOUNT, { error: `Amount can be at most ${ADJUSTMENT_MAX_AMOUNT} fowls` }),
  reason: textSchema({
    field: 'Reason',
    max: ADJUSTMENT_REASON_MAX_LENGTH,
    messages: {
      type: missingOr('Reason must be text'),
      required: FILL_IN_ALL_FIELDS,
      tooLong: `Reason can be at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters`,
    },
  }),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentBodySchema>;

export const balanceAdjustmentResultSchema = z.object({ success: z.literal(true), fowlBalance: z.number().int() });

export const adminTransactionsSchema = z.object({ transactions: z.array(transactionSchema) });

/** The raffle part of a history item: what the Raffle History tab shows. */
export const raffleHistoryRaffleSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  endTime: z.string(),
  itemName: z.string().nullable(),
  winnerId: z.string().nullable(),
  totalPool: z.number().int(),
});

export const raffleHistoryItemSchema = z.object({
  raffle: raffleHistoryRaffleSchema,
  entry: z.object({ id: z.string(), entryAmount: z.number().int(), createdAt: z.string() }),
  userWon: z.boolean(),
  /** The user's share of the pool in percent, to 2 decimals. */
  userOdds: z.number(),
});
export type RaffleHistoryItem = z.infer<typeof raffleHistoryItemSchema>;
export const raffleHistorySchema = z.object({ raffleHistory: z.array(raffleHistoryItemSchema) });

export const adminReferralsSchema = z.object({
  referrals: z.array(referralSchema),
  stats: z.object({ totalReferred: z.number().int(), totalRewarded: z.number().int(), totalEarned: z.number().int() }),
});

export const adminPaymentHistorySchema = z.object({ payments: z.array(paymentSchema) });
