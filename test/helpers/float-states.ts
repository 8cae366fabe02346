// Exact odds of a fair float's outcomes (DESIGN §1 rule 3). A float is built from 4
// bytes as b0/256 + b1/256^2 + b2/256^3 + b3/256^4, so it is k / 2^32 for one of exactly
// 2^32 equally likely states k. A game that cuts [0, 1) at fractions (floor(float × n),
// ticket ranges of floor(float × 10,000)) gives each outcome a whole number of states,
// counted here from the cuts in whole-number arithmetic. Checking the game's own mapping
// on the first and the last state of every outcome (and on states drawn at random) then
// ties the game to those counts: its odds are these fractions of 2^32, not estimates.
import { expect } from 'vitest';
import fc from 'fast-check';
import { bytesToFloat } from '../../src/core/fair/hmac-floats';

export const FLOAT_STATES = 2 ** 32;

/** The float of state k (0 ≤ k < 2^32), built from k's 4 bytes by the game's own byte rule. */
export function floatOf(state: number): number {
  if (!Number.isSafeInteger(state) || state < 0 || state >= FLOAT_STATES) throw new Error('a state is a whole number in [0, 2^32)');
  return bytesToFloat(new Uint8Array([state >>> 24, (state >>> 16) & 0xff, (state >>> 8) & 0xff, state & 0xff]));
}

/** The states of each outcome: outcome i holds states starts[i] ≤ k < starts[i + 1]. */
export interface FloatPartition {
  starts: number[];
  /** How many of the 2^32 states give outcome i. */
  counts: number[];
}

/**
 * The partition a mapping should make when outcome i starts at the fraction cuts[i] / den
 * (cuts increasing, cuts[0] = 0): its first state is the least k with k / 2^32 ≥ cuts[i] / den,
 * that is ceil(cuts[i] × 2^32 / den), computed exactly.
 */
export function partitionAt(cuts: readonly number[], den: number): FloatPartition {
  if (cuts[0] !== 0 || cuts.some((c, i) => i > 0 && !(c > cuts[i - 1]!)) || !(cuts.at(-1)! < den)) throw new Error('cuts must rise from 0 and stay below den');
  const d = BigInt(den);
  const starts = cuts.map((c) => Number((BigInt(c) * BigInt(FLOAT_STATES) + d - 1n) / d));
  const counts = starts.map((s, i) => (starts[i + 1] ?? FLOAT_STATES) - s);
  return { starts, counts };
}

/** floor(float × n): outcome i from i / n. */
export const evenPartition = (n: number): FloatPartition =>
  partitionAt(
    Array.from({ length: n }, (_, i) => i),
    n,
  );

export const lastState = (p: FloatPartition, outcome: number): number => p.starts[outcome]! + p.counts[outcome]! - 1;

/** The outcome whose states hold k. */
export function outcomeOfState(p: FloatPartition, state: number): number {
  let lo = 0;
  let hi = p.starts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (p.starts[mid]! <= state) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The mapping gives outcome i (as `expected(i)` names it) on the first and the last state
 * of every outcome, so on each side of every cut, and on `samples` states drawn at random.
 * Outcomes are compared as plain values, and every disagreement is reported at once.
 */
export function expectMappingOnStates<T extends number | string | boolean>(
  p: FloatPartition,
  mapping: (float: number) => T,
  expected: (outcome: number) => T,
  samples = 100,
): void {
  const wrong: string[] = [];
  const check = (state: number, outcome: number) => {
    const got = mapping(floatOf(state));
    if (got !== expected(outcome)) wrong.push(`state ${state} (outcome ${outcome}) gave ${String(got)}, not ${String(expected(outcome))}`);
  };
  p.counts.forEach((_, i) => {
    check(p.starts[i]!, i);
    check(lastState(p, i), i);
  });
  fc.assert(
    fc.property(fc.integer({ min: 0, max: FLOAT_STATES - 1 }), (state) => check(state, outcomeOfState(p, state))),
    { numRuns: samples },
  );
  expect(wrong.slice(0, 10), `${wrong.length} states map to the wrong outcome`).toEqual([]);
}
