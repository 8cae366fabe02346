import { z } from 'zod';
import { CHARGE_ID_PATTERN, PREMIUM_PLAN_ID } from '../premium';

// Premium payments (spec part 1 §3 Payment and Charge, §7). The routes keep the
// specification's shapes (a "charge" with hosted_url and a timeline) in front of
// the provider's current checkout API (DESIGN §5). The client sends userId fields;
// they are accepted and ignored: the session names the buyer.

const ignored = z.unknown().optional();

/** Only the monthly plan can be bought (spec part 1 §4). */
export const purchasablePlanSchema = z.literal(PREMIUM_PLAN_ID, { error: "must be 'monthly': only the Premium Monthly plan can be bought" });

export const chargeIdSchema = z
  .string({ error: 'must be a charge id' })
  .regex(CHARGE_ID_PATTERN, { error: 'must be a charge id of letters, digits and hyphens' });

export const chargeIdParamsSchema = z.object({ chargeId: chargeIdSchema });

export const createChargeBodySchema = z.object({ userId: ignored, planId: purchasablePlanSchema });

/**
 * The create-charge request's optional `Idempotency-Key` header: one per purchase
 * attempt, so a double submit, or a retry after an answer that never arrived, opens
 * one checkout (decision 0056).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: 'must be one idempotency key' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'must be 16 to 128 letters, digits, hyphens or underscores' });

/** The statuses the success page reads from the last timeline entry. */
export const CHARGE_TIMELINE_STATUSES = ['NEW', 'PENDING', 'CONFIRMED', 'FAILED'] as const;
export const chargeTimelineStatusSchema = z.enum(CHARGE_TIMELINE_STATUSES);
export type ChargeTimelineStatus = z.infer<typeof chargeTimelineStatusSchema>;

export const chargeTimelineEntrySchema = z.object({ status: chargeTimelineStatusSchema, time: z.string() });

export const chargeSchema = z.object({
  /** The provider's checkout id. */
  id: z.string(),
  /** Our payment's id: the success page's `charge` parameter may carry it (see payments.service). */
  reference: z.string(),
  hosted_url: z.string(),
  /** The provider's own status word (ACTIVE, PROCESSING, COMPLETED, EXPIRED, FAILED, ...). */
  status: z.string(),
  timeline: z.array(chargeTimelineEntrySchema).min(1),
  pricing: z.object({ local: z.object({ amount: z.string(), currency: z.string() }) }),
  plan_id: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const createChargeResponseSchema = z.object({ charge: chargeSchema });
export const getChargeResponseSchema = z.object({ success: z.literal(true), charge: chargeSchema });

export const activatePremiumBodySchema = z.object({
  userId: ignored,
  chargeId: chargeIdSchema,
  planId: purchasablePlanSchema.optional(),
});

export const activatePremiumResponseSchema = z.object({
  success: z.literal(true),
  /** False when this charge had already been activated (the call is idempotent). */
  activated: z.boolean(),
  isSubscribed: z.boolean(),
  subscriptionExpiresAt: z.string().nullable(),
});
export type ActivatePremiumResult = z.infer<typeof activatePremiumResponseSchema>;

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;

export const paymentSchema = z.object({
  id: z.string(),
  /** monthly | yearly */
  planId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** "10.00" */
  amount: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  chargeId: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentHistorySchema = z.object({ payments: z.array(paymentSchema) });

export const webhookAckSchema = z.object({ received: z.literal(true), ignored: z.boolean().optional() });
