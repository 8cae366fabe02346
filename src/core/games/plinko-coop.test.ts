import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  coopBonusPayout,
  PLINKO_COOP_BONUS_MAX_MULTIPLIER,
  PLINKO_COOP_BONUS_RISK,
  PLINKO_COOP_BONUS_ROWS,
  PLINKO_COOP_BONUS_SHARE,
  PLINKO_COOP_BONUS_SHARE_PERMILLE,
  PLINKO_COOP_MAX_BONUS_PER_FILL,
  PLINKO_COOP_MAX_STAKED_PER_FILL,
  PLINKO_COOP_METER_TARGET,
  PLINKO_COOP_MIN_EDGE_BASIS_POINTS,
} from './plinko-coop';
import { PLINKO_MAX_BET, PLINKO_MAX_ROWS, PLINKO_MIN_BET, PLINKO_RISKS, PLINKO_ROW_COUNTS, plinkoMultipliers, plinkoPayout, type PlinkoRisk } from './plinko';

// Exact expectations, no simulation: every bucket of n rows has probability
// C(n, k) / 2^n, so over the common denominator 2^16 each one is the whole number
// C(n, k) × 2^(16 − n), and every expected payout below is an exact integer (BigInt)
// of 65,536ths of a fowl, with the real rounding of each payout applied per bucket.

const DENOMINATOR = 2n ** BigInt(PLINKO_MAX_ROWS);

function binomial(n: number, k: number): bigint {
  let ways = 1n;
  for (let i = 1; i <= k; i++) ways = (ways * BigInt(n - k + i)) / BigInt(i);
  return ways;
}

/** The chance of each bucket of `rows` rows, in 65,536ths. */
const bucketWeights = (rows: number): bigint[] => Array.from({ length: rows + 1 }, (_, k) => binomial(rows, k) * 2n ** BigInt(PLINKO_MAX_ROWS - rows));

/** A table's expectation of any payout rule, in 65,536ths of a fowl. */
const expectation = (rows: number, risk: PlinkoRisk, pay: (multiplier: number) => number): bigint =>
  plinkoMultipliers(rows, risk).reduce((sum, m, k) => sum + bucketWeights(rows)[k]! * BigInt(pay(m)), 0n);

/** A table's return to player as 65,536ths of a tenth (multipliers have one decimal place). */
const tableReturnTenths = (rows: number, risk: PlinkoRisk): bigint => expectation(rows, risk, (m) => Math.round(m * 10));

interface Drop {
  betAmount: number;
  rows: (typeof PLINKO_ROW_COUNTS)[number];
  risk: PlinkoRisk;
}

/** The player's exact expected net over one fill, drops and bonus ball, in 65,536ths of a fowl. */
function expectedNet(drops: readonly Drop[]): { net: bigint; staked: number } {
  const staked = drops.reduce((sum, d) => sum + d.betAmount, 0);
  const returned = drops.reduce((sum, d) => sum + expectation(d.rows, d.risk, (m) => plinkoPayout(d.betAmount, m)), 0n);
  const bonus = staked > 0 ? expectation(PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK, (m) => coopBonusPayout(staked, m)) : 0n;
  return { net: returned + bonus - BigInt(staked) * DENOMINATOR, staked };
}

/** net ≤ −edge × staked, exactly: both sides in 65,536ths, times 10,000 for the basis points. */
const keepsTheEdge = ({ net, staked }: { net: bigint; staked: number }): boolean =>
  net * 10_000n <= -BigInt(PLINKO_COOP_MIN_EDGE_BASIS_POINTS) * BigInt(staked) * DENOMINATOR;

describe('the coop bonus ball', () => {
  it('is worth 0.5 % of what the player staked in the fill, on 16 rows low risk, rounded down', () => {
    expect(PLINKO_COOP_BONUS_SHARE).toBe(0.005);
    expect([PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK, PLINKO_COOP_BONUS_MAX_MULTIPLIER]).toEqual([16, 'low', 16]);
    // 29 × 10 + 1,000: the far bucket pays 1,290 × 0.005 × 16 = 103.2, the middle one 3.225.
    expect(coopBonusPayout(1290, 16)).toBe(103);
    expect(coopBonusPayout(1290, 0.5)).toBe(3);
    expect(coopBonusPayout(1290, 1.1)).toBe(7);
    // Under 400 fowls staked the 0.5× bucket pays nothing; 10 fowls never earn a whole one.
    expect(coopBonusPayout(399, 0.5)).toBe(0);
    expect(coopBonusPayout(400, 0.5)).toBe(1);
    expect(coopBonusPayout(10, 16)).toBe(0);
    expect(coopBonusPayout(0, 16)).toBe(0);
    expect(() => coopBonusPayout(-1, 1)).toThrow(/staked/);
    expect(() => coopBonusPayout(1.5, 1)).toThrow(/staked/);
  });

  it('pays one account at most 2,400 fowls a fill: all 30 drops at 1,000, landing on 16×', () => {
    expect(PLINKO_COOP_MAX_STAKED_PER_FILL).toBe(PLINKO_COOP_METER_TARGET * PLINKO_MAX_BET);
    expect(PLINKO_COOP_MAX_STAKED_PER_FILL).toBe(30_000);
    expect(PLINKO_COOP_MAX_BONUS_PER_FILL).toBe(2400);
    const table = plinkoMultipliers(PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK);
    expect(Math.max(...table.map((m) => coopBonusPayout(PLINKO_COOP_MAX_STAKED_PER_FILL, m)))).toBe(PLINKO_COOP_MAX_BONUS_PER_FILL);
  });
});

describe('the coop edge', () => {
  it('is what the best table and the bonus table leave the house: 0.34 % (exactly 0.3448 %)', () => {
    const best = PLINKO_ROW_COUNTS.flatMap((rows) => PLINKO_RISKS.map((risk) => tableReturnTenths(rows, risk))).reduce((a, b) => (a > b ? a : b));
    const bonus = tableReturnTenths(PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK);
    expect(best).toBe(tableReturnTenths(11, 'high'));
    // Return per fowl staked, in 65,536ths of a ten-thousandth: drop + share × bonus ball.
    const perFowl = best * 1000n + BigInt(PLINKO_COOP_BONUS_SHARE_PERMILLE) * bonus;
    const full = 10_000n * DENOMINATOR;
    expect(perFowl).toBeLessThanOrEqual(full - BigInt(PLINKO_COOP_MIN_EDGE_BASIS_POINTS) * DENOMINATOR);
    // …and the published edge is not understated by a whole basis point.
    expect(perFowl).toBeGreaterThan(full - BigInt(PLINKO_COOP_MIN_EDGE_BASIS_POINTS + 1) * DENOMINATOR);
    expect(PLINKO_COOP_MIN_EDGE_BASIS_POINTS / 10_000).toBe(0.0034);
  });

  it('makes the attack on the old rule lose: 29 × 10, then close the fill with 1,000 on 16 rows high risk', () => {
    const attack: Drop[] = [...Array.from({ length: 29 }, (): Drop => ({ betAmount: 10, rows: 8, risk: 'low' })), { betAmount: 1000, rows: 16, risk: 'high' }];
    const result = expectedNet(attack);
    expect(result.staked).toBe(1290);
    expect(result.net).toBeLessThan(0n);
    expect(keepsTheEdge(result)).toBe(true);
    // Under the rule it replaces (the closing drop's stake, rows and risk, at least 1×) the
    // same fill was worth about +1,608 fowls in expectation (its floor lifts every 0.2× bucket
    // to 1×); now it loses about 7.
    const bonus = expectation(PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK, (m) => coopBonusPayout(1290, m));
    const oldBonus = expectation(16, 'high', (m) => plinkoPayout(1000, Math.max(1, m)));
    const fowls = (x: bigint) => Number(x) / Number(DENOMINATOR);
    expect(fowls(result.net - bonus + oldBonus)).toBeGreaterThan(1600);
    expect(fowls(result.net)).toBeLessThan(-7);
  });

  it('holds for any legal sequence of drops in a fill: sizes, tables, how many, and who closes it', () => {
    const dropArb = fc.record({
      betAmount: fc.integer({ min: PLINKO_MIN_BET, max: PLINKO_MAX_BET }),
      rows: fc.constantFrom(...PLINKO_ROW_COUNTS),
      risk: fc.constantFrom(...PLINKO_RISKS),
    });
    // The fill's 30 drops: the player's own (in order) at any positions, the room's elsewhere.
    const fillArb = fc
      .uniqueArray(fc.integer({ min: 0, max: PLINKO_COOP_METER_TARGET - 1 }), { minLength: 1, maxLength: PLINKO_COOP_METER_TARGET })
      .chain((positions) =>
        fc.tuple(fc.constant(positions.sort((a, b) => a - b)), fc.array(dropArb, { minLength: positions.length, maxLength: positions.length })),
      );
    fc.assert(
      fc.property(fillArb, ([positions, drops]) => {
        // Walks the fill as the server counts it: the player's stakes add up whatever their
        // order, and the bonus is settled once, on the total, when the 30th drop closes it.
        let staked = 0;
        const mine: Drop[] = [];
        for (let slot = 0; slot < PLINKO_COOP_METER_TARGET; slot++) {
          const i = positions.indexOf(slot);
          if (i < 0) continue;
          staked += drops[i]!.betAmount;
          mine.push(drops[i]!);
        }
        const result = expectedNet(mine);
        expect(result.staked).toBe(staked);
        expect(result.net).toBeLessThan(0n);
        expect(keepsTheEdge(result), `net ${Number(result.net) / 65_536} on ${staked} staked`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
