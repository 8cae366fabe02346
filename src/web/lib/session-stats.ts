import { z } from 'zod';

// A game's stats for this sitting: what the player staked, what it came to, and how the
// rounds went. Only rounds the server settled count, from the amounts in its answer
// (the stake it took and the payout it credited), never from what the page expected.
// A round is a win when it paid back more than its stake and a loss when it paid back
// less; one that returned the stake exactly (a flagged hunt, a 1× bucket) is neither.

/** The amounts of a settled round, as the server answered them. */
export interface SettledRound {
  betAmount: number;
  payout: number;
}

export interface SessionStats {
  rounds: number;
  wagered: number;
  profit: number;
  wins: number;
  losses: number;
  /** Cumulative profit after each of the latest rounds (at most SPARKLINE_ROUNDS), oldest first. */
  trail: number[];
}

/** The chart shows the latest rounds only, so a long session stays a small record. */
export const SPARKLINE_ROUNDS = 100;

export const emptySessionStats: SessionStats = { rounds: 0, wagered: 0, profit: 0, wins: 0, losses: 0, trail: [] };

export function addSettledRound(stats: SessionStats, { betAmount, payout }: SettledRound): SessionStats {
  const profit = stats.profit + payout - betAmount;
  return {
    rounds: stats.rounds + 1,
    wagered: stats.wagered + betAmount,
    profit,
    wins: stats.wins + (payout > betAmount ? 1 : 0),
    losses: stats.losses + (payout < betAmount ? 1 : 0),
    trail: [...stats.trail, profit].slice(-SPARKLINE_ROUNDS),
  };
}

const count = z.number().int().nonnegative();
const storedStatsSchema = z
  .object({ rounds: count, wagered: count, profit: z.number().int(), wins: count, losses: count, trail: z.array(z.number().int()).max(SPARKLINE_ROUNDS) })
  .refine((s) => s.wins + s.losses <= s.rounds && s.trail.length <= s.rounds);

/** Stats kept in the tab's storage, or empty ones when what is there is not stats. */
export function readSessionStats(raw: string | null): SessionStats {
  if (raw === null) return emptySessionStats;
  try {
    const parsed = storedStatsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySessionStats;
  } catch {
    return emptySessionStats;
  }
}

/**
 * The SVG path of the profit line in a `width` × `height` box, starting from zero before
 * the first round, with the zero line's height. Flat sessions sit on the middle.
 */
export function sparkline(trail: readonly number[], width: number, height: number): { path: string; zeroY: number } {
  const values = [0, ...trail];
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low;
  const y = (v: number) => (span === 0 ? height / 2 : height - ((v - low) / span) * height);
  const x = (i: number) => (values.length === 1 ? 0 : (i / (values.length - 1)) * width);
  const round = (n: number) => Math.round(n * 100) / 100;
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${round(x(i))} ${round(y(v))}`).join(' ');
  return { path, zeroY: round(y(0)) };
}
