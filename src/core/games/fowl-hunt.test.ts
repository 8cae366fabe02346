import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { FLOAT_STATES, evenPartition, floatOf, lastState, outcomeOfState } from '../../../test/helpers/float-states';
import { seededRandom } from '../seeded-random';
import {
  ACCURACY_REQUIRED,
  BET,
  CANVAS,
  GOAL_MAX,
  GOAL_MIN,
  HUNT_FLOATS_NEEDED,
  HUNT_TARGET_COUNT,
  MAX_CLICKS,
  MIN_CLICK_INTERVAL_MS,
  ROUND_MS,
  TARGETS_AT_ONCE,
  TARGET_RADIUS,
  MAX_HUMAN_HITS,
  PATTERN_MIN_HITS,
  TOO_FAST_MS,
  accuracyPercent,
  hitSlot,
  huntCapDay,
  huntAccuracy,
  huntEvidence,
  huntPayout,
  huntPayoutMultiplier,
  huntSettlement,
  huntTargetAt,
  huntTargets,
  huntTargetsFromSeeds,
  isHuntWin,
  type HuntShot,
  type HuntTally,
  type Point,
} from './fowl-hunt';

/** Which sequence indexes are up, slot by slot, and the next one to bring in. */
interface HuntBoard extends HuntTally {
  visible: number[];
  next: number;
}

const initialHuntBoard = (): HuntBoard => ({
  visible: Array.from({ length: TARGETS_AT_ONCE }, (_, i) => i),
  next: TARGETS_AT_ONCE,
  hits: 0,
  clicks: 0,
});

/**
 * One click against a known sequence: a hit brings the next target into the same
 * slot, as the server's round does. Returns the new board and the index that was hit,
 * or null on a miss: a model of the round to simulate many of them without a server.
 */
function huntStep(targets: readonly Point[], board: HuntBoard, click: Point): { board: HuntBoard; hit: number | null } {
  const slot = hitSlot(
    board.visible.map((i) => targets[i] ?? null),
    click,
  );
  const clicks = board.clicks + 1;
  const hit = slot === null ? undefined : board.visible[slot];
  if (slot === null || hit === undefined) return { board: { ...board, clicks }, hit: null };
  const visible = [...board.visible];
  const hasNext = board.next < targets.length;
  if (hasNext) visible[slot] = board.next;
  else visible.splice(slot, 1);
  return { board: { visible, next: hasNext ? board.next + 1 : board.next, hits: board.hits + 1, clicks }, hit };
}

/** A whole list of clicks against the sequence. */
function replayClicks(targets: readonly Point[], clicks: readonly Point[]): HuntTally & { accuracy: number } {
  let board = initialHuntBoard();
  for (const click of clicks) board = huntStep(targets, board, click).board;
  return { hits: board.hits, clicks: board.clicks, accuracy: huntAccuracy(board) };
}

const unitFloat = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((n) => n / 2 ** 32);

describe('constants', () => {
  it('are the ones of spec part 2 §9', () => {
    expect(CANVAS).toEqual({ width: 800, height: 600 });
    expect([TARGET_RADIUS, ROUND_MS, TARGETS_AT_ONCE, BET, GOAL_MIN, GOAL_MAX, ACCURACY_REQUIRED]).toEqual([35, 30_000, 3, 25, 35, 100, 0.9]);
    expect(MAX_CLICKS).toBe(ROUND_MS / MIN_CLICK_INTERVAL_MS);
    expect(HUNT_FLOATS_NEEDED).toBe(2 * (TARGETS_AT_ONCE + MAX_CLICKS));
  });
});

describe('huntPayoutMultiplier', () => {
  it('hits the stated points', () => {
    expect(huntPayoutMultiplier(35)).toBe(1.1);
    expect(huntPayoutMultiplier(70)).toBe(1.5);
    expect(huntPayoutMultiplier(100)).toBe(5);
  });

  it('is 1.1 below the goal range and 5 above it', () => {
    expect(huntPayoutMultiplier(0)).toBe(1.1);
    expect(huntPayoutMultiplier(10)).toBe(1.1);
    expect(huntPayoutMultiplier(101)).toBe(5);
    expect(huntPayoutMultiplier(1000)).toBe(5);
  });

  it('follows 1.1 + (goal - 35) x 0.0114 between 35 and 70', () => {
    for (let goal = 36; goal < 70; goal++) expect(huntPayoutMultiplier(goal)).toBeCloseTo(1.1 + (goal - 35) * 0.0114, 12);
    expect(huntPayoutMultiplier(50)).toBeCloseTo(1.271, 12);
    expect(huntPayoutMultiplier(69)).toBeCloseTo(1.4876, 12);
  });

  it('follows 1.5 + 3.5 x ((goal - 70) / 30)^2 from 70 to 100', () => {
    for (let goal = 70; goal < 100; goal++) expect(huntPayoutMultiplier(goal)).toBeCloseTo(1.5 + 3.5 * ((goal - 70) / 30) ** 2, 12);
    expect(huntPayoutMultiplier(85)).toBeCloseTo(2.375, 12);
    expect(huntPayoutMultiplier(99.999)).toBeLessThan(5);
  });

  it('never falls as the goal rises', () => {
    for (let goal = 0; goal < 120; goal += 0.5) {
      expect(huntPayoutMultiplier(goal + 0.5)).toBeGreaterThanOrEqual(huntPayoutMultiplier(goal));
    }
  });

  it('refuses a goal that is not a number', () => {
    expect(() => huntPayoutMultiplier(Number.NaN)).toThrow();
  });
});

describe('huntPayout', () => {
  /** floor(25 x multiplier) in whole-number arithmetic, from the spec's formula. */
  function exactPayout(goal: number): number {
    if (goal <= 35) return Math.floor((25 * 11) / 10);
    if (goal < 70) return Math.floor((25 * (11_000 + 114 * (goal - 35))) / 10_000);
    if (goal < 100) return Math.floor((25 * (2700 + 7 * (goal - 70) ** 2)) / 1800);
    return 125;
  }

  it('is floor(25 x multiplier) for every goal a player can pick, with no floating point slips', () => {
    for (let goal = GOAL_MIN; goal <= GOAL_MAX; goal++) expect(huntPayout(goal), `goal ${goal}`).toBe(exactPayout(goal));
    // The products that are whole numbers, where a float could land just below them.
    expect(huntPayout(76)).toBe(41);
    expect(huntPayout(88)).toBe(69);
  });

  it('pays 27 at goal 35, 37 at 70 and 125 at 100', () => {
    expect([huntPayout(35), huntPayout(70), huntPayout(100)]).toEqual([27, 37, 125]);
  });
});

describe('isHuntWin', () => {
  it('needs both the goal and 90% accuracy', () => {
    expect(isHuntWin({ hits: 35, clicks: 35 }, 35)).toBe(true);
    expect(isHuntWin({ hits: 34, clicks: 34 }, 35)).toBe(false);
    expect(isHuntWin({ hits: 63, clicks: 70 }, 60)).toBe(true); // exactly 90%
    expect(isHuntWin({ hits: 62, clicks: 70 }, 60)).toBe(false);
    expect(isHuntWin({ hits: 0, clicks: 0 }, 35)).toBe(false);
  });
});

describe('huntTargets', () => {
  it('needs enough floats and keeps every target inside the canvas', () => {
    expect(() => huntTargets([0.5])).toThrow(/floats/);
    fc.assert(
      fc.property(fc.array(unitFloat, { minLength: HUNT_FLOATS_NEEDED, maxLength: HUNT_FLOATS_NEEDED }), (fs) => {
        const targets = huntTargets(fs);
        expect(targets).toHaveLength(HUNT_TARGET_COUNT);
        for (const { x, y } of targets) {
          expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(TARGET_RADIUS);
          expect(x).toBeLessThanOrEqual(CANVAS.width - TARGET_RADIUS);
          expect(y).toBeGreaterThanOrEqual(TARGET_RADIUS);
          expect(y).toBeLessThanOrEqual(CANVAS.height - TARGET_RADIUS);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('recomputes a round from its seeds with the fair float stream', () => {
    const seeds = { serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159', clientSeed: 'bb62964774', nonce: 1 };
    const targets = huntTargetsFromSeeds(seeds);
    expect(targets).toEqual(huntTargets(floats({ ...seeds, count: HUNT_FLOATS_NEEDED })));
    // The published vector's first floats, 0.7717... and 0.8890..., give the first target.
    expect(targets[0]).toEqual({ x: 35 + Math.floor(0.771740999306 * 731), y: 35 + Math.floor(0.889090552926 * 531) });
  });

  it('maps the float ends to the canvas ends', () => {
    const fs = Array.from({ length: HUNT_FLOATS_NEEDED }, (_, i) => (i < 2 ? 0 : 1 - 2 ** -32));
    const [first, second] = huntTargets(fs);
    expect(first).toEqual({ x: 35, y: 35 });
    expect(second).toEqual({ x: 765, y: 565 });
  });
});

// A coordinate is TARGET_RADIUS + floor(float × span), span = 731 across and 531 down,
// target i on floats 2i (x) and 2i + 1 (y). Floats are k / 2^32 for 2^32 equally likely
// states k, so each pixel holds floor(2^32 / span) or ceil(2^32 / span) of them: every
// centre is equally likely to within one state in 2^32, exactly, with no sampling.
describe('the spread of targets, exactly', () => {
  const xs = evenPartition(CANVAS.width - 2 * TARGET_RADIUS + 1);
  const ys = evenPartition(CANVAS.height - 2 * TARGET_RADIUS + 1);
  /** The whole sequence from one state per float; state(n) is float n's. */
  const sequenceOn = (state: (n: number, axis: typeof xs) => number) =>
    huntTargets(Array.from({ length: HUNT_FLOATS_NEEDED }, (_, n) => floatOf(state(n, n % 2 ? ys : xs))));
  /** The pixel each target should take, by the states its two floats were given. */
  const wrongTargets = (state: (n: number, axis: typeof xs) => number) =>
    sequenceOn(state).filter(
      ({ x, y }, t) => x !== TARGET_RADIUS + outcomeOfState(xs, state(2 * t, xs)) || y !== TARGET_RADIUS + outcomeOfState(ys, state(2 * t + 1, ys)),
    );

  it('gives every pixel of each axis an equal share of the 2^32 floats, as whole states allow', () => {
    expect([xs.counts.length, ys.counts.length]).toEqual([731, 531]);
    for (const axis of [xs, ys]) {
      const n = axis.counts.length;
      expect(new Set(axis.counts)).toEqual(new Set([Math.floor(FLOAT_STATES / n), Math.ceil(FLOAT_STATES / n)]));
    }
    // The mean centre, exactly: the canvas middle, moved by under one state per pixel.
    const mean = (axis: typeof xs) => axis.counts.reduce((sum, states, pixel) => sum + (TARGET_RADIUS + pixel) * states, 0) / FLOAT_STATES;
    expect(Math.abs(mean(xs) - CANVAS.width / 2)).toBeLessThan((731 * 365) / FLOAT_STATES);
    expect(Math.abs(mean(ys) - CANVAS.height / 2)).toBeLessThan((531 * 265) / FLOAT_STATES);
  });

  it('puts target t on floats 2t and 2t + 1, each pixel on exactly its own states', () => {
    // Target t on pixel t + shift of each axis: two shifts cover all 731 pixels across
    // (603 targets each), one the 531 down; on the first and on the last state of each.
    const pixel = (n: number, axis: typeof xs, shift: number) => (Math.floor(n / 2) + shift) % axis.counts.length;
    for (const shift of [0, HUNT_TARGET_COUNT]) {
      expect(
        wrongTargets((n, axis) => axis.starts[pixel(n, axis, shift)]!),
        `first states, shift ${shift}`,
      ).toEqual([]);
      expect(
        wrongTargets((n, axis) => lastState(axis, pixel(n, axis, shift))),
        `last states, shift ${shift}`,
      ).toEqual([]);
    }
    // And states anywhere, from a fixed stream.
    const random = seededRandom(26);
    const states = Array.from({ length: HUNT_FLOATS_NEEDED }, () => Math.floor(random() * FLOAT_STATES));
    expect(wrongTargets((n) => states[n]!)).toEqual([]);
  });

  // The wiring through HMAC (151 digests a round), on loose bounds: about 6,000 targets
  // put each mean within 2.7 px (across) or 2 px (down) of the middle per standard error,
  // and the bounds are over 5 of them; the chi-square bound is its 0.1 % critical value.
  it('spreads the targets of 10 rounds of HMAC floats over the canvas', () => {
    const seeds = { serverSeed: 'hunt-simulation-seed', clientSeed: 'even-spread' };
    const bins = 10;
    const xBins = new Array<number>(bins).fill(0);
    const yBins = new Array<number>(bins).fill(0);
    let n = 0;
    let sumX = 0;
    let sumY = 0;
    for (let nonce = 0; nonce < 10; nonce++) {
      for (const { x, y } of huntTargetsFromSeeds({ ...seeds, nonce })) {
        n++;
        sumX += x;
        sumY += y;
        xBins[Math.min(bins - 1, Math.floor(((x - 35) / 731) * bins))]! += 1;
        yBins[Math.min(bins - 1, Math.floor(((y - 35) / 531) * bins))]! += 1;
      }
    }
    expect(Math.abs(sumX / n - 400)).toBeLessThan(15);
    expect(Math.abs(sumY / n - 300)).toBeLessThan(11);
    // Chi-square over 10 bins (9 degrees of freedom): 27.9 is the 0.1% critical value.
    const chiSquare = (counts: number[]) => counts.reduce((s, c) => s + (c - n / bins) ** 2 / (n / bins), 0);
    expect(chiSquare(xBins)).toBeLessThan(27.9);
    expect(chiSquare(yBins)).toBeLessThan(27.9);
  });
});

describe('replayClicks', () => {
  // Three visible targets, then the sequence continues.
  const targets: Point[] = [
    { x: 100, y: 100 },
    { x: 400, y: 300 },
    { x: 700, y: 500 },
    { x: 200, y: 400 },
    { x: 600, y: 100 },
  ];

  it('counts nothing for no clicks', () => {
    expect(replayClicks(targets, [])).toEqual({ hits: 0, clicks: 0, accuracy: 0 });
  });

  it('counts hits inside the radius, including its edge, and misses outside', () => {
    const result = replayClicks(targets, [
      { x: 100 + 35, y: 100 }, // edge of target 0 -> hit, target 3 takes its slot
      { x: 100, y: 100 }, // target 0 is gone -> miss
      { x: 200 + 21, y: 400 + 28 }, // 35 away from target 3 -> hit
      { x: 400 + 25, y: 300 + 25 }, // 35.36 away from target 1 -> miss
    ]);
    expect(result).toEqual({ hits: 2, clicks: 4, accuracy: 0.5 });
  });

  it('brings in the next target in the slot that was hit', () => {
    const first = huntStep(targets, initialHuntBoard(), { x: 400, y: 300 });
    expect(first.hit).toBe(1);
    expect(first.board.visible).toEqual([0, 3, 2]);
    const second = huntStep(targets, first.board, { x: 200, y: 400 });
    expect(second.hit).toBe(3);
    expect(second.board.visible).toEqual([0, 4, 2]);
  });

  it('hits the nearest of overlapping targets, and the first slot on a tie', () => {
    const overlapping: Point[] = [
      { x: 100, y: 100 },
      { x: 130, y: 100 },
      { x: 700, y: 500 },
      { x: 50, y: 50 },
    ];
    expect(huntStep(overlapping, initialHuntBoard(), { x: 120, y: 100 }).hit).toBe(1);
    expect(huntStep(overlapping, initialHuntBoard(), { x: 115, y: 100 }).hit).toBe(0);
  });

  it('stops bringing targets in once the sequence is used up', () => {
    const short: Point[] = targets.slice(0, 3);
    const { board } = huntStep(short, initialHuntBoard(), { x: 100, y: 100 });
    expect(board.visible).toEqual([1, 2]);
    expect(
      replayClicks(short, [
        { x: 100, y: 100 },
        { x: 400, y: 300 },
        { x: 700, y: 500 },
        { x: 1, y: 1 },
      ]),
    ).toEqual({ hits: 3, clicks: 4, accuracy: 0.75 });
  });

  it('never counts more hits than clicks, and accuracy is their ratio', () => {
    const full = huntTargets(floats({ serverSeed: 's', clientSeed: 'c', nonce: 0, count: HUNT_FLOATS_NEEDED }));
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.integer({ min: 0, max: 800 }), y: fc.integer({ min: 0, max: 600 }) }), { maxLength: 60 }), (clicks) => {
        const r = replayClicks(full, clicks);
        expect(r.clicks).toBe(clicks.length);
        expect(r.hits).toBeLessThanOrEqual(r.clicks);
        expect(r.accuracy).toBe(r.clicks ? r.hits / r.clicks : 0);
      }),
      { numRuns: 50 },
    );
  });

  it('lets a perfect player hit every target they click at its centre', () => {
    const full = huntTargets(floats({ serverSeed: 's', clientSeed: 'c', nonce: 7, count: HUNT_FLOATS_NEEDED }));
    let board = initialHuntBoard();
    const clicks: Point[] = [];
    for (let i = 0; i < 100; i++) {
      const target = full[board.visible[i % TARGETS_AT_ONCE]!]!;
      clicks.push(target);
      board = huntStep(full, board, target).board;
    }
    const result = replayClicks(full, clicks);
    expect(result).toEqual({ hits: 100, clicks: 100, accuracy: 1 });
    expect(isHuntWin(result, 100)).toBe(true);
  });
});

describe('huntTargetAt', () => {
  it('gives target i of the sequence alone, for every i', () => {
    for (const nonce of [0, 1, 41]) {
      const seeds = { serverSeed: `seed-${nonce}`, clientSeed: 'client', nonce };
      const all = huntTargetsFromSeeds(seeds);
      all.forEach((target, i) => expect(huntTargetAt(seeds, i), `nonce ${nonce} target ${i}`).toEqual(target));
    }
  });

  it('refuses an index outside the sequence', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 0 };
    for (const index of [-1, HUNT_TARGET_COUNT, 1.5]) expect(() => huntTargetAt(seeds, index)).toThrow(/no such target/);
  });
});

describe('hitSlot', () => {
  it('skips a slot waiting for its next target', () => {
    const shown = [{ x: 100, y: 100 }, null, { x: 120, y: 100 }];
    expect(hitSlot(shown, { x: 101, y: 100 })).toBe(0);
    expect(hitSlot([null, null, { x: 120, y: 100 }], { x: 101, y: 100 })).toBe(2);
    expect(hitSlot([null, null, null], { x: 101, y: 100 })).toBeNull();
  });
});

describe('huntEvidence', () => {
  /** Hits at a person's pace: reactions of 300-900 ms, landing 4-25 px from the centre. */
  function humanShots(count: number, seed = 7): HuntShot[] {
    const random = seededRandom(seed);
    let t = 0;
    return Array.from({ length: count }, () => {
      const reactionMs = 300 + Math.floor(random() * 600);
      t += 250 + Math.floor(random() * 300);
      return { t, x: 100, y: 100, hit: 0, reactionMs, offsetPx: 4 + random() * 21 };
    });
  }
  const miss = (t: number): HuntShot => ({ t, x: 0, y: 0, hit: null, reactionMs: null, offsetPx: null });

  it('raises nothing for a person, misses included', () => {
    const evidence = huntEvidence([...humanShots(60), miss(29_000)]);
    expect(evidence.flags).toEqual([]);
    expect(evidence).toMatchObject({ hits: 60, clicks: 61, tooFastHits: 0 });
    expect(evidence.reactionSpread).toBeGreaterThan(0.2);
    expect(evidence.medianOffsetPx).toBeGreaterThan(10);
  });

  it('forgives two lucky fast hits and flags the third', () => {
    const shots = humanShots(40);
    const fast = (i: number) => ({ ...shots[i]!, reactionMs: TOO_FAST_MS - 1 });
    expect(huntEvidence([fast(0), fast(1), ...shots.slice(2)]).flags).toEqual([]);
    const evidence = huntEvidence([fast(0), fast(1), fast(2), ...shots.slice(3)]);
    expect(evidence.flags).toEqual(['reaction']);
    expect(evidence).toMatchObject({ tooFastHits: 3, fastestReactionMs: TOO_FAST_MS - 1 });
    // The floor itself is a person's time.
    expect(huntEvidence(shots.map((s) => ({ ...s, reactionMs: TOO_FAST_MS }))).tooFastHits).toBe(0);
  });

  it('flags hits that all land on the exact centre', () => {
    const evidence = huntEvidence(humanShots(30).map((s) => ({ ...s, offsetPx: 1 })));
    expect(evidence.flags).toEqual(['precision']);
    expect(evidence.medianOffsetPx).toBe(1);
  });

  it('flags reaction times on a timer', () => {
    const evidence = huntEvidence(humanShots(30).map((s, i) => ({ ...s, reactionMs: 400 + (i % 2) * 10 })));
    expect(evidence.flags).toEqual(['regularity']);
    expect(evidence.reactionSpread).toBeLessThan(0.1);
  });

  it('judges precision and regularity only over enough hits', () => {
    const few = humanShots(PATTERN_MIN_HITS - 1).map((s) => ({ ...s, offsetPx: 0, reactionMs: 400 }));
    expect(huntEvidence(few).flags).toEqual([]);
    expect(huntEvidence([...few, { ...few[0]!, t: 29_000 }]).flags).toEqual(['precision', 'regularity']);
  });

  it('flags more hits than a person can make', () => {
    expect(huntEvidence(humanShots(MAX_HUMAN_HITS)).flags).toEqual([]);
    expect(huntEvidence(humanShots(MAX_HUMAN_HITS + 1)).flags).toEqual(['rate']);
  });

  it('says nothing of an empty round', () => {
    expect(huntEvidence([])).toEqual({
      flags: [],
      hits: 0,
      clicks: 0,
      tooFastHits: 0,
      fastestReactionMs: null,
      medianReactionMs: null,
      reactionSpread: null,
      medianOffsetPx: null,
    });
  });
});

describe('huntSettlement', () => {
  const round = { hits: 40, clicks: 42, goal: 35, bet: BET, flagged: false, dailyCap: 500, netBefore: 0 };

  it('pays nothing for a loss, flagged or not', () => {
    expect(huntSettlement({ ...round, hits: 34, clicks: 34 })).toEqual({ won: false, payout: 0, capped: false });
    expect(huntSettlement({ ...round, hits: 40, clicks: 50, flagged: true })).toEqual({ won: false, payout: 0, capped: false });
  });

  it('pays floor(bet x multiplier) for a win within the cap', () => {
    expect(huntSettlement(round)).toEqual({ won: true, payout: 27, capped: false });
    expect(huntSettlement({ ...round, hits: 100, clicks: 100, goal: 100, netBefore: 400 })).toEqual({ won: true, payout: 125, capped: false });
  });

  it('pays only the bet back for a flagged win', () => {
    expect(huntSettlement({ ...round, hits: 100, clicks: 100, goal: 100, flagged: true })).toEqual({ won: true, payout: BET, capped: false });
  });

  it('cuts a win to keep the day within the cap, never below the bet', () => {
    expect(huntSettlement({ ...round, hits: 100, clicks: 100, goal: 100, netBefore: 450 })).toEqual({ won: true, payout: 75, capped: true });
    expect(huntSettlement({ ...round, netBefore: 500 })).toEqual({ won: true, payout: BET, capped: true });
    // A cap lowered below what was already won still returns the bet.
    expect(huntSettlement({ ...round, netBefore: 900 })).toEqual({ won: true, payout: BET, capped: true });
    expect(huntSettlement({ ...round, dailyCap: 0 })).toEqual({ won: true, payout: BET, capped: true });
  });

  it('keeps the net of a day within the cap over any run of rounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ goal: fc.integer({ min: GOAL_MIN, max: GOAL_MAX }), won: fc.boolean() }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 300 }),
        (rounds, dailyCap) => {
          let net = 0;
          for (const r of rounds) {
            const tally = r.won ? { hits: r.goal, clicks: r.goal } : { hits: 0, clicks: 1 };
            net += huntSettlement({ ...tally, goal: r.goal, bet: BET, flagged: false, dailyCap, netBefore: net }).payout - BET;
            expect(net).toBeLessThanOrEqual(dailyCap);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('huntCapDay', () => {
  it('is the UTC day of the moment', () => {
    expect(huntCapDay(new Date('2026-03-04T23:59:59.999Z'))).toEqual({ start: new Date('2026-03-04T00:00:00Z'), resetsAt: new Date('2026-03-05T00:00:00Z') });
    expect(huntCapDay(new Date('2026-03-05T00:00:00Z')).start).toEqual(new Date('2026-03-05T00:00:00Z'));
  });
});

describe('accuracyPercent', () => {
  it('rounds to 2 decimals', () => {
    expect(accuracyPercent(2 / 3)).toBe(66.67);
    expect(accuracyPercent(1)).toBe(100);
    expect(accuracyPercent(0)).toBe(0);
  });
});

describe('return to player', () => {
  const binomialPmf = (n: number, p: number, i: number) => {
    let c = 1;
    for (let j = 0; j < i; j++) c = (c * (n - j)) / (j + 1);
    return c * p ** i * (1 - p) ** (n - i);
  };
  const binomialAtLeast = (n: number, p: number, k: number) => {
    let sum = 0;
    for (let i = k; i <= n; i++) sum += binomialPmf(n, p, i);
    return sum;
  };

  // Fowl Hunt is a game of skill, so its return depends on the player. This models one:
  // 50 clicks a round, each on the centre of a visible target with probability 0.93, else
  // on empty canvas (no visible target within the radius). Its hits are Binomial(50, 0.93)
  // by construction, as long as the round counts exactly its on-target clicks as hits; so
  // its return is known in closed form, multiplier × P(hits ≥ max(goal, 90 % of clicks)),
  // and what needs checking is, round by round, the counting and the win rule, not a mean.
  const CLICKS = 50;
  const P_HIT = 0.93;
  const GOAL = 45;

  // 300 rounds (15,000 clicks over 28 fresh sequences) hold about 290 clicks on a target
  // that another visible target overlaps, where the nearest-target rule decides. Each round
  // is an exact check, not a sample of a mean, so more rounds would add time, not strength.
  it('counts exactly the on-target clicks of a modelled player as hits, over 300 rounds of real targets and replays', () => {
    const ROUNDS = 300;
    const random = seededRandom(20261121);
    const perRound = CLICKS + TARGETS_AT_ONCE;
    const buffer = new Array<number>(HUNT_FLOATS_NEEDED);
    let sequence: Point[] = [];
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Each round takes the next 53 targets of a full sequence built from fresh floats.
      const slot = round % Math.floor(HUNT_TARGET_COUNT / perRound);
      if (slot === 0) {
        for (let i = 0; i < buffer.length; i++) buffer[i] = random();
        sequence = huntTargets(buffer);
      }
      const targets = sequence.slice(slot * perRound, (slot + 1) * perRound);
      let board = initialHuntBoard();
      const clicks: Point[] = [];
      let onTarget = 0;
      for (let c = 0; c < CLICKS; c++) {
        let click: Point;
        if (random() < P_HIT) {
          click = targets[board.visible[Math.floor(random() * board.visible.length)]!]!;
          onTarget++;
        } else {
          do {
            click = { x: random() * CANVAS.width, y: random() * CANVAS.height };
          } while (board.visible.some((i) => Math.hypot(targets[i]!.x - click.x, targets[i]!.y - click.y) <= TARGET_RADIUS));
        }
        clicks.push(click);
        board = huntStep(targets, board, click).board;
      }
      // Replaying the log agrees with what the player saw, and both count the on-target clicks.
      const replay = replayClicks(targets, clicks);
      if (board.hits !== onTarget || replay.hits !== onTarget || replay.clicks !== CLICKS) {
        wrong.push(`round ${round}: ${onTarget} on target, ${board.hits} hits in play, ${replay.hits} of ${replay.clicks} in the replay`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('pays the modelled player exactly multiplier × P(hits ≥ max(goal, 90 % of clicks))', () => {
    const threshold = Math.max(GOAL, Math.ceil(ACCURACY_REQUIRED * CLICKS));
    const hitCounts = Array.from({ length: CLICKS + 1 }, (_, hits) => hits);
    // The win rule, over every hit count the round can end with.
    expect(hitCounts.filter((hits) => isHuntWin({ hits, clicks: CLICKS }, GOAL))).toEqual(hitCounts.filter((hits) => hits >= threshold));
    const returned = hitCounts.reduce(
      (sum, hits) => sum + binomialPmf(CLICKS, P_HIT, hits) * (isHuntWin({ hits, clicks: CLICKS }, GOAL) ? huntPayout(GOAL, BET) / BET : 0),
      0,
    );
    expect(returned).toBeCloseTo((huntPayout(GOAL, BET) / BET) * binomialAtLeast(CLICKS, P_HIT, threshold), 12);
  });
});
