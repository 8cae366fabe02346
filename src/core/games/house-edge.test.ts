import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFUSE_HOUSE_EDGE_BASIS_POINTS, DEFUSE_MIN_BET, DEFUSE_WIRE_COUNT, cutWire, defusePayout, type DefuseBoard } from './defuse-la-bomba';
import { CASE_COOLDOWN_MS, CASE_EXPECTED_VALUE, CASE_TOTAL_TICKETS, FREE_CASES, caseAvailability, casePrizeFromFloat } from './fowl-case';
import { COIN_SIDES, FLIP_HOUSE_EDGE_BASIS_POINTS, FLIP_MIN_BET, coinFromFloats, flipPayout } from './fowl-flip';
import { BET as HUNT_BET, FOWL_HUNT_DEFAULT_DAILY_CAP, GOAL_MAX, GOAL_MIN, MAX_CLICKS, huntPayout, huntSettlement } from './fowl-hunt';
import {
  HEN_HOUSE_MAX_BET,
  HEN_HOUSE_MAX_BOMBS,
  HEN_HOUSE_MIN_BET,
  HEN_HOUSE_MIN_BOMBS,
  HEN_HOUSE_MIN_EDGE_BASIS_POINTS,
  HEN_HOUSE_TILE_COUNT,
  henHousePayout,
  safeTileCount,
} from './hen-house-hazard';
import {
  PLINKO_MAX_BET,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_BET,
  PLINKO_MIN_EDGE_BASIS_POINTS,
  PLINKO_RISKS,
  PLINKO_ROW_COUNTS,
  plinkoMultipliers,
  plinkoPayout,
  type PlinkoRisk,
  type PlinkoRows,
} from './plinko';
import { PLINKO_COOP_BONUS_RISK, PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_METER_TARGET, PLINKO_COOP_MIN_EDGE_BASIS_POINTS, coopBonusPayout } from './plinko-coop';

// Does the house keep its published edge whatever a player does? Each game's legal
// choices (bets, bomb counts, cash-out points, wires, rows, risks, sides) are drawn at
// random as a sequence of rounds, and the player's exact expected return is computed
// from the game's published odds and its own payout code, with whole-number arithmetic
// (BigInt), never a simulation. The claim checked is
//     E[paid back over the sequence] ≤ (1 − edge) × staked over the sequence.
// Checking a sequence, not one round, matters because a player may choose each round
// after seeing the last: every round's expectation given the past is bounded the same
// way, so the sum is too, and the properties below compute that sum.

const BASIS = 10_000n;

/** paid / of ≤ (1 − edge) × staked, exactly: paid ≤ (10,000 − bp) × staked × of / 10,000. */
const keepsEdge = (paid: bigint, of: bigint, staked: bigint, edgeBasisPoints: number): boolean =>
  paid * BASIS <= (BASIS - BigInt(edgeBasisPoints)) * staked * of;

function binomial(n: number, k: number): bigint {
  let ways = 1n;
  for (let i = 1; i <= k; i++) ways = (ways * BigInt(n - k + i)) / BigInt(i);
  return ways;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** An exact fraction, kept reduced; enough arithmetic for sums of expectations. */
class Ratio {
  constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}
  static of(num: bigint, den: bigint): Ratio {
    const g = gcd(num, den);
    return new Ratio(num / g, den / g);
  }
  plus(o: Ratio): Ratio {
    return Ratio.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
}
const ZERO = new Ratio(0n, 1n);

describe('Fowl Flip: no house edge, as published (decision 0008)', () => {
  // The coin is the first float's half: below 0.5 heads. Floats are k / 2^32, so each
  // half holds exactly 2^31 of them; one float from each stands for its half.
  const landings = [0.25, 0.75].map((f) => coinFromFloats([f]));

  it('has each side on exactly one half of the floats', () => {
    expect([...landings].sort()).toEqual([...COIN_SIDES].sort());
  });

  it('returns exactly the stake over any sequence of calls and bets', () => {
    const round = fc.record({ bet: fc.integer({ min: FLIP_MIN_BET, max: 1_000_000_000 }), side: fc.constantFrom(...COIN_SIDES) });
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 50 }), (rounds) => {
        // In halves of a fowl: each landing has probability 1/2.
        const paid = rounds.reduce((sum, r) => sum + landings.reduce((s, coin) => s + BigInt(flipPayout(r.bet, coin === r.side)), 0n), 0n);
        const staked = rounds.reduce((sum, r) => sum + BigInt(r.bet), 0n);
        expect(keepsEdge(paid, 2n, staked, FLIP_HOUSE_EDGE_BASIS_POINTS)).toBe(true);
        expect(paid).toBe(2n * staked);
      }),
      { numRuns: 200 },
    );
  });
});

describe(`Defuse la Bomba: the house keeps ${DEFUSE_HOUSE_EDGE_BASIS_POINTS / 100} % (decision 0008)`, () => {
  const wires = Array.from({ length: DEFUSE_WIRE_COUNT }, (_, w) => w);

  /** What one round pays for each of the equally likely bomb wires, playing `order` with the game's own cuts. */
  function payoutsByBomb(bet: number, order: readonly number[]): number[] {
    return wires.map((bombWire) => {
      let board: DefuseBoard = { bombWire, cut: [] };
      for (const wire of order) {
        const step = cutWire(board, wire);
        if (step.hit) return defusePayout(bet, false);
        if (step.won) return defusePayout(bet, true);
        board = step.board;
      }
      throw new Error('a round always ends within the four wires');
    });
  }

  it('pays exactly one bomb wire in four, whatever the order of cuts', () => {
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
    ]) {
      expect(payoutsByBomb(100, order).filter((p) => p > 0)).toEqual([300]);
    }
  });

  it('keeps its edge over any sequence of bets and cut orders', () => {
    const round = fc.record({
      bet: fc.integer({ min: DEFUSE_MIN_BET, max: 1_000_000_000 }),
      order: fc.shuffledSubarray(wires, { minLength: DEFUSE_WIRE_COUNT, maxLength: DEFUSE_WIRE_COUNT }),
    });
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 50 }), (rounds) => {
        const paid = rounds.reduce((sum, r) => sum + payoutsByBomb(r.bet, r.order).reduce((s, p) => s + BigInt(p), 0n), 0n);
        const staked = rounds.reduce((sum, r) => sum + BigInt(r.bet), 0n);
        expect(keepsEdge(paid, BigInt(DEFUSE_WIRE_COUNT), staked, DEFUSE_HOUSE_EDGE_BASIS_POINTS)).toBe(true);
        // …and keeps exactly that: 3 × 1/4 of every stake comes back.
        expect(paid * BASIS).toBe((BASIS - BigInt(DEFUSE_HOUSE_EDGE_BASIS_POINTS)) * staked * BigInt(DEFUSE_WIRE_COUNT));
      }),
      { numRuns: 200 },
    );
  });
});

describe(`Hen House Hazard: the house keeps at least ${HEN_HOUSE_MIN_EDGE_BASIS_POINTS / 100} %`, () => {
  /**
   * P(the first `tiles` picks are all safe) = (S / 25)((S − 1) / 24)… with S safe tiles,
   * computed here from the board, not with the game's own survivalOdds. Which tiles are
   * picked does not matter (the bombs are placed uniformly), and a player learns nothing
   * but "still safe" before cashing out, so a strategy is a cash-out point per round.
   */
  function survival(bombs: number, tiles: number): Ratio {
    let ways = 1n;
    let of = 1n;
    for (let i = 0; i < tiles; i++) {
      ways *= BigInt(HEN_HOUSE_TILE_COUNT - bombs - i);
      of *= BigInt(HEN_HOUSE_TILE_COUNT - i);
    }
    return Ratio.of(ways, of);
  }

  /** Every cash-out point: a bomb count and how many safe tiles (no cash-out before the first). */
  const cashOutPoints = Array.from({ length: HEN_HOUSE_MAX_BOMBS - HEN_HOUSE_MIN_BOMBS + 1 }, (_, i) => HEN_HOUSE_MIN_BOMBS + i).flatMap((bombs) =>
    Array.from({ length: safeTileCount(bombs) }, (_, t) => ({ bombs, tiles: t + 1 })),
  );

  /** The return of one cash-out point, as a fraction of the stake. A 100 bet is paid exactly (the multiplier has 2 decimals); any other is rounded down, so it returns no more. */
  const pointReturn = (bombs: number, tiles: number): Ratio => {
    const p = survival(bombs, tiles);
    return Ratio.of(p.num * BigInt(henHousePayout(100, bombs, tiles)), p.den * 100n);
  };

  it('over every cash-out point and bet, never returns more than the edge allows, and the edge is not understated', () => {
    let worst = { ratio: ZERO, bombs: 0, tiles: 0 };
    for (const { bombs, tiles } of cashOutPoints) {
      const r = pointReturn(bombs, tiles);
      if (r.num * worst.ratio.den > worst.ratio.num * r.den) worst = { ratio: r, bombs, tiles };
      for (const bet of [HEN_HOUSE_MIN_BET, 99, 100, 333, 1000]) {
        const p = survival(bombs, tiles);
        expect(keepsEdge(p.num * BigInt(henHousePayout(bet, bombs, tiles)), p.den, BigInt(bet), HEN_HOUSE_MIN_EDGE_BASIS_POINTS)).toBe(true);
      }
    }
    expect(cashOutPoints).toHaveLength(300);
    expect(keepsEdge(worst.ratio.num, worst.ratio.den, 1n, HEN_HOUSE_MIN_EDGE_BASIS_POINTS)).toBe(true);
    expect(keepsEdge(worst.ratio.num, worst.ratio.den, 1n, HEN_HOUSE_MIN_EDGE_BASIS_POINTS + 1)).toBe(false);
    // 1 bomb, 3 safe tiles: odds 2024/2300 = 0.88, 0.99 / 0.88 = 1.125 rounds half up to 1.13.
    expect(worst).toMatchObject({ bombs: 1, tiles: 3 });
    expect(worst.ratio.toNumber()).toBe(0.9944);
  });

  it('falls short of the nominal 1 % where its multiplier rounds up: 89 of the 300 cash-out points return more than 0.99 on the maximum bet', () => {
    // Decision 0008 states a return of 0.99 at every cash-out point; the rounding of the
    // multiplier to 2 decimals, half up, lifts it as high as 0.9944. Flooring the multiplier
    // would keep 1 % everywhere, and this count would drop to 0: then raise the edge above.
    const above = cashOutPoints.filter(({ bombs, tiles }) => {
      const r = pointReturn(bombs, tiles);
      return r.num * 100n > 99n * r.den;
    });
    // 97 by the multiplier alone; the maximum win of a round holds 8 of them below 0.99 on the maximum bet.
    expect(above).toHaveLength(89);
  });

  it('keeps its edge over any sequence of bets, bomb counts and cash-out points', () => {
    const anyRound = fc.integer({ min: HEN_HOUSE_MIN_BOMBS, max: HEN_HOUSE_MAX_BOMBS }).chain((bombs) =>
      fc.record({
        bombs: fc.constant(bombs),
        tiles: fc.integer({ min: 1, max: safeTileCount(bombs) }),
        bet: fc.integer({ min: HEN_HOUSE_MIN_BET, max: HEN_HOUSE_MAX_BET }),
      }),
    );
    // A player who knows the tables plays the best point often: half the rounds are drawn there.
    const bestRound = fc.record({
      bombs: fc.constant(1),
      tiles: fc.constant(3),
      bet: fc.integer({ min: 1, max: HEN_HOUSE_MAX_BET / 100 }).map((h) => h * 100),
    });
    const round = fc.oneof(anyRound, bestRound);
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 40 }), (rounds) => {
        const paid = rounds.reduce((sum, r) => {
          const p = survival(r.bombs, r.tiles);
          return sum.plus(Ratio.of(p.num * BigInt(henHousePayout(r.bet, r.bombs, r.tiles)), p.den));
        }, ZERO);
        const staked = rounds.reduce((sum, r) => sum + BigInt(r.bet), 0n);
        expect(keepsEdge(paid.num, paid.den, staked, HEN_HOUSE_MIN_EDGE_BASIS_POINTS), `${paid.toNumber()} back on ${staked} staked`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

// Plinko: bucket k of n rows has probability C(n, k) / 2^n, that is C(n, k) × 2^(16 − n)
// in 65,536ths, so every expectation is a whole number of 65,536ths of a fowl.
const PLINKO_DENOMINATOR = 2n ** BigInt(PLINKO_MAX_ROWS);
const bucketWeights = (rows: number): bigint[] => Array.from({ length: rows + 1 }, (_, k) => binomial(rows, k) * 2n ** BigInt(PLINKO_MAX_ROWS - rows));
/** The expectation of any payout rule on a table, in 65,536ths of a fowl. */
const plinkoExpectation = (rows: number, risk: PlinkoRisk, pay: (multiplier: number) => number): bigint => {
  const weights = bucketWeights(rows);
  return plinkoMultipliers(rows, risk).reduce((sum, m, k) => sum + weights[k]! * BigInt(pay(m)), 0n);
};

interface Drop {
  bet: number;
  rows: PlinkoRows;
  risk: PlinkoRisk;
}
const anyDrop: fc.Arbitrary<Drop> = fc.record({
  bet: fc.integer({ min: PLINKO_MIN_BET, max: PLINKO_MAX_BET }),
  rows: fc.constantFrom(...PLINKO_ROW_COUNTS),
  risk: fc.constantFrom(...PLINKO_RISKS),
});
/** The most generous table, 11 rows high risk, at a bet it pays exactly (a multiple of 10): what a player who knows the tables plays. */
const bestDrop: fc.Arbitrary<Drop> = fc.record({
  bet: fc.integer({ min: PLINKO_MIN_BET / 10, max: PLINKO_MAX_BET / 10 }).map((t) => t * 10),
  rows: fc.constant(11 as const),
  risk: fc.constant('high' as const),
});
const dropArb = fc.oneof(anyDrop, bestDrop);
const dropsPaid = (drops: readonly Drop[]): bigint => drops.reduce((sum, d) => sum + plinkoExpectation(d.rows, d.risk, (m) => plinkoPayout(d.bet, m)), 0n);
const staked = (drops: readonly Drop[]): bigint => drops.reduce((sum, d) => sum + BigInt(d.bet), 0n);

describe(`Plinko: the house keeps at least ${PLINKO_MIN_EDGE_BASIS_POINTS / 100} %`, () => {
  it('on every table, and the edge is not understated: 11 rows high risk returns 0.9916015625', () => {
    const returns = PLINKO_ROW_COUNTS.flatMap((rows) =>
      PLINKO_RISKS.map((risk) => ({ rows, risk, tenths: plinkoExpectation(rows, risk, (m) => Math.round(m * 10)) })),
    );
    // A table's multipliers in tenths: its return per fowl is tenths / (10 × 65,536).
    for (const r of returns) expect(keepsEdge(r.tenths, 10n * PLINKO_DENOMINATOR, 1n, PLINKO_MIN_EDGE_BASIS_POINTS), `${r.rows} rows ${r.risk}`).toBe(true);
    const best = returns.reduce((a, b) => (b.tenths > a.tenths ? b : a));
    expect(best).toMatchObject({ rows: 11, risk: 'high' });
    expect(Number(best.tenths) / (10 * Number(PLINKO_DENOMINATOR))).toBe(0.9916015625);
    expect(keepsEdge(best.tenths, 10n * PLINKO_DENOMINATOR, 1n, PLINKO_MIN_EDGE_BASIS_POINTS + 1)).toBe(false);
    // The page says "between 98.98% and 99.16%": 13 of the 27 tables return a little more than 99%.
    expect(returns.filter((r) => r.tenths * 100n > 99n * 10n * PLINKO_DENOMINATOR)).toHaveLength(13);
  });

  it('keeps its edge over any sequence of bets, rows and risks', () => {
    fc.assert(
      fc.property(fc.array(dropArb, { minLength: 1, maxLength: 60 }), (drops) => {
        expect(keepsEdge(dropsPaid(drops), PLINKO_DENOMINATOR, staked(drops), PLINKO_MIN_EDGE_BASIS_POINTS)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe(`Plinko Coop: with its bonus balls the house keeps at least ${PLINKO_COOP_MIN_EDGE_BASIS_POINTS / 100} % (decision 0045)`, () => {
  /** The player's exact expected payout over a fill: its drops, then one ball on their total stake. */
  const fillPaid = (fill: readonly Drop[]): bigint => {
    const inFill = Number(staked(fill));
    const ball = inFill === 0 ? 0n : plinkoExpectation(PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK, (m) => coopBonusPayout(inFill, m));
    return dropsPaid(fill) + ball;
  };

  it('even for the best a player can do: a whole fill alone, every drop 1,000 on 11 rows high risk', () => {
    const fill = Array.from({ length: PLINKO_COOP_METER_TARGET }, (): Drop => ({ bet: PLINKO_MAX_BET, rows: 11, risk: 'high' }));
    expect(keepsEdge(fillPaid(fill), PLINKO_DENOMINATOR, staked(fill), PLINKO_COOP_MIN_EDGE_BASIS_POINTS)).toBe(true);
    // …with no whole basis point to spare (exactly 0.3448 %).
    expect(keepsEdge(fillPaid(fill), PLINKO_DENOMINATOR, staked(fill), PLINKO_COOP_MIN_EDGE_BASIS_POINTS + 1)).toBe(false);
  });

  it('over any sequence of drops across many fills, the room dropping in between', () => {
    // A session: the player's drops, each after some of the room's. The meter closes a fill
    // every 30 drops, anyone's, and pays the player a ball on what they staked in it. A fill
    // still open at the end is counted as if it closed: its ball can only add to the player.
    const session = fc.array(fc.record({ roomDropsBefore: fc.nat({ max: 2 * PLINKO_COOP_METER_TARGET }), drop: dropArb }), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(session, (moves) => {
        const fills: Drop[][] = [[]];
        let meter = 0;
        const count = () => {
          meter += 1;
          if (meter === PLINKO_COOP_METER_TARGET) {
            meter = 0;
            fills.push([]);
          }
        };
        for (const { roomDropsBefore, drop } of moves) {
          for (let i = 0; i < roomDropsBefore; i++) count();
          fills.at(-1)!.push(drop);
          count();
        }
        const paid = fills.reduce((sum, fill) => sum + fillPaid(fill), 0n);
        const mine = moves.map((m) => m.drop);
        expect(keepsEdge(paid, PLINKO_DENOMINATOR, staked(mine), PLINKO_COOP_MIN_EDGE_BASIS_POINTS), `${fills.length} fills`).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the Fowl Case: free, at its published odds (decision 0008)', () => {
  it('is worth exactly the published expectation, every ticket counted', () => {
    let total = 0;
    // The middle of each ticket's range of floats, so no float rounding moves a ticket.
    for (let ticket = 0; ticket < CASE_TOTAL_TICKETS; ticket++) total += casePrizeFromFloat((ticket + 0.5) / CASE_TOTAL_TICKETS).prize;
    expect(total / CASE_TOTAL_TICKETS).toBe(CASE_EXPECTED_VALUE);
    expect(CASE_EXPECTED_VALUE).toBe(167.5);
  });

  it('opens at most once every 4 hours for Premium (6 a day) and once in all on the free trial, however often a player tries', () => {
    const DAY = 24 * 3_600_000;
    const attempts = fc.array(fc.integer({ min: 0, max: 3 * DAY - 1 }), { minLength: 1, maxLength: 200 }).map((ts) => [...ts].sort((a, b) => a - b));
    fc.assert(
      fc.property(attempts, fc.boolean(), (times, premium) => {
        const opened: number[] = [];
        for (const t of times) {
          const { canOpen } = caseAvailability({
            premium,
            lastOpenedAt: opened.length ? new Date(opened.at(-1)!) : null,
            openedCount: opened.length,
            now: new Date(t),
          });
          if (canOpen) opened.push(t);
        }
        if (!premium) expect(opened.length).toBeLessThanOrEqual(FREE_CASES);
        // Any 24 hours, wherever they start, hold at most ceil(24 h / cooldown) openings.
        for (const start of opened) expect(opened.filter((t) => t >= start && t < start + DAY).length).toBeLessThanOrEqual(Math.ceil(DAY / CASE_COOLDOWN_MS));
      }),
      { numRuns: 300 },
    );
  });
});

describe('Fowl Hunt: a game of skill, so its daily cap bounds what it can give', () => {
  it('pays at most 5× its bet, at the top goal, and more for a higher goal', () => {
    const payouts = Array.from({ length: GOAL_MAX - GOAL_MIN + 1 }, (_, i) => huntPayout(GOAL_MIN + i, HUNT_BET));
    expect(Math.max(...payouts)).toBe(huntPayout(GOAL_MAX, HUNT_BET));
    expect(huntPayout(GOAL_MAX, HUNT_BET)).toBe(5 * HUNT_BET);
    payouts.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(payouts[i - 1] ?? 0));
  });

  it('keeps the net winnings of a day within the cap, whatever the rounds, including perfect play', () => {
    const round = fc.record({
      goal: fc.integer({ min: GOAL_MIN, max: GOAL_MAX }),
      clicks: fc.integer({ min: 0, max: MAX_CLICKS }),
      hitShare: fc.double({ min: 0, max: 1, noNaN: true }),
      perfect: fc.boolean(),
      flagged: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 60 }), fc.constantFrom(FOWL_HUNT_DEFAULT_DAILY_CAP, 0, 1, 37, 2000), (rounds, dailyCap) => {
        // The day's rounds settle one at a time (one round runs at a time per player), each
        // seeing the net of those before it, as the server sums them from its rounds table.
        let net = 0;
        for (const r of rounds) {
          const hits = r.perfect ? Math.max(r.clicks, r.goal) : Math.floor(r.clicks * r.hitShare);
          const clicks = r.perfect ? hits : r.clicks;
          const settled = huntSettlement({ hits, clicks, goal: r.goal, bet: HUNT_BET, flagged: r.flagged, dailyCap, netBefore: net });
          expect(settled.payout).toBeLessThanOrEqual(huntPayout(r.goal, HUNT_BET));
          if (settled.won) expect(settled.payout).toBeGreaterThanOrEqual(HUNT_BET);
          net += settled.payout - HUNT_BET;
          expect(net).toBeLessThanOrEqual(dailyCap);
        }
      }),
      { numRuns: 300 },
    );
  });
});
