import { z } from 'zod';
import { CASE_PRIZES } from '../games/fowl-case';
import { roundFairnessSchema } from './games';
import { playPauseSchema } from './play-limits';

// The Fowl Case (spec part 2 §7, DESIGN §6). The specification's client sends
// {userId, prizeAmount}; both are accepted and ignored: the server picks the prize.

const ignored = z.unknown().optional();

export const caseOpenBodySchema = z.object({ userId: ignored, prizeAmount: ignored }).nullish();

/**
 * Why an open is refused, under the title of spec part 2 §5. A Premium member waiting
 * out the 4 hours (error code CONFLICT) reads the specification's sentence; a
 * free-trial player (FREE_CASE_USED) has no 4-hour wait to read about, so they are
 * told their one case is used and what Premium gives.
 */
export const CASE_REFUSAL = {
  title: 'Fowl Case Already Opened',
  cooldown: 'You can only open one fowl case every 4 hours',
  freeCaseUsed: 'You have used your one free Fowl Case; Premium members open one every 4 hours.',
} as const;

export const caseStatusSchema = z.object({
  canOpen: z.boolean(),
  /** ISO time of the next opening; null when a case can be opened now, or never again (free trial used). */
  nextOpeningTime: z.string().nullable(),
  /** The player's cool-off or self-exclusion, when one is in force: the case stays shut until it ends (decision 0033). */
  pause: playPauseSchema.optional(),
});
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const caseCountSchema = z.object({ count: z.number().int() });

export const caseOpenResponseSchema = z.object({
  fowlsWon: z.number().int(),
  /** The prize's index in the published odds table (its tile on the strip). */
  prizeIndex: z.number().int(),
  /** floor(float x 10,000): the ticket that fell in the prize's range. */
  ticket: z.number().int(),
  roundId: z.string(),
  openedAt: z.string(),
  fairness: roundFairnessSchema,
  fowlBalance: z.number().int(),
  ...caseStatusSchema.shape,
});
export type CaseOpenResult = z.infer<typeof caseOpenResponseSchema>;

export const caseOddsSchema = z.object({
  totalTickets: z.number().int(),
  expectedValue: z.number(),
  prizes: z.array(
    z.object({
      prize: z.number().int(),
      index: z.number().int(),
      fromTicket: z.number().int(),
      toTicket: z.number().int(),
      probability: z.number(),
    }),
  ),
});
export type CaseOdds = z.infer<typeof caseOddsSchema>;

/** What game_rounds.state holds for a case opening. */
export const caseRoundStateSchema = z.object({ prizeIndex: z.number().int(), ticket: z.number().int() });
export type CaseRoundState = z.infer<typeof caseRoundStateSchema>;

/** What the fairness page may show of an opening: all of it, nothing about a case is secret once opened. */
export function casePublicOutcome(state: unknown): Record<string, unknown> | null {
  const parsed = caseRoundStateSchema.safeParse(state);
  const prize = parsed.success ? CASE_PRIZES[parsed.data.prizeIndex] : undefined;
  if (!parsed.success || !prize) return null;
  return { prize: prize.prize, prizeIndex: prize.index, ticket: parsed.data.ticket };
}
