import { z } from 'zod';
import { SCATTER_BINS, huntHistoryFlags, type HuntHistoryEvidence, type HuntPlaySummary } from '../games/fowl-hunt-bot-check';
import { CANVAS, GOAL_MAX, GOAL_MIN, MAX_CLICKS, ROUND_MS, huntFlags, huntTargetsDigest } from '../games/fowl-hunt';
import { uuidSchema } from './common';
import { roundFairnessSchema } from './games';

// Fowl Hunt, the aim trainer (spec part 2 §7, DESIGN §6, decision 0013). A round
// starts on the server, which fixes the target sequence and shows the first three
// targets; each click is a shot the server times and answers with the next target
// when it hits; the result route ends the round and answers what the server
// recorded. The specification's client fields that claim a result (betAmount,
// targetsHit, totalTargets, accuracy, timeElapsed, payoutMultiplier), and a click
// log, are accepted and never read.

const ignored = z.unknown().optional();

export const targetGoalSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(GOAL_MIN, { error: `Target goal must be from ${GOAL_MIN} to ${GOAL_MAX}` })
  .max(GOAL_MAX, { error: `Target goal must be from ${GOAL_MIN} to ${GOAL_MAX}` });

/** The goal is fixed at the start: choosing it after seeing the hits would make every round a sure win. */
export const huntStartBodySchema = z.object({ targetGoal: targetGoalSchema, betAmount: ignored, userId: ignored });

export const pointSchema = z.object({ x: z.number(), y: z.number() });

export const huntStartResponseSchema = z.object({
  roundId: z.string(),
  /** The targets up now, slot by slot; the rest of the sequence stays on the server. */
  visible: z.array(pointSchema),
  targetGoal: z.number().int(),
  betAmount: z.number().int(),
  /** What a win pays: floor(bet x multiplier), within the daily cap. */
  multiplier: z.number(),
  potentialPayout: z.number().int(),
  startedAt: z.string(),
  /** The server's end of the round; clicks arriving a little later still count. */
  endsAt: z.string(),
  fairness: roundFairnessSchema,
  fowlBalance: z.number().int(),
});
export type HuntStart = z.infer<typeof huntStartResponseSchema>;

const canvasText = `the ${CANVAS.width}x${CANVAS.height} canvas`;
const inCanvas = (name: 'x' | 'y', max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, { error: `must be inside ${canvasText}` })
    .max(max, { error: `must be inside ${canvasText}` });

const AT_TEXT = `at must be the click's time in ms from the round's start (at most ${2 * ROUND_MS})`;

/**
 * One click, sent as it happens. `seq` counts the round's clicks from 0: the server
 * takes them strictly in order, and a click it already has is answered again
 * without counting twice (a retried request).
 */
export const huntShotBodySchema = z.object({
  roundId: uuidSchema,
  seq: z
    .number({ error: 'seq must be a number' })
    .int({ error: 'seq must be a whole number' })
    .min(0, { error: 'seq must be 0 or more' })
    .max(MAX_CLICKS - 1, { error: `A round can hold at most ${MAX_CLICKS} clicks.` }),
  x: inCanvas('x', CANVAS.width),
  y: inCanvas('y', CANVAS.height),
  /**
   * When the click was made, in ms on the page's clock from its start (decision 0046).
   * Only the bot check reads it, to time the hand rather than the link; the tally and
   * the payout use the server's own times. The bound is loose on purpose (a throttled
   * tab's timer runs late): the check sets aside a round's page times when one is
   * later than its click's arrival.
   */
  at: z
    .number({ error: 'at must be a number' })
    .min(0, { error: AT_TEXT })
    .max(2 * ROUND_MS, { error: AT_TEXT })
    .optional(),
});
export type HuntShotBody = z.infer<typeof huntShotBodySchema>;

export const huntShotResponseSchema = z.object({
  seq: z.number().int(),
  /** The slot hit, or null for a miss. */
  hitSlot: z.number().int().nullable(),
  /** On a hit: the target that now takes that slot, revealed only now. */
  revealed: pointSchema.nullable(),
  hits: z.number().int(),
  clicks: z.number().int(),
});
export type HuntShotAnswer = z.infer<typeof huntShotResponseSchema>;

export const huntResultBodySchema = z.object({
  roundId: uuidSchema,
  targetGoal: ignored,
  clicks: ignored,
  betAmount: ignored,
  targetsHit: ignored,
  totalTargets: ignored,
  accuracy: ignored,
  timeElapsed: ignored,
  payoutMultiplier: ignored,
  userId: ignored,
});

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
  /** True for a round settled without play (rounds from before clicks were timed by the server). */
  expired: z.boolean(),
  /** The play did not look human: a win paid back only its bet. */
  flagged: z.boolean(),
  /** The daily cap on net winnings cut this win's payout. */
  capped: z.boolean(),
  fairness: roundFairnessSchema,
  createdAt: z.string(),
});
export type HuntGame = z.infer<typeof huntGameSchema>;

export const huntResultResponseSchema = z.object({ game: huntGameSchema, fowlBalance: z.number().int() });
export const huntHistoryResponseSchema = z.object({ games: z.array(huntGameSchema) });

/** The operator's daily cap on a player's net Fowl Hunt winnings, and where the player stands. */
export const huntDailyLimitSchema = z.object({
  dailyCap: z.number().int(),
  /** Net winnings of today's rounds (UTC): payouts minus bets; negative after losses. */
  netToday: z.number().int(),
  /** How much more today's wins may pay beyond their bets. */
  remaining: z.number().int(),
  resetsAt: z.string(),
});
export type HuntDailyLimit = z.infer<typeof huntDailyLimitSchema>;

const recordedPoint = z.object({ x: z.number(), y: z.number() });

/** One slot on the server's board: the sequence index shown there, where, and since when. */
const slotSchema = z.object({ index: z.number().int(), x: z.number(), y: z.number(), shownAt: z.number() });

/** One click as the server recorded it (HuntShot). */
export const huntShotSchema = z.object({
  t: z.number(),
  x: z.number(),
  y: z.number(),
  hit: z.number().int().nullable(),
  reactionMs: z.number().nullable(),
  offsetPx: z.number().nullable(),
  at: z.number().optional(),
});

const count = z.number().int().min(0);

/** A round's play as the sums the bot check adds up over a history (decision 0046). */
export const huntPlaySummarySchema = z.object({
  linkPaced: count,
  pace: z.object({ n: count, s1: z.number(), s2: z.number(), s3: z.number() }),
  fitts: z.object({ n: count, sx: z.number(), sy: z.number(), sxx: z.number(), syy: z.number(), sxy: z.number() }),
  order: z.object({ hits: count, oldest: count, newest: count }),
  scatter: z.object({ bins: z.array(count).length(SCATTER_BINS) }),
}) satisfies z.ZodType<HuntPlaySummary>;

export const huntHistoryEvidenceSchema = z.object({
  flagged: z.boolean(),
  flags: z.array(z.enum(huntHistoryFlags)),
  rounds: count,
  paceSkew: z.number().nullable(),
  fittsR: z.number().nullable(),
  oldestShare: z.number().nullable(),
  newestShare: z.number().nullable(),
  innerShare: z.number().nullable(),
  outerShare: z.number().nullable(),
}) satisfies z.ZodType<HuntHistoryEvidence>;

export const huntEvidenceSchema = z.object({
  flags: z.array(z.enum(huntFlags)),
  hits: z.number().int(),
  clicks: z.number().int(),
  tooFastHits: z.number().int(),
  fastestReactionMs: z.number().nullable(),
  medianReactionMs: z.number().nullable(),
  reactionSpread: z.number().nullable(),
  medianOffsetPx: z.number().nullable(),
  /** The player's recent rounds with this one, judged together (decision 0046); absent on rounds settled before. */
  history: huntHistoryEvidenceSchema.optional(),
});

/**
 * What game_rounds.state holds for a hunt round. While it runs: the board and every
 * shot as the server timed it. Once settled: the tally, the evidence, the play's sums
 * for the history check, and whether a flag or the daily cap cut the payout. The
 * sequence itself is never stored: it is recomputed from the seeds, and its digest
 * kept for the fairness page. Rounds from before shots were timed by the server kept
 * the whole sequence (`targets`) instead.
 */
export const huntRoundStateSchema = z.object({
  targetGoal: z.number().int(),
  targetsDigest: z.string().optional(),
  firstTargets: z.array(recordedPoint).optional(),
  slots: z.array(slotSchema.nullable()).optional(),
  next: z.number().int().optional(),
  shots: z.array(huntShotSchema).optional(),
  /** Set at settlement: the round's play as sums, for the bot check of later rounds. */
  play: huntPlaySummarySchema.optional(),
  /** Set when the round was ended before its 30 s ran out, in ms from its start. */
  endedAt: z.number().optional(),
  hits: z.number().int().optional(),
  clickCount: z.number().int().optional(),
  accuracy: z.number().optional(),
  evidence: huntEvidenceSchema.optional(),
  flagged: z.boolean().optional(),
  capped: z.boolean().optional(),
  targets: z.array(recordedPoint).optional(),
  expired: z.boolean().optional(),
});
export type HuntRoundState = z.infer<typeof huntRoundStateSchema>;
export type HuntSlot = z.infer<typeof slotSchema>;

/**
 * What the fairness page may show of a finished hunt round: the tally, the first
 * targets (shown at the start anyway) and a digest of the whole sequence, which the
 * page recomputes from the revealed seeds.
 */
export function huntPublicOutcome(state: unknown): Record<string, unknown> | null {
  const parsed = huntRoundStateSchema.safeParse(state);
  if (!parsed.success) return null;
  const { targets, targetGoal, hits, clickCount, accuracy, expired, flagged } = parsed.data;
  const targetsDigest = parsed.data.targetsDigest ?? (targets ? huntTargetsDigest(targets) : null);
  const firstTargets = parsed.data.firstTargets ?? targets?.slice(0, 3) ?? null;
  if (!targetsDigest || !firstTargets) return null;
  return {
    targetGoal,
    targetsHit: hits ?? 0,
    clicks: clickCount ?? 0,
    accuracy: accuracy ?? 0,
    expired: expired === true,
    flagged: flagged === true,
    firstTargets,
    targetsDigest,
  };
}
