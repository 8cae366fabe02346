import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
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

// Drops through the server's path (HMAC floats from a seed pair). The bucket does not
// depend on the risk, so each row count is simulated once and its buckets are paid
// with the three tables. Tolerance: 5 standard errors of the mean, computed from each
// table's exact variance (for 16 rows, high risk: sd ≈ 6.7, so ±0.15 at 20,000 drops;
// for 8 rows, low: sd ≈ 0.9, so ±0.03). A wrong bucket rule or a table off by one
// bucket moves the result far outside these.
describe('simulation', () => {
  const DROPS = 20_000;
  const STANDARD_ERRORS = 5;

  for (const rows of PLINKO_ROW_COUNTS) {
    it(`returns each table's RTP within ${STANDARD_ERRORS} standard errors over ${DROPS} drops of ${rows} rows`, () => {
      const counts = new Array<number>(rows + 1).fill(0);
      for (let nonce = 0; nonce < DROPS; nonce++) {
        const { bucket } = plinkoDropFromFloats(floats({ serverSeed: 'simulation-server-seed', clientSeed: `rows-${rows}`, nonce, count: rows }), rows);
        counts[bucket]! += 1;
      }
      for (const risk of PLINKO_RISKS) {
        const table = plinkoMultipliers(rows, risk);
        const rtp = plinkoTableRtp(rows, risk);
        const variance = table.reduce((sum, m, k) => sum + plinkoBucketProbability(rows, k) * (m - rtp) ** 2, 0);
        const tolerance = (STANDARD_ERRORS * Math.sqrt(variance)) / Math.sqrt(DROPS);
        const simulated = counts.reduce((sum, n, k) => sum + n * table[k]!, 0) / DROPS;
        expect(Math.abs(simulated - rtp), `${rows} rows, ${risk}: ${simulated} vs ${rtp} ± ${tolerance}`).toBeLessThan(tolerance);
      }
    });
  }
});
