// Plinko: a ball falls through `rows` rows of pegs and turns left or right at each
// one; the bucket it lands in is the number of right turns, and each bucket pays a
// multiple of the bet from the table of the chosen risk level.
//
// Compatible with the scheme Stake publishes: one float per row from the player's
// seed pair, `floor(float × 2)` = 1 is a right turn, bucket = number of right turns.
// The tables are Stake's published ones. Their return to player, computed exactly
// from the binomial odds of each bucket (C(rows, k) / 2^rows), is 0.99 to two decimal
// places for every row count and risk (between 0.9897 and 0.9917; plinko.test.ts
// prints and checks each one). Payouts are whole fowls, rounded down: a bet that is
// a multiple of 10 is paid exactly, since every multiplier has one decimal place.
import type { FairSeeds } from '../fair/hmac-floats';
import { floats } from '../fair/hmac-floats';
import { pickIndex } from '../fair/picks';

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_ROW_COUNTS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export type PlinkoRows = (typeof PLINKO_ROW_COUNTS)[number];
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_BET = 10;
export const PLINKO_MAX_BET = 1000;
/**
 * The least the house keeps of every fowl staked, in ten-thousandths, on any table and
 * any bet: 0.83 %. The tables return 99 % to two places, but 11 rows high risk, the most
 * generous, returns 0.9916015625, an edge of 0.83984375 %; house-edge.test.ts checks it.
 */
export const PLINKO_MIN_EDGE_BASIS_POINTS = 83;
export const PLINKO_HISTORY_SIZE = 10;

/** Multipliers by rows and risk, bucket 0 (all left) to bucket `rows` (all right). */
export const PLINKO_MULTIPLIERS: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, readonly number[]>>>> = {
  8: {
    low: [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6],
    medium: [13, 3, 1.3, 0.7, 0.4, 0.7, 1.3, 3, 13],
    high: [29, 4, 1.5, 0.3, 0.2, 0.3, 1.5, 4, 29],
  },
  9: {
    low: [5.6, 2, 1.6, 1, 0.7, 0.7, 1, 1.6, 2, 5.6],
    medium: [18, 4, 1.7, 0.9, 0.5, 0.5, 0.9, 1.7, 4, 18],
    high: [43, 7, 2, 0.6, 0.2, 0.2, 0.6, 2, 7, 43],
  },
  10: {
    low: [8.9, 3, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 3, 8.9],
    medium: [22, 5, 2, 1.4, 0.6, 0.4, 0.6, 1.4, 2, 5, 22],
    high: [76, 10, 3, 0.9, 0.3, 0.2, 0.3, 0.9, 3, 10, 76],
  },
  11: {
    low: [8.4, 3, 1.9, 1.3, 1, 0.7, 0.7, 1, 1.3, 1.9, 3, 8.4],
    medium: [24, 6, 3, 1.8, 0.7, 0.5, 0.5, 0.7, 1.8, 3, 6, 24],
    high: [120, 14, 5.2, 1.4, 0.4, 0.2, 0.2, 0.4, 1.4, 5.2, 14, 120],
  },
  12: {
    low: [10, 3, 1.6, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 1.6, 3, 10],
    medium: [33, 11, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 11, 33],
    high: [170, 24, 8.1, 2, 0.7, 0.2, 0.2, 0.2, 0.7, 2, 8.1, 24, 170],
  },
  13: {
    low: [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7, 0.7, 0.9, 1.2, 1.9, 3, 4, 8.1],
    medium: [43, 13, 6, 3, 1.3, 0.7, 0.4, 0.4, 0.7, 1.3, 3, 6, 13, 43],
    high: [260, 37, 11, 4, 1, 0.2, 0.2, 0.2, 0.2, 1, 4, 11, 37, 260],
  },
  14: {
    low: [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5, 1, 1.1, 1.3, 1.4, 1.9, 4, 7.1],
    medium: [58, 15, 7, 4, 1.9, 1, 0.5, 0.2, 0.5, 1, 1.9, 4, 7, 15, 58],
    high: [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2, 0.2, 0.3, 1.9, 5, 18, 56, 420],
  },
  15: {
    low: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7, 0.7, 1, 1.1, 1.5, 2, 3, 8, 15],
    medium: [88, 18, 11, 5, 3, 1.3, 0.5, 0.3, 0.3, 0.5, 1.3, 3, 5, 11, 18, 88],
    high: [620, 83, 27, 8, 3, 0.5, 0.2, 0.2, 0.2, 0.2, 0.5, 3, 8, 27, 83, 620],
  },
  16: {
    low: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5, 1, 1.1, 1.2, 1.4, 1.4, 2, 9, 16],
    medium: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110],
    high: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000],
  },
};

export const isPlinkoRows = (rows: number): rows is PlinkoRows => (PLINKO_ROW_COUNTS as readonly number[]).includes(rows);

function assertRows(rows: number): asserts rows is PlinkoRows {
  if (!isPlinkoRows(rows)) throw new Error(`rows must be a whole number from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}`);
}

export function plinkoMultipliers(rows: number, risk: PlinkoRisk): readonly number[] {
  assertRows(rows);
  return PLINKO_MULTIPLIERS[rows][risk];
}

/** The ball's path: 0 = left, 1 = right at each row, one float per row. */
export function plinkoPathFromFloats(fs: readonly number[], rows: number): Array<0 | 1> {
  assertRows(rows);
  if (fs.length < rows) throw new Error(`need ${rows} floats, got ${fs.length}`);
  return fs.slice(0, rows).map((f) => (pickIndex(f, 2) === 1 ? 1 : 0));
}

export const plinkoBucket = (path: readonly (0 | 1)[]): number => path.reduce<number>((sum, step) => sum + step, 0);

export interface PlinkoDrop {
  path: Array<0 | 1>;
  bucket: number;
}

/** The server's path: the bet's floats as the seed pair gave them. */
export function plinkoDropFromFloats(fs: readonly number[], rows: number): PlinkoDrop {
  const path = plinkoPathFromFloats(fs, rows);
  return { path, bucket: plinkoBucket(path) };
}

/** The verifier's path: the floats recomputed from revealed seeds. */
export function plinkoDropFromSeeds(seeds: FairSeeds, rows: number): PlinkoDrop {
  assertRows(rows);
  return plinkoDropFromFloats(floats({ ...seeds, count: rows }), rows);
}

export function plinkoMultiplier(rows: number, risk: PlinkoRisk, bucket: number): number {
  const multiplier = plinkoMultipliers(rows, risk)[bucket];
  if (multiplier === undefined) throw new Error(`bucket must be a whole number from 0 to ${rows}`);
  return multiplier;
}

/**
 * The gross amount paid back, in whole fowls rounded down. Every multiplier has one
 * decimal place, so it is computed in tenths with integers: no float rounding
 * (0.7 × 10 is 7.000000000000001 in a double) can move a payout.
 */
export function plinkoPayout(betAmount: number, multiplier: number): number {
  const tenths = Math.round(multiplier * 10);
  return Math.floor((betAmount * tenths) / 10);
}
