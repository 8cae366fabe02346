// Fowl Hunt's bot check over a player's history (decision 0046, amending 0013).
//
// huntEvidence judges one round against what no person can do (too fast, too exact,
// too regular). A script with a little random jitter passes that easily, so this
// check looks at how a player's recent rounds were played, pooled: properties of
// human aiming that come from the body, not from a random number generator, and that
// a script has to model deliberately to reproduce. The signals come from what the
// server recorded (click positions, which target each hit took, arrival times on its
// clock); the one thing the page reports, when each click was made, is used only to
// time the hand rather than the link, and only when it agrees with the arrivals.
// Nothing here counts hits or sets a payout; a flag only keeps a win to its bet.
//
// A round is kept as a handful of sums (HuntPlaySummary) stored with it, so a history
// is the sum of its rounds and judging it reads a few numbers per round.

import { TARGETS_AT_ONCE, TARGET_RADIUS, type HuntShot } from './fowl-hunt';

/** The recent rounds a player is judged over: enough to see a distribution, recent enough to be today's player. */
export const HISTORY_ROUNDS = 20;
/** Rounds older than this are not part of the history, so a reformed account recovers. */
export const HISTORY_DAYS = 14;

/**
 * No signal is judged on fewer samples than this: below it the spread of a person's
 * own statistics is too wide to tell them from a script. 100 is one round at goal
 * 100, or three at goal 35, so a script is judged from then on.
 */
export const HISTORY_MIN_SAMPLES = 100;

/**
 * Pace: the time between one click and the next. A person's is right-skewed (roughly
 * log-normal, with a long tail of lapses and hesitations: reaction and movement times
 * are reliably skewed to the right). A wait drawn uniformly at random is symmetric
 * (skewness 0, and a sample of 100 rarely reaches 0.2); so is any timer plus jitter
 * drawn from a symmetric range. A steady person with few lapses can come close to it
 * too, which is why this signal never flags without one of the hand's.
 */
export const PACE_SKEW_FLOOR = 0.2;

/**
 * Fitts' law: a person needs longer to move further, MT = a + b log2(D/W + 1). Over
 * single clicks the correlation of ln(time) with that difficulty is noisy but clearly
 * positive for people (0.3 to 0.6 for the modelled players of the tests, slow links
 * included, once the page times the clicks); a script whose wait ignores the distance
 * shows none. The floor sits low, for people: a blind script's sample of
 * 100 still clears it about one time in six, of 500 about one in a hundred, so this
 * signal needs a history.
 */
export const FITTS_R_FLOOR = 0.1;

/**
 * The page reports when each click was made on its own clock (HuntShot.at), so the
 * hand is timed where it is: on a slow link the page holds clicks made faster than
 * the round trip and sends them one by one, and their arrival times show the link's
 * pace, not the hand's. A reported time buys a script nothing it could not get by
 * waiting (it must still arrive after the time it claims, and sampling human-looking
 * times costs the same whichever clock they are on), so it is used when it is
 * consistent: present on every click, never running backwards, and never later than
 * the click's arrival (the page's clock starts after the server's, half a round trip
 * later), give or take this much for the clocks' rates and rounding.
 */
export const PAGE_CLOCK_SLACK_MS = 50;

/**
 * Without page times (an older page, or a script), the server's arrival times are
 * used, and a round the link paced is left out of the pace and Fitts signals: no click
 * can arrive sooner after the one before than a round trip, so the round's shortest
 * gap is at least the link's; when a quarter or more of the gaps are within 1.3 times
 * it (a round trip and its jitter), the link set the pace of that round.
 */
export const LINK_PACED_RATIO = 1.3;
export const LINK_PACED_SHARE = 0.25;

/**
 * Target order: a person goes for a target near the pointer, whichever appeared when.
 * A script that walks the targets in the order they appeared (or always the newest)
 * takes the same one almost every time. At 90% or more of the hits it is an order,
 * not a choice. A person can play in order on purpose, which is why no signal flags
 * alone (HISTORY_SIGNALS_TO_FLAG).
 */
export const FIXED_ORDER_SHARE = 0.9;

/**
 * Scatter: where a person's clicks land around a centre follows a two-dimensional
 * normal spread (the basis of Fitts' effective width), so the distance from the centre
 * has a Rayleigh shape: about 6% of hits land within 0.3 times the typical (median)
 * distance, and about 6% beyond twice it. A script that adds "a few pixels" of uniform
 * jitter lands in a band: never right on the centre, never far out. The signal fails
 * only when both ends are (nearly) empty: a person whose spread is wide against the
 * target (a finger on a small screen) loses the far end to misses, never the near one.
 */
export const SCATTER_INNER = 0.3;
export const SCATTER_OUTER = 2;
/** Under 2% at each end, where a person puts about 6%: a sample of 100 hits comes that low 2 times in 100, at both ends together far less. */
export const SCATTER_END_FLOOR = 0.02;
/**
 * Hits are kept by distance from the centre in half-pixel bins up to the target's
 * radius, so the history's own median is the yardstick: one round's median over a few
 * dozen hits moves too much to draw the band's edges by.
 */
export const SCATTER_BIN_PX = 0.5;
export const SCATTER_BINS = Math.ceil(TARGET_RADIUS / SCATTER_BIN_PX) + 1;

/**
 * How many of the four signals must fail together. Each alone has an innocent reading
 * (a player who goes in order on purpose, a steady hand with few lapses, a slow link
 * that paces the clicks); two at once over a hundred samples or more is not how a
 * person plays. One of them must be a signal of the hand itself (Fitts or scatter):
 * pace and order can both fail for a steady person who plays in order on purpose.
 */
export const HISTORY_SIGNALS_TO_FLAG = 2;
const MOTOR_SIGNALS: readonly HuntHistoryFlag[] = ['fitts', 'scatter'];

/** Fitts' width: targets are hit anywhere on their disc. */
const FITTS_WIDTH_PX = 2 * TARGET_RADIUS;

/** A round's play as a few additive sums: a history is the sum of its rounds. */
export interface HuntPlaySummary {
  /** Rounds timed by arrival whose pace the link set, left out of `pace` and `fitts`. */
  linkPaced: number;
  /** Gaps between consecutive clicks of the round (ms): how many, and sums of their powers 1 to 3. */
  pace: { n: number; s1: number; s2: number; s3: number };
  /** Consecutive clicks as pairs x = Fitts' index of difficulty of the move (bits), y = ln(gap in ms). */
  fitts: { n: number; sx: number; sy: number; sxx: number; syy: number; sxy: number };
  /** Hits, and how many took the oldest, or the newest, of the targets on screen. */
  order: { hits: number; oldest: number; newest: number };
  /** Hits by distance from the target's centre: bins[i] counts those in [i, i + 1) x SCATTER_BIN_PX. */
  scatter: { bins: number[] };
}

export const emptyPlaySummary = (): HuntPlaySummary => ({
  linkPaced: 0,
  pace: { n: 0, s1: 0, s2: 0, s3: 0 },
  fitts: { n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 },
  order: { hits: 0, oldest: 0, newest: 0 },
  scatter: { bins: Array.from({ length: SCATTER_BINS }, () => 0) },
});

/** The page's click times, when every click has one and they are consistent with the arrivals; else null. */
function pageTimes(shots: readonly HuntShot[]): number[] | null {
  const times: number[] = [];
  for (const shot of shots) {
    const at = shot.at;
    if (at === undefined || at > shot.t + PAGE_CLOCK_SLACK_MS || at < (times.at(-1) ?? 0)) return null;
    times.push(at);
  }
  return times;
}

/**
 * The sums of one round from the server's record of its shots. Which targets were on
 * screen at each hit is not stored: it follows from the hits alone, since the board
 * starts with targets 0 to 2 and each hit's slot takes the next of the sequence.
 */
export function huntPlaySummary(shots: readonly HuntShot[]): HuntPlaySummary {
  const s = emptyPlaySummary();
  const page = pageTimes(shots);
  const times = page ?? shots.map((shot) => shot.t);
  const moves = shots.slice(1).map((shot, i) => ({ shot, prev: shots[i]!, gap: times[i + 1]! - times[i]! }));
  if (!page) {
    const shortest = Math.min(...moves.map((m) => m.gap));
    const paced = moves.filter((m) => m.gap <= LINK_PACED_RATIO * shortest).length;
    if (moves.length > 0 && paced >= LINK_PACED_SHARE * moves.length) s.linkPaced = 1;
  }
  if (!s.linkPaced) {
    for (const { shot, prev, gap } of moves) {
      s.pace.n += 1;
      s.pace.s1 += gap;
      s.pace.s2 += gap ** 2;
      s.pace.s3 += gap ** 3;
      // A zero gap (two clicks timed in the same millisecond) has no logarithm; it is not a move anyone aimed.
      if (gap > 0) {
        const x = Math.log2(Math.hypot(shot.x - prev.x, shot.y - prev.y) / FITTS_WIDTH_PX + 1);
        const y = Math.log(gap);
        s.fitts.n += 1;
        s.fitts.sx += x;
        s.fitts.sy += y;
        s.fitts.sxx += x * x;
        s.fitts.syy += y * y;
        s.fitts.sxy += x * y;
      }
    }
  }

  let visible = Array.from({ length: TARGETS_AT_ONCE }, (_, i) => i);
  let next = TARGETS_AT_ONCE;
  for (const shot of shots) {
    if (shot.hit === null) continue;
    const hit = shot.hit;
    if (!visible.includes(hit)) continue;
    s.order.hits += 1;
    if (hit === Math.min(...visible)) s.order.oldest += 1;
    if (hit === Math.max(...visible)) s.order.newest += 1;
    visible = [...visible.filter((v) => v !== hit), next];
    next += 1;
    const bin = Math.min(SCATTER_BINS - 1, Math.max(0, Math.floor((shot.offsetPx ?? 0) / SCATTER_BIN_PX)));
    s.scatter.bins[bin] = (s.scatter.bins[bin] ?? 0) + 1;
  }
  return s;
}

export function addPlaySummaries(summaries: readonly HuntPlaySummary[]): HuntPlaySummary {
  const total = emptyPlaySummary();
  for (const s of summaries) {
    total.linkPaced += s.linkPaced;
    total.scatter.bins = total.scatter.bins.map((n, i) => n + (s.scatter.bins[i] ?? 0));
    for (const group of ['pace', 'fitts', 'order'] as const) {
      const into = total[group] as unknown as Record<string, number>;
      for (const [k, v] of Object.entries(s[group])) into[k] = (into[k] ?? 0) + v;
    }
  }
  return total;
}

export const huntHistoryFlags = ['pace', 'fitts', 'order', 'scatter'] as const;
export type HuntHistoryFlag = (typeof huntHistoryFlags)[number];

/** Each failed signal in words, for the admin logs. */
export const huntHistoryFlagText: Record<HuntHistoryFlag, string> = {
  pace: `time between clicks without a person's long tail (skewness under ${PACE_SKEW_FLOOR})`,
  fitts: `time between clicks unrelated to the distance moved (correlation under ${FITTS_R_FLOOR})`,
  order: `${FIXED_ORDER_SHARE * 100}% or more of hits on the oldest (or the newest) target on screen`,
  scatter: `hits in a band around the centre (under ${SCATTER_END_FLOOR * 100}% near the centre and under ${SCATTER_END_FLOOR * 100}% far out)`,
};

/** What the history shows, signal by signal; a signal with too few samples is null (not judged). */
export interface HuntHistoryEvidence {
  flagged: boolean;
  flags: HuntHistoryFlag[];
  rounds: number;
  paceSkew: number | null;
  fittsR: number | null;
  oldestShare: number | null;
  newestShare: number | null;
  innerShare: number | null;
  outerShare: number | null;
}

const round3 = (n: number | null): number | null => (n === null ? null : Math.round(n * 1000) / 1000);

/** Sample skewness from the power sums; a constant pace has none (0). */
function skewness({ n, s1, s2, s3 }: HuntPlaySummary['pace']): number {
  const mean = s1 / n;
  const m2 = s2 / n - mean ** 2;
  if (m2 <= 1e-9) return 0;
  const m3 = s3 / n - 3 * mean * (s2 / n) + 2 * mean ** 3;
  return m3 / m2 ** 1.5;
}

/** Pearson correlation from the sums; a constant time (no variation at all) is unrelated to distance (0). */
function correlation({ n, sx, sy, sxx, syy, sxy }: HuntPlaySummary['fitts']): number | null {
  const vx = sxx / n - (sx / n) ** 2;
  const vy = syy / n - (sy / n) ** 2;
  if (vx <= 1e-12) return null;
  if (vy <= 1e-12) return 0;
  return (sxy / n - (sx / n) * (sy / n)) / Math.sqrt(vx * vy);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The shares of hits nearer the centre than SCATTER_INNER x the median distance, and
 * further than SCATTER_OUTER x it, read off the bins (a bin cut by an edge counts in
 * proportion, as if its hits were spread evenly across it).
 */
function scatterEnds(bins: readonly number[]): { inner: number; outer: number } {
  const n = sum(bins);
  const massBelow = (px: number) => bins.reduce((acc, count, i) => acc + count * Math.min(1, Math.max(0, (px - i * SCATTER_BIN_PX) / SCATTER_BIN_PX)), 0);
  // The median, interpolated within its bin.
  let below = 0;
  let median = 0;
  for (const [i, count] of bins.entries()) {
    if (count > 0 && below + count >= n / 2) {
      median = (i + (n / 2 - below) / count) * SCATTER_BIN_PX;
      break;
    }
    below += count;
  }
  return { inner: massBelow(SCATTER_INNER * median) / n, outer: (n - massBelow(SCATTER_OUTER * median)) / n };
}

/** Judges a player's pooled recent play: flagged when HISTORY_SIGNALS_TO_FLAG or more signals fail, one of them the hand's. */
export function judgeHuntHistory(play: HuntPlaySummary, rounds: number): HuntHistoryEvidence {
  const enough = (n: number) => n >= HISTORY_MIN_SAMPLES;
  const paceSkew = enough(play.pace.n) ? skewness(play.pace) : null;
  const fittsR = enough(play.fitts.n) ? correlation(play.fitts) : null;
  const oldestShare = enough(play.order.hits) ? play.order.oldest / play.order.hits : null;
  const newestShare = enough(play.order.hits) ? play.order.newest / play.order.hits : null;
  const ends = enough(sum(play.scatter.bins)) ? scatterEnds(play.scatter.bins) : null;
  const innerShare = ends?.inner ?? null;
  const outerShare = ends?.outer ?? null;
  const flags: HuntHistoryFlag[] = [];
  if (paceSkew !== null && paceSkew < PACE_SKEW_FLOOR) flags.push('pace');
  if (fittsR !== null && fittsR < FITTS_R_FLOOR) flags.push('fitts');
  if ((oldestShare ?? 0) >= FIXED_ORDER_SHARE || (newestShare ?? 0) >= FIXED_ORDER_SHARE) flags.push('order');
  if (innerShare !== null && outerShare !== null && innerShare < SCATTER_END_FLOOR && outerShare < SCATTER_END_FLOOR) flags.push('scatter');
  return {
    flagged: flags.length >= HISTORY_SIGNALS_TO_FLAG && flags.some((f) => MOTOR_SIGNALS.includes(f)),
    flags,
    rounds,
    paceSkew: round3(paceSkew),
    fittsR: round3(fittsR),
    oldestShare: round3(oldestShare),
    newestShare: round3(newestShare),
    innerShare: round3(innerShare),
    outerShare: round3(outerShare),
  };
}
