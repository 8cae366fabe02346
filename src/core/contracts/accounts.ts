import { z } from 'zod';
import { TRADE_URL_MAX_LENGTH } from '../trade-url';
import { textSchema } from './text';

export { BANNED_MESSAGE, type LoginError } from '../accounts';

/** The signed-in user as every screen reads it (spec part 1 §3, part 2 §3). */
export const userSchema = z.object({
  id: z.string(),
  steamId: z.string(),
  username: z.string(),
  avatar: z.string(),
  fowlBalance: z.number().int(),
  /** Some screens of the specification read `balance`; it is the same number. */
  balance: z.number().int(),
  isSubscribed: z.boolean(),
  subscriptionExpiresAt: z.string().nullable(),
  isAdmin: z.boolean(),
  isSpectator: z.boolean(),
  isBanned: z.boolean(),
  hasSeenWelcome: z.boolean(),
  /** Off: the live wins feed shows this player as 'A player'. */
  showNameInFeed: z.boolean(),
  tradeOfferUrl: z.string().nullable(),
  referralCode: z.string().nullable(),
  referredBy: z.string().nullable(),
  totalWins: z.number().int(),
  raffleWagered: z.number().int(),
  totalSpent: z.number().int(),
  lastDailyCase: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tradeUrlBodySchema = z.object({
  tradeOfferUrl: textSchema({ field: 'tradeOfferUrl', max: TRADE_URL_MAX_LENGTH, required: false, messages: { type: 'tradeOfferUrl must be a string' } }),
});

export const tradeUrlResultSchema = z.object({
  success: z.literal(true),
  tradeOfferUrl: z.string(),
});

/** Public facts about this deployment that the browser needs before sign-in. */
export const platformInfoSchema = z.object({
  sandbox: z.object({ steam: z.boolean(), bot: z.boolean(), payments: z.boolean(), beacon: z.boolean() }),
  maintenanceMode: z.boolean(),
  /** Hosts raffle images may come from over https (the admin form checks against them). */
  imageHosts: z.array(z.string()),
});
export type PlatformInfo = z.infer<typeof platformInfoSchema>;
