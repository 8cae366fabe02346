import { z } from 'zod';
import { COOL_OFF_PERIODS, MAX_WAGER_LIMIT, REALITY_CHECK_MINUTES, SELF_EXCLUSION_PERIODS } from '../play-limits';

// Responsible play (decision 0033): GET /api/play-limits, PUT /api/play-limits and
// POST /api/play-limits/break.

const limitSchema = (period: string) => {
  const error = `${period} must be a whole number of fowls from 1 to ${MAX_WAGER_LIMIT.toLocaleString('en-US')}, or null for no limit`;
  return z.number({ error }).int({ error }).min(1, { error }).max(MAX_WAGER_LIMIT, { error }).nullable();
};

const realityCheckSchema = z
  .union([z.literal(REALITY_CHECK_MINUTES[0]), z.literal(REALITY_CHECK_MINUTES[1]), z.literal(REALITY_CHECK_MINUTES[2])], {
    error: 'realityCheckMinutes must be 30, 60, 120 or null',
  })
  .nullable();

export const playLimitsBodySchema = z.object({
  daily: limitSchema('daily'),
  weekly: limitSchema('weekly'),
  monthly: limitSchema('monthly'),
  realityCheckMinutes: realityCheckSchema,
});
export type PlayLimitsBody = z.infer<typeof playLimitsBodySchema>;

export const playBreakBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('cool_off'),
      period: z.enum(Object.keys(COOL_OFF_PERIODS) as ['24h', '7d', '30d'], { error: 'A cool-off lasts 24h, 7d or 30d' }),
    }),
    z.object({ kind: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'A self-exclusion lasts 6m, 1y or permanent' }) }),
  ],
  { error: 'kind must be cool_off or self_exclusion' },
);
export type PlayBreakBody = z.infer<typeof playBreakBodySchema>;

const periodsSchema = z.object({ daily: z.number().int().nullable(), weekly: z.number().int().nullable(), monthly: z.number().int().nullable() });

/** A cool-off or self-exclusion in force, with the sentence that says why and until when; until is null for a permanent self-exclusion. */
export const playPauseSchema = z.object({ kind: z.enum(['cool_off', 'self_exclusion']), until: z.string().nullable(), message: z.string() });
export type PlayPause = z.infer<typeof playPauseSchema>;

export const playLimitsStateSchema = z.object({
  /** The limits in force now. */
  limits: periodsSchema,
  /** Raises and removals waiting for their 24 hours. */
  pending: z.object({
    daily: z.object({ limit: z.number().int().nullable(), effectiveAt: z.string() }).optional(),
    weekly: z.object({ limit: z.number().int().nullable(), effectiveAt: z.string() }).optional(),
    monthly: z.object({ limit: z.number().int().nullable(), effectiveAt: z.string() }).optional(),
  }),
  /** Fowls wagered on games and raffle entries in the current day, week and month (UTC). */
  wagered: z.object({ daily: z.number().int(), weekly: z.number().int(), monthly: z.number().int() }),
  /** When each period's count starts again. */
  resetsAt: z.object({ daily: z.string(), weekly: z.string(), monthly: z.string() }),
  realityCheckMinutes: z.number().int().nullable(),
  pause: playPauseSchema.nullable(),
  /** Games and raffle entries, bets and winnings together, over the last 24 hours, 7 and 30 days. */
  net: z.object({ day: z.number().int(), week: z.number().int(), month: z.number().int() }),
  /** This sign-in: when it began and its net result, for the reality check. */
  session: z.object({ startedAt: z.string(), net: z.number().int() }),
});
export type PlayLimitsState = z.infer<typeof playLimitsStateSchema>;

/** What an admin sees of a player's responsible-play state: they can read it, never lift it. */
export const playLimitsAdminViewSchema = playLimitsStateSchema.pick({ limits: true, pause: true });
