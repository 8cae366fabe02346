import { z } from 'zod';
import { CANVAS, GOAL_MAX, GOAL_MIN, MAX_CLICKS, ROUND_MS, huntTargetsDigest } from '../games/fowl-hunt';
import { uuidSchema } from './common';
import { roundFairnessSchema } from './games';

// Fowl Hunt, the aim trainer (spec part 2 §7, DESIGN §6). A round starts on the
// server, which fixes the target sequence; the result route replays the click log.
// The specification's client fields that claim a result (betAmount, targetsHit,
// totalTargets, accuracy, timeElapsed, payoutMultiplier) are accepted and never read.

const ignored = z.unknown().optional();

export const targetGoalSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(GOAL_MIN, { error: `Target goal must be from ${GOAL_MIN} to ${GOAL_MAX}` })
  .max(GOAL_MAX, { error: `Target goal must be from ${GOAL_MIN} to ${GOAL_MAX}` });

/** The goal is fixed at the start: choosing it after seeing the hits would make every round a sure win. */
export const huntStartBodySchema = z.object({ targetGoal: targetGoalSchema, betAmount: ignored, userId: ignored });

export const pointSchema = z.object({ x: z.number().int(), y: z.number().int() });

const inRange = (name: string, max: number, what: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, { error: `must be inside ${what}` })
    .max(max, { error: `must be inside ${what}` });

const canvasText = `the ${CANVAS.width}x${CANVAS.height} canvas`;

export const clickSchema = z.object({
  /** Milliseconds since the countdown started. */
  t: inRange('t', ROUND_MS, `the ${ROUND_MS / 1000} second round`),
  x: inRange('x', CANVAS.width, canvasText),
  y: inRange('y', CANVAS.height, canvasText),
});

export const huntResultBodySchema = z.object({
  roundId: uuidSchema,
  targetGoal: targetGoalSchema,
  clicks: z
    .array(clickSchema, { error: 'clicks must be a list of {t, x, y}' })
    .max(MAX_CLICKS, { error: `A round can hold at most ${MAX_CLICKS} clicks.` }),
  betAmount: ignored,
  targetsHit: ignored,
  totalTargets: ignored,
  accuracy: ignored,
  timeElapsed: ignored,
  payoutMultiplier: ignored,
  userId: ignored,
});

export const huntStartResponseSchema = z.object({
  roundId: z.string(),
  /** The whole sequence: three are up at once, each hit brings in the next. */
  targets: z.array(pointSchema),
  targetGoal: z.number().int(),
  betAmount: z.number().int(),
  /** What a win pays: floor(bet x multiplier). */
  multiplier: z.number(),
  potentialPayout: z.number().int(),
  startedAt: z.string(),
  /** After this the round is settled as lost. */
  expiresAt: z.string(),
  fairness: roundFairnessSchema,
  fowlBalance: z.number().int(),
});
export type HuntStart = z.infer<typeof huntStartResponseSchema>;

/** A finished round, as the result route answers it and the history lists it. */
export const huntGameSchema = z.object({
  id: z.string(),
  result: z.enum(['win', 'loss']),
  payout: z.number().int(),
  betAmount: z.number().int(),
  /** Percent, 2 decimals. */
  accuracy: z.number(),
  targetsHit: z.number().int(),
  /** Clicks made (the specification's name for it). */
  totalTargets: z.number().int(),
  targetGoal: z.number().int(),
  multiplier: z.number(),
  /** True when the round was never submitted in time (or was replaced by a new one). */
  expired: z.boolean(),
  fairness: roundFairnessSchema,
  createdAt: z.string(),
});
export type HuntGame = z.infer<typeof huntGameSchema>;

export const huntResultResponseSchema = z.object({ game: huntGameSchema, fowlBalance: z.number().int() });
export const huntHistoryResponseSchema = z.object({ games: z.array(huntGameSchema) });

/** What game_rounds.state holds for a hunt round: the targets from the start, the replay once settled. */
export const huntRoundStateSchema = z.object({
  targets: z.array(z.object({ x: z.number(), y: z.number() })),
  targetGoal: z.number().int(),
  clicks: z.array(z.object({ t: z.number(), x: z.number(), y: z.number() })).optional(),
  hits: z.number().int().optional(),
  clickCount: z.number().int().optional(),
  accuracy: z.number().optional(),
  /** Settled without a result: not submitted in time, or replaced by a new round. */
  expired: z.boolean().optional(),
});
export type HuntRoundState = z.infer<typeof huntRoundStateSchema>;

/**
 * What the fairness page may show of a finished hunt round. The targets were shown to
 * the player anyway; a digest of the whole sequence keeps the rounds list small.
 */
export function huntPublicOutcome(state: unknown): Record<string, unknown> | null {
  const parsed = huntRoundStateSchema.safeParse(state);
  if (!parsed.success) return null;
  const { targets, targetGoal, hits, clickCount, accuracy, expired } = parsed.data;
  return {
    targetGoal,
    targetsHit: hits ?? 0,
    clicks: clickCount ?? 0,
    accuracy: accuracy ?? 0,
    expired: expired === true,
    firstTargets: targets.slice(0, 3),
    targetsDigest: huntTargetsDigest(targets),
  };
}
