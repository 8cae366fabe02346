import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { evenPartition, expectMappingOnStates, floatOf, lastState } from '../../../test/helpers/float-states';
import {
  PLINKO_RISKS,
  PLINKO_ROW_COUNTS,
  plinkoDropFromFloats,
  plinkoDropFromSeeds,
  plinkoMultiplier,
  plinkoMultipliers,
  plinkoPathFromFloats,
  plinkoPayout,
} from './plinko';

/** C(n, k) / 2^n: the chance a fair ball lands in bucket k of n rows. */
function plinkoBucketProbability(rows: number, bucket: number): number {
  let ways = 1;
  for (let i = 1; i <= bucket; i++) ways = (ways * (rows - bucket + i)) / i;
  return ways / 2 ** rows;
}

/** Every table is built to return this much (spec §9), before the 0.1× rounding of its multipliers. */
const PLINKO_RTP = 0.99;

/** A table's exact return to player: sum over buckets of P(bucket) × multiplier. */
const plinkoTableRtp = (rows: number, risk: (typeof PLINKO_RISKS)[number]): number =>
  plinkoMultipliers(rows, risk).reduce((sum, m, bucket) => sum + m * plinkoBucketProbability(rows, bucket), 0);

const VECTOR = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
};
const seedsArb = fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() });
const rowsArb = fc.constantFrom(...PLINKO_ROW_COUNTS);

describe('the path', () => {
  it('lands in bucket 5 for the published vector with 16 rows', () => {
    const drop = plinkoDropFromSeeds(VECTOR, 16);
    expect(drop.bucket).toBe(5);
    expect(drop.path).toHaveLength(16);
    expect(drop.path.filter((step) => step === 1)).toHaveLength(5);
  });

  it('turns right exactly when floor(float × 2) is 1', () => {
    const fs = [0, 0.4999999, 0.5, 1 - 2 ** -32, 0.25, 0.75, 0.1, 0.9];
    expect(plinkoPathFromFloats(fs, 8)).toEqual([0, 0, 1, 1, 0, 1, 0, 1]);
    expect(plinkoDropFromFloats(fs, 8).bucket).toBe(4);
  });

  it('is the same on the server path (floats) and the verifier path (seeds), one float per row', () => {
    fc.assert(
      fc.property(seedsArb, rowsArb, (seeds, rows) => {
        const drop = plinkoDropFromFloats(floats({ ...seeds, count: rows }), rows);
        expect(plinkoDropFromSeeds(seeds, rows)).toEqual(drop);
        expect(drop.bucket).toBeGreaterThanOrEqual(0);
        expect(drop.bucket).toBeLessThanOrEqual(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses row counts outside 8..16 and too few floats', () => {
    expect(() => plinkoDropFromSeeds(VECTOR, 7)).toThrow(/rows/);
    expect(() => plinkoDropFromSeeds(VECTOR, 17)).toThrow(/rows/);
    expect(() => plinkoDropFromSeeds(VECTOR, 8.5)).toThrow(/rows/);
    expect(() => plinkoPathFromFloats([0.1, 0.2], 8)).toThrow(/floats/);
  });
});

describe('the tables', () => {
  it('have rows + 1 buckets, symmetric, for every row count and risk', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoMultipliers(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
      }
    }
  });

  it('return 0.99 to the player, exactly from the binomial odds, for every row count and risk', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      const odds = Array.from({ length: rows + 1 }, (_, k) => plinkoBucketProbability(rows, k));
      expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (const risk of PLINKO_RISKS) {
        // The published tables have one decimal place, so 0.99 holds to two places.
        expect(plinkoTableRtp(rows, risk).toFixed(2), `${rows} rows, ${risk}`).toBe(PLINKO_RTP.toFixed(2));
      }
    }
    expect(plinkoTableRtp(8, 'low')).toBeCloseTo(0.98984375, 10);
    expect(plinkoTableRtp(16, 'high')).toBeCloseTo(0.989764404296875, 12);
  });
});

describe('payout', () => {
  it('pays the bet times the multiplier in whole fowls, rounded down', () => {
    expect(plinkoPayout(10, 0.2)).toBe(2);
    expect(plinkoPayout(10, 0.7)).toBe(7);
    expect(plinkoPayout(100, 1.1)).toBe(110);
    expect(plinkoPayout(15, 0.3)).toBe(4);
    expect(plinkoPayout(1000, 1000)).toBe(1_000_000);
    expect(plinkoMultiplier(16, 'high', 5)).toBe(2);
    expect(() => plinkoMultiplier(8, 'low', 9)).toThrow(/bucket/);
  });
});

// Each row turns right when floor(float × 2) = 1, on that row's own float (4 bytes of
// its own). Floats are k / 2^32 for 2^32 equally likely states k, so each turn is right
// on exactly 2^31 of them; a path of `rows` turns then holds exactly 2^(31 × rows) of
// the 2^(32 × rows) float tuples, the same for every path, and bucket k has exactly
// C(rows, k) / 2^rows of them. Checked on the game's own path code, not sampled.
describe('the odds of a drop, exactly', () => {
  const halves = evenPartition(2);
  /** The last state that turns left and the first that turns right: the two sides of the cut. */
  const LEFT = floatOf(lastState(halves, 0));
  const RIGHT = floatOf(halves.starts[1]!);

  it('turns right on exactly half of the 2^32 floats, at every row of every board', () => {
    expect(halves.counts).toEqual([2 ** 31, 2 ** 31]);
    for (const rows of PLINKO_ROW_COUNTS) {
      for (let row = 0; row < rows; row++) {
        const others = row % 2 ? LEFT : RIGHT;
        const fs = (f: number) => Array.from({ length: rows }, (_, r) => (r === row ? f : others));
        expectMappingOnStates(
          halves,
          (f) => plinkoPathFromFloats(fs(f), rows)[row]!,
          (side) => side,
          20,
        );
      }
    }
  });

  it('reads row r from float r alone, so every path of every board has the same odds and bucket k has C(rows, k) / 2^rows', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      const paths = new Array<number>(rows + 1).fill(0);
      // Every combination of sides, each row on its float nearest the cut: bit r of `turns` is row r.
      const fs = new Array<number>(rows).fill(LEFT);
      let wrong = 0;
      for (let turns = 0; turns < 2 ** rows; turns++) {
        for (let r = 0; r < rows; r++) fs[r] = (turns >> r) & 1 ? RIGHT : LEFT;
        const { path, bucket } = plinkoDropFromFloats(fs, rows);
        for (let r = 0; r < rows; r++) if (path[r] !== ((turns >> r) & 1)) wrong++;
        paths[bucket]! += 1;
      }
      expect(wrong, `${rows} rows: turns that did not follow their own float`).toBe(0);
      paths.forEach((n, k) => expect(n / 2 ** rows, `${rows} rows, bucket ${k}`).toBe(plinkoBucketProbability(rows, k)));
      for (const risk of PLINKO_RISKS) {
        const returned = paths.reduce((sum, n, k) => sum + (n / 2 ** rows) * plinkoMultiplier(rows, risk, k), 0);
        expect(returned, `${rows} rows, ${risk}`).toBeCloseTo(plinkoTableRtp(rows, risk), 12);
      }
    }
  });

  // The wiring through HMAC: 16 rows take two digests (rounds 0 and 1 of the message). On
  // loose bounds: each row's right turns over 1,000 drops have a standard deviation of
  // 15.8, the mean bucket 0.063 and the buckets' variance (4 for a fair board) about 0.18;
  // each bound is over 5 of them. A float reused across rows would give a variance near 64.
  it('drops through the HMAC floats of each nonce: 1,000 drops of 16 rows', () => {
    const DROPS = 1000;
    const rights = new Array<number>(16).fill(0);
    const buckets: number[] = [];
    for (let nonce = 0; nonce < DROPS; nonce++) {
      const { path, bucket } = plinkoDropFromSeeds({ serverSeed: 'simulation-server-seed', clientSeed: 'rows-16', nonce }, 16);
      path.forEach((step, row) => (rights[row]! += step));
      buckets.push(bucket);
    }
    rights.forEach((n, row) => expect(Math.abs(n - DROPS / 2), `row ${row}`).toBeLessThan(80));
    const mean = buckets.reduce((a, b) => a + b, 0) / DROPS;
    const variance = buckets.reduce((sum, b) => sum + (b - mean) ** 2, 0) / (DROPS - 1);
    expect(Math.abs(mean - 8)).toBeLessThan(0.35);
    expect(Math.abs(variance - 4)).toBeLessThan(1);
  });
});
