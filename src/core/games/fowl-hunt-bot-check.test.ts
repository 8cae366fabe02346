import { describe, expect, it } from 'vitest';
import { jitteredBot, skilledHuman, simulateHuntRound, type HuntPlayer } from '../../../test/helpers/hunt-players';
import { seededRandom } from '../seeded-random';
import { HUNT_FLOATS_NEEDED, TARGET_RADIUS, huntEvidence, huntTargets, isHuntWin, type HuntShot, type Point } from './fowl-hunt';
import {
  FIXED_ORDER_SHARE,
  HISTORY_MIN_SAMPLES,
  HISTORY_ROUNDS,
  SCATTER_BINS,
  addPlaySummaries,
  emptyPlaySummary,
  huntPlaySummary,
  judgeHuntHistory,
  type HuntHistoryEvidence,
  type HuntPlaySummary,
} from './fowl-hunt-bot-check';

// Everything here is seeded: the same players, the same rounds, the same verdicts.

/** A round's target sequence from seeded floats (the fair HMAC is not the point here). */
function targetsFor(seed: number): Point[] {
  const random = seededRandom(seed);
  return huntTargets(Array.from({ length: HUNT_FLOATS_NEEDED }, () => random()));
}

/**
 * A player's day: `rounds` rounds, each judged with the history before it as the server
 * does (the last HISTORY_ROUNDS, this one included). Returns each round's verdict.
 */
function playDay(player: HuntPlayer, seed: number, rounds: number, opts: { goal?: number; stopAtGoal?: boolean; rttMs?: number } = {}) {
  const plays: HuntPlaySummary[] = [];
  const days: { verdict: HuntHistoryEvidence; won: boolean; hits: number; roundFlags: string[] }[] = [];
  for (let k = 0; k < rounds; k++) {
    const shots = simulateHuntRound(player, targetsFor(seed * 1000 + k), {
      stopAtHits: opts.stopAtGoal ? opts.goal : undefined,
      rttMs: opts.rttMs,
      seed: seed * 1000 + k,
    });
    plays.unshift(huntPlaySummary(shots));
    const recent = plays.slice(0, HISTORY_ROUNDS);
    const hits = shots.filter((s) => s.hit !== null).length;
    days.push({
      verdict: judgeHuntHistory(addPlaySummaries(recent), recent.length),
      won: isHuntWin({ hits, clicks: shots.length }, opts.goal ?? 100),
      hits,
      roundFlags: huntEvidence(shots).flags,
    });
  }
  return days;
}

const PLAYERS = 30;
const seeds = Array.from({ length: PLAYERS }, (_, i) => 101 + i);

describe('the bot check over a player history', () => {
  it('never flags a skilled person over a day of rounds, on a fast link or a slow one', () => {
    const people: [string, (seed: number) => HuntPlayer, number][] = [
      ['a top player', (s) => skilledHuman(s, { pace: 0.85 }), 0],
      ['a steady hand with no lapses', (s) => skilledHuman(s, { lapses: 0, noise: 0.12 }), 0],
      ['a player who barely slows for distance', (s) => skilledHuman(s, { lapses: 0, fittsSlope: 35 }), 0],
      ['an ordinary player', (s) => skilledHuman(s, { pace: 1.4 }), 0],
      ['a player behind a 300 ms round trip', (s) => skilledHuman(s), 300],
    ];
    for (const [who, make, rttMs] of people) {
      let judged = 0;
      for (const seed of seeds) {
        for (const { verdict, roundFlags } of playDay(make(seed), seed, 8, { rttMs })) {
          expect(verdict.flagged, `${who} (seed ${seed}): ${verdict.flags.join(', ')}`).toBe(false);
          expect(roundFlags, who).toEqual([]);
          if (verdict.fittsR !== null) judged += 1;
        }
      }
      // The verdicts were reached on judged signals, not because nothing was judged.
      expect(judged, who).toBeGreaterThan(PLAYERS * 6);
    }
  });

  it('flags the jittered script from its first round at goal 100, with all four signals failing', () => {
    let allFour = 0;
    for (const seed of seeds) {
      const day = playDay(jitteredBot(seed), seed, 5, { goal: 100, stopAtGoal: true });
      // The finding: before this check it won every round and raised no flag.
      expect(day.every((r) => r.won && r.roundFlags.length === 0)).toBe(true);
      expect(
        day.every((r) => r.verdict.flagged),
        `seed ${seed}`,
      ).toBe(true);
      const last = day.at(-1)!.verdict;
      // Order and scatter are the script's own; its timing fails too, but a sample of 500 can
      // still land a uniform wait's correlation or skew past a floor now and then.
      expect(last.flags).toEqual(expect.arrayContaining(['order', 'scatter']));
      expect(last.oldestShare).toBeGreaterThanOrEqual(FIXED_ORDER_SHARE);
      if (last.flags.length === 4) allFour += 1;
    }
    expect(allFour).toBeGreaterThanOrEqual(PLAYERS - 3);
  });

  it('flags the script at goal 35 once its rounds hold enough hits, and never pays it a history-free win after that', () => {
    for (const seed of seeds) {
      const day = playDay(jitteredBot(seed), seed, 8, { goal: 35, stopAtGoal: true });
      const first = day.findIndex((r) => r.verdict.flagged);
      // 100 hits are three rounds at goal 35; the scatter's two ends may need a round or three more.
      expect(first, `seed ${seed}`).toBeGreaterThanOrEqual(Math.ceil(HISTORY_MIN_SAMPLES / 35) - 1);
      expect(first, `seed ${seed}`).toBeLessThanOrEqual(5);
      expect(day.slice(first).every((r) => r.verdict.flagged)).toBe(true);
    }
  });

  it('flags the script also when it reports page times, and when a real link paces its clicks', () => {
    for (const seed of seeds.slice(0, 10)) {
      const honest = { ...jitteredBot(seed), reportsClickTime: true };
      expect(playDay(honest, seed, 2, { goal: 100, stopAtGoal: true, rttMs: 80 }).every((r) => r.verdict.flagged)).toBe(true);
      expect(playDay(jitteredBot(seed), seed, 2, { goal: 100, stopAtGoal: true, rttMs: 150 }).every((r) => r.verdict.flagged)).toBe(true);
    }
  });
});

/** A round of hits only, from explicit gaps, offsets and choices, on a board of known targets. */
function shotsFrom(
  gaps: number[],
  opts: { offsets?: (i: number) => number; pick?: 'oldest' | 'newest'; from?: (i: number) => Point; at?: (i: number, t: number) => number } = {},
): HuntShot[] {
  let t = 0;
  let visible = [0, 1, 2];
  let next = 3;
  return gaps.map((gap, i) => {
    t += gap;
    const hit = opts.pick === 'newest' ? Math.max(...visible) : Math.min(...visible);
    visible = [...visible.filter((v) => v !== hit), next++];
    const p = opts.from?.(i) ?? { x: 100 + ((i * 137) % 600), y: 100 + ((i * 71) % 400) };
    return { t, ...p, hit, reactionMs: gap, offsetPx: opts.offsets?.(i) ?? 10, ...(opts.at ? { at: opts.at(i, t) } : {}) };
  });
}

describe('the signals, one by one', () => {
  const random = seededRandom(7);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const N = 150;

  it('pace: a right-skewed (log-normal) spread passes, uniform waits and a fixed timer fail', () => {
    const human = judgeHuntHistory(huntPlaySummary(shotsFrom(Array.from({ length: N }, () => Math.round(300 * Math.exp(0.3 * normal()))))), 1);
    const uniform = judgeHuntHistory(huntPlaySummary(shotsFrom(Array.from({ length: N }, () => 50 + Math.floor(random() * 151)))), 1);
    const timer = judgeHuntHistory(
      huntPlaySummary(
        shotsFrom(
          Array.from({ length: N }, () => 250),
          { at: (i) => 250 * (i + 1) },
        ),
      ),
      1,
    );
    expect(human.paceSkew).toBeGreaterThan(0.5);
    expect(human.flags).not.toContain('pace');
    expect(uniform.paceSkew).toBeLessThan(0.2);
    expect(uniform.flags).toContain('pace');
    expect(timer.paceSkew).toBe(0);
    expect(timer.flags).toContain('pace');
  });

  it('fitts: time that grows with the distance moved passes, time that ignores it fails', () => {
    // A larger sample: one blind round of 150 can reach the floor by chance, a history of 400 hardly.
    const M = 400;
    const points = Array.from({ length: M + 1 }, () => ({ x: 40 + random() * 720, y: 40 + random() * 520 }));
    const dist = (i: number) => (i === 0 ? 0 : Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y));
    const fittsGaps = points.slice(0, M).map((_, i) => Math.round((120 + 90 * Math.log2(dist(i) / (2 * TARGET_RADIUS) + 1)) * Math.exp(0.2 * normal())));
    const coupled = judgeHuntHistory(huntPlaySummary(shotsFrom(fittsGaps, { from: (i) => points[i]! })), 1);
    const blind = judgeHuntHistory(
      huntPlaySummary(
        shotsFrom(
          points.slice(0, M).map(() => Math.round(300 * Math.exp(0.3 * normal()))),
          { from: (i) => points[i]! },
        ),
      ),
      1,
    );
    expect(coupled.fittsR).toBeGreaterThan(0.3);
    expect(coupled.flags).not.toContain('fitts');
    expect(Math.abs(blind.fittsR!)).toBeLessThan(0.1);
    expect(blind.flags).toContain('fitts');
  });

  it('order: the oldest (or the newest) target nearly every time fails; the order follows from the hits alone', () => {
    const gaps = Array.from({ length: N }, () => 300);
    expect(huntPlaySummary(shotsFrom(gaps, { pick: 'oldest' })).order).toEqual({ hits: N, oldest: N, newest: 0 });
    expect(huntPlaySummary(shotsFrom(gaps, { pick: 'newest' })).order).toEqual({ hits: N, oldest: 0, newest: N });
    expect(judgeHuntHistory(huntPlaySummary(shotsFrom(gaps, { pick: 'newest' })), 1).flags).toContain('order');
    // Three targets, the newest first: 3 is revealed by the first hit (on 2), so the second hit on 3 is the newest again.
    const [a, b] = shotsFrom([300, 300], { pick: 'newest' });
    expect([a!.hit, b!.hit]).toEqual([2, 3]);
  });

  it('scatter: a two-dimensional normal spread passes, a 3-14 px band fails, and a wide spread that loses its far end still passes', () => {
    const gaps = Array.from({ length: N }, () => 300);
    const rayleigh = (sigma: number) => () => Math.hypot(sigma * normal(), sigma * normal());
    const person = judgeHuntHistory(huntPlaySummary(shotsFrom(gaps, { offsets: rayleigh(8) })), 1);
    const band = judgeHuntHistory(huntPlaySummary(shotsFrom(gaps, { offsets: () => 3 + random() * 11 })), 1);
    // A finger on a small screen: the spread is wide against the target, and hits beyond its edge are misses.
    const wide = rayleigh(20);
    const finger = judgeHuntHistory(
      huntPlaySummary(
        shotsFrom(gaps, {
          offsets: () => {
            for (;;) {
              const r = wide();
              if (r <= TARGET_RADIUS) return r;
            }
          },
        }),
      ),
      1,
    );
    expect(person.innerShare).toBeGreaterThan(0.02);
    expect(person.outerShare).toBeGreaterThan(0.02);
    expect(person.flags).not.toContain('scatter');
    expect(band).toMatchObject({ innerShare: 0, outerShare: 0 });
    expect(band.flags).toContain('scatter');
    expect(finger.outerShare).toBeLessThan(0.02);
    expect(finger.flags).not.toContain('scatter');
  });

  it('flags only two failing signals at once, one of them the hand (Fitts or scatter)', () => {
    // Each signal failing on its own, as sums: a constant pace (no skew), a time blind to
    // distance (no correlation), always the oldest target, and hits in a band.
    const ln = Math.log(300);
    const failing: Omit<HuntPlaySummary, 'linkPaced'> = {
      pace: { n: N, s1: N * 300, s2: N * 300 ** 2, s3: N * 300 ** 3 },
      fitts: { n: N, sx: N, sxx: 2 * N, sy: N * ln, syy: N * ln ** 2, sxy: N * ln },
      order: { hits: N, oldest: N, newest: 0 },
      scatter: { bins: Array.from({ length: SCATTER_BINS }, (_, i) => (i === 14 || i === 20 ? N / 2 : 0)) },
    };
    const judge = (...signals: (keyof typeof failing)[]) =>
      judgeHuntHistory({ ...emptyPlaySummary(), ...Object.fromEntries(signals.map((k) => [k, failing[k]])) }, 1);
    for (const one of ['pace', 'fitts', 'order', 'scatter'] as const) expect(judge(one)).toMatchObject({ flags: [one], flagged: false });
    // A steady person who plays in order on purpose: neither signal is the hand's.
    expect(judge('pace', 'order')).toMatchObject({ flags: ['pace', 'order'], flagged: false });
    expect(judge('order', 'scatter')).toMatchObject({ flagged: true });
    expect(judge('pace', 'fitts')).toMatchObject({ flagged: true });
    expect(judge('pace', 'fitts', 'order', 'scatter')).toMatchObject({ flags: ['pace', 'fitts', 'order', 'scatter'], flagged: true });
  });

  it('judges nothing on fewer than the minimum samples', () => {
    const few = huntPlaySummary(
      shotsFrom(
        Array.from({ length: HISTORY_MIN_SAMPLES - 1 }, () => 100),
        { offsets: () => 5 },
      ),
    );
    expect(judgeHuntHistory(few, 1)).toMatchObject({ flagged: false, flags: [], paceSkew: null, fittsR: null, oldestShare: null, innerShare: null });
  });

  it('adds rounds up: the sums of two halves are the sums of the whole', () => {
    const a = huntPlaySummary(shotsFrom([300, 420, 280, 510, 330, 300, 290, 600, 310, 350, 330], { offsets: (i) => i }));
    const b = huntPlaySummary(shotsFrom([250, 260, 900, 270, 280, 240, 230, 260, 250, 270, 255], { offsets: (i) => 2 * i }));
    const sum = addPlaySummaries([a, b]);
    expect(sum.pace.n).toBe(a.pace.n + b.pace.n);
    expect(sum.pace.s3).toBeCloseTo(a.pace.s3 + b.pace.s3);
    expect(sum.fitts.sxy).toBeCloseTo(a.fitts.sxy + b.fitts.sxy);
    expect(sum.scatter.bins).toEqual(a.scatter.bins.map((n, i) => n + b.scatter.bins[i]!));
    expect(sum.scatter.bins.reduce((x, y) => x + y)).toBe(22);
    expect(addPlaySummaries([])).toEqual(emptyPlaySummary());
  });

  it("times the hand by the page's clock when it is consistent, and by arrival otherwise", () => {
    // Clicks made every ~300 ms but held behind a 600 ms link: arrivals every 600 ms.
    const arrivals = Array.from({ length: 20 }, () => 600);
    const made = (i: number) => 300 * (i + 1) + (i % 3) * 40;
    const withPageTimes = huntPlaySummary(shotsFrom(arrivals, { at: (i) => made(i) }));
    expect(withPageTimes).toMatchObject({ linkPaced: 0, pace: { n: 19 } });
    expect(withPageTimes.pace.s1).toBe(made(19) - made(0));
    // Without page times the link's pace shows, and the round's timing is left out.
    expect(huntPlaySummary(shotsFrom(arrivals))).toMatchObject({ linkPaced: 1, pace: { n: 0 }, fitts: { n: 0 } });
    // A page time later than the click's arrival is impossible: the round is timed by arrival.
    expect(huntPlaySummary(shotsFrom(arrivals, { at: (_, t) => t + 51 }))).toMatchObject({ linkPaced: 1, pace: { n: 0 } });
    // So is one that runs backwards.
    expect(huntPlaySummary(shotsFrom(arrivals, { at: (i) => (i === 5 ? 10 : made(i)) }))).toMatchObject({ linkPaced: 1 });
  });
});
