import { formatFowls } from './money';

// Responsible play (decision 0033): wager limits per calendar day, week and month (UTC),
// a cool-off and a self-exclusion. Pure rules, shared by the server that enforces them
// and the page that explains them.

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Whole fowls; a limit above this is not a limit anyone means. */
export const MAX_WAGER_LIMIT = 100_000_000;

/** Raising or removing a limit waits this long; lowering or setting one applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3600 * 1000;

export const REALITY_CHECK_MINUTES = [30, 60, 120] as const;

export const COOL_OFF_PERIODS = { '24h': 24 * 3600 * 1000, '7d': 7 * 24 * 3600 * 1000, '30d': 30 * 24 * 3600 * 1000 } as const;
export type CoolOffPeriod = keyof typeof COOL_OFF_PERIODS;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export type Limits = Record<LimitPeriod, number | null>;
/** A raise or removal waiting for its 24 hours: the new value (null: no limit) and when it applies. */
export type PendingLimits = Partial<Record<LimitPeriod, { limit: number | null; effectiveAt: string }>>;

const DAY_MS = 24 * 3600 * 1000;

/** Where the period that contains `now` started: 00:00 UTC today, Monday 00:00 UTC, the 1st 00:00 UTC. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return new Date(day);
  if (period === 'weekly') return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the period that contains `now` ends and its count starts again. */
export function periodReset(period: LimitPeriod, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'daily') return new Date(start.getTime() + DAY_MS);
  if (period === 'weekly') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** The limits in force at `now`: a pending raise counts once its time has come. */
export function effectiveLimits(limits: Limits, pending: PendingLimits, now: Date): Limits {
  const out = { ...limits };
  for (const period of LIMIT_PERIODS) {
    const change = pending[period];
    if (change && Date.parse(change.effectiveAt) <= now.getTime()) out[period] = change.limit;
  }
  return out;
}

/** Stricter means a lower number, or a limit where there was none. */
const isStricter = (next: number | null, current: number | null): boolean => next !== null && (current === null || next < current);

/**
 * A player's new choice applied to what stands: stricter limits at once (and any waiting
 * raise of that period dropped), looser ones (higher, or none) after 24 hours. An
 * unchanged value leaves a waiting change as it is.
 */
export function changeLimits(current: { limits: Limits; pending: PendingLimits }, requested: Limits, now: Date): { limits: Limits; pending: PendingLimits } {
  const limits = effectiveLimits(current.limits, current.pending, now);
  const pending: PendingLimits = {};
  for (const period of LIMIT_PERIODS) {
    const waiting = current.pending[period];
    if (waiting && Date.parse(waiting.effectiveAt) > now.getTime()) pending[period] = waiting;
    const next = requested[period];
    if (next === limits[period]) continue;
    if (isStricter(next, limits[period])) {
      limits[period] = next;
      delete pending[period];
    } else {
      pending[period] = { limit: next, effectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS).toISOString() };
    }
  }
  return { limits, pending };
}

const periodWords: Record<LimitPeriod, { name: string; span: string }> = {
  daily: { name: 'daily', span: 'today' },
  weekly: { name: 'weekly', span: 'this week' },
  monthly: { name: 'monthly', span: 'this month' },
};

/** '26 Nov 2026, 00:00 UTC': the same on every screen and in every refusal. */
export function formatUtc(date: Date): string {
  const month = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

const fowls = (n: number): string => `${formatFowls(n, 'en-US')} fowls`;

/** The refusal of a bet over a limit: which limit, where the player stands, and when it resets. */
export function limitReachedMessage(period: LimitPeriod, limit: number, wagered: number, bet: number, now: Date): string {
  const w = periodWords[period];
  return `Your ${w.name} wager limit is ${fowls(limit)}: you have wagered ${fowls(wagered)} ${w.span} and this would add ${fowls(bet)}. It resets on ${formatUtc(periodReset(period, now))}.`;
}

export type PlayBreak = { kind: 'cool_off'; until: Date } | { kind: 'self_exclusion'; until: Date | null };

/** What a break closes, in the words of its refusal: play, or buying Premium (which only play needs). */
const BREAK_CLOSES = {
  play: { reopens: 'Games, raffle entries and the Fowl Case open again then.', closed: 'Games, raffle entries and the Fowl Case stay closed on this account.' },
  purchase: { reopens: 'Premium can be bought again then.', closed: 'Premium cannot be bought on this account.' },
} as const;

/** The refusal of any play (or, for `purchase`, of buying Premium) during a break, with when it ends. */
export function breakMessage(pause: PlayBreak, closes: keyof typeof BREAK_CLOSES = 'play'): string {
  const words = BREAK_CLOSES[closes];
  if (pause.kind === 'cool_off') return `You are taking a cool-off until ${formatUtc(pause.until)}. ${words.reopens}`;
  return pause.until
    ? `You have excluded yourself from play until ${formatUtc(pause.until)}. ${words.reopens}`
    : `You have excluded yourself from play permanently. ${words.closed}`;
}

/** When a self-exclusion chosen at `now` ends, or null for a permanent one. */
export function selfExclusionEnd(period: SelfExclusionPeriod, now: Date): Date | null {
  if (period === 'permanent') return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + (period === '6m' ? 6 : 12));
  return end;
}
