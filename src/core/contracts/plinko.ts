import { z } from 'zod';
import { PLINKO_MAX_BET, PLINKO_MAX_ROWS, PLINKO_MIN_BET, PLINKO_MIN_ROWS, PLINKO_RISKS } from '../games/plinko';
import { balanceField, betSchema, roundFairnessSchema } from './games';

// Plinko: POST /api/plinko/drop and GET /api/plinko/history. The browser sends the
// stake, the row count and the risk; the path, bucket, multiplier and payout are the
// server's, decided from the player's seed pair.

const rowsMessage = `rows must be a whole number from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}`;

export const plinkoRowsSchema = z
  .number({ error: rowsMessage })
  .int({ error: rowsMessage })
  .min(PLINKO_MIN_ROWS, { error: rowsMessage })
  .max(PLINKO_MAX_ROWS, { error: rowsMessage });

export const plinkoRiskSchema = z.enum(PLINKO_RISKS, { error: 'risk must be low, medium or high' });

export const plinkoDropBodySchema = z.object({
  betAmount: betSchema(PLINKO_MIN_BET, PLINKO_MAX_BET),
  rows: plinkoRowsSchema,
  risk: plinkoRiskSchema,
});
export type PlinkoDropBody = z.infer<typeof plinkoDropBodySchema>;

export const plinkoDropSchema = z.object({
  id: z.string(),
  betAmount: z.number().int(),
  rows: z.number().int(),
  risk: plinkoRiskSchema,
  /** 0 = left, 1 = right at each row, top to bottom: the path the ball is drawn along. */
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  /** The number of right turns: 0 (far left) to rows (far right). */
  bucket: z.number().int(),
  multiplier: z.number(),
  /** Gross amount paid back, whole fowls rounded down. */
  payout: z.number().int(),
  /** A coop bonus drop: paid by the house, no stake. */
  bonus: z.boolean(),
  fairness: roundFairnessSchema,
  createdAt: z.string(),
});
export type PlinkoDrop = z.infer<typeof plinkoDropSchema>;

export const plinkoDropResponseSchema = z.object({ drop: plinkoDropSchema, ...balanceField });
export const plinkoHistoryResponseSchema = z.object({ history: z.array(plinkoDropSchema) });

// ---- Coop: the shared meter and the live board ------------------------------------

export const plinkoCoopMeterSchema = z.object({
  /** The fill in progress, counting from 1. */
  fill: z.number().int(),
  progress: z.number().int(),
  target: z.number().int(),
});
export type PlinkoCoopMeter = z.infer<typeof plinkoCoopMeterSchema>;

export const plinkoCoopStateSchema = z.object({ meter: plinkoCoopMeterSchema });

/**
 * A drop as the whole room sees it: who dropped, never their stake or seeds. `player`
 * is null when they hide their name from the live wins feed (decisions 0048, 0067); its
 * id gives their balls one colour on the board.
 */
export const plinkoRoomDropSchema = z.object({
  id: z.string(),
  player: z.object({ id: z.string(), name: z.string(), avatar: z.string() }).nullable(),
  rows: z.number().int(),
  risk: plinkoRiskSchema,
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  bucket: z.number().int(),
  multiplier: z.number(),
  bonus: z.boolean(),
});
export type PlinkoRoomDrop = z.infer<typeof plinkoRoomDropSchema>;

/** To the player: a bonus drop the house paid them when the meter filled. */
export const plinkoBonusSchema = z.object({ fill: z.number().int(), drop: plinkoDropSchema });
