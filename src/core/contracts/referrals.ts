import { z } from 'zod';
import { textSchema } from './text';

/**
 * `steamId` is accepted because the specification's client sends it; the session
 * names the user. The code's own rules (trim, uppercase, 20 characters, letters,
 * digits and hyphens) are checked by the service so the message reads cleanly.
 */
export const applyReferralBodySchema = z.object({
  steamId: z.unknown().optional(),
  referralCode: textSchema({
    field: 'referralCode',
    max: 256,
    required: false,
    messages: { type: 'referralCode must be a string', tooLong: 'referralCode is far too long' },
  }),
});
export type ApplyReferralBody = z.infer<typeof applyReferralBodySchema>;

export const applyReferralResultSchema = z.object({
  success: z.literal(true),
  /** The code as applied (trimmed, uppercased). */
  referralCode: z.string(),
});

export const referralStatusSchema = z.enum(['pending', 'rewarded']);

export const referralSchema = z.object({
  id: z.string(),
  referred: z.object({ username: z.string(), avatar: z.string() }),
  createdAt: z.string(),
  rewardAmount: z.number().int(),
  /** 'rewarded' shows as 'Upgraded', anything else as 'Pending'. */
  status: referralStatusSchema,
});
export type Referral = z.infer<typeof referralSchema>;

/** Most recent referrals listed on the card; the totals count all of them. */
export const REFERRALS_LISTED = 100;

export const referralStatsSchema = z.object({
  /** The Premium member's own code, made on first need. */
  referralCode: z.string(),
  stats: z.object({
    totalReferred: z.number().int(),
    totalRewarded: z.number().int(),
    totalEarned: z.number().int(),
  }),
  referrals: z.array(referralSchema),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
