import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { mineTiles } from '../fair/verify';
import { MAX_ROUND_PAYOUT } from '../money';
import {
  HEN_HOUSE_MAX_BOMBS,
  HEN_HOUSE_MIN_BOMBS,
  HEN_HOUSE_TILE_COUNT,
  bombTilesFromFloats,
  bombTilesFromSeeds,
  fromPublishedTile,
  henHouseFloatCount,
  henHouseMultiplier,
  henHousePayout,
  nextHenHouseMultiplier,
  revealTile,
  safeTileCount,
  survivalOdds,
  toPublishedTile,
  type HenHouseBoard,
} from './hen-house-hazard';

/** The return to player at every cash-out point, before rounding (spec §9). */
const HEN_HOUSE_RTP = 0.99;

const survivalProbability = (bombCount: number, safeRevealed: number): number => {
  const { ways, of } = survivalOdds(bombCount, safeRevealed);
  return ways / of;
};

const VECTOR = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
};
const seedsArb = fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() });
const bombsArb = fc.integer({ min: HEN_HOUSE_MIN_BOMBS, max: HEN_HOUSE_MAX_BOMBS });

/** Every (bombs, safe tiles revealed) a player can cash out at. */
const cashOutPoints = Array.from({ length: HEN_HOUSE_MAX_BOMBS }, (_, i) => i + 1).flatMap((bombs) =>
  Array.from({ length: safeTileCount(bombs) }, (_, k) => ({ bombs, k: k + 1 })),
);

describe('tile numbering', () => {
  it('maps board tiles 0..24 to the published 1..25 and back', () => {
    expect(toPublishedTile(0)).toBe(1);
    expect(toPublishedTile(24)).toBe(25);
    for (let tile = 0; tile < HEN_HOUSE_TILE_COUNT; tile++) expect(fromPublishedTile(toPublishedTile(tile))).toBe(tile);
  });

  it('leaves board tile 21 (published 22) as the only safe tile for 24 bombs in the published vector', () => {
    const bombs = bombTilesFromSeeds(VECTOR, 24);
    expect(bombs).toHaveLength(24);
    expect(Array.from({ length: 25 }, (_, t) => t).filter((t) => !bombs.includes(t))).toEqual([21]);
  });
});

describe('bomb placement', () => {
  it('is the same on the server path (floats) and the verifier path (seeds)', () => {
    fc.assert(
      fc.property(seedsArb, bombsArb, (seeds, bombs) => {
        const server = bombTilesFromFloats(floats({ ...seeds, count: henHouseFloatCount(bombs) }), bombs);
        expect(server).toEqual(bombTilesFromSeeds(seeds, bombs));
        expect(server.map(toPublishedTile)).toEqual(mineTiles(seeds, bombs).mines);
      }),
    );
  });

  it('places distinct bombs on board tiles', () => {
    fc.assert(
      fc.property(seedsArb, bombsArb, (seeds, bombs) => {
        const tiles = bombTilesFromSeeds(seeds, bombs);
        expect(new Set(tiles).size).toBe(bombs);
        for (const t of tiles) expect(t >= 0 && t < HEN_HOUSE_TILE_COUNT).toBe(true);
      }),
    );
  });

  it('rejects bomb counts outside 1..24', () => {
    for (const bad of [0, 25, 2.5, -1, Number.NaN]) {
      expect(() => bombTilesFromSeeds(VECTOR, bad)).toThrow(/bombCount/);
      expect(() => bombTilesFromFloats([0.1], bad)).toThrow(/bombCount/);
    }
  });
});

describe('multiplier', () => {
  it('is 0.99 / P(surviving the safe tiles so far), rounded to 2 decimals', () => {
    // 1 bomb: P(1 safe) = 24/25, 0.99 / 0.96 = 1.03125.
    expect(henHouseMultiplier(1, 1)).toBe(1.03);
    // 3 bombs, 1 safe: P = 22/25, 0.99 / 0.88 = 1.125 -> a half, rounded up.
    expect(henHouseMultiplier(3, 1)).toBe(1.13);
    // 3 bombs, 2 safe: P = (22/25)(21/24) = 0.77, 0.99 / 0.77 = 1.2857...
    expect(henHouseMultiplier(3, 2)).toBe(1.29);
    // 24 bombs, 1 safe: P = 1/25.
    expect(henHouseMultiplier(24, 1)).toBe(24.75);
    // 1 bomb, all 24 safe: P = 1/25.
    expect(henHouseMultiplier(1, 24)).toBe(24.75);
    // 12 bombs, all 13 safe: P = 1 / C(25, 13) = 1 / 5200300.
    expect(henHouseMultiplier(12, 13)).toBe(5148297);
    // Before any reveal the multiplier is the bare return.
    expect(henHouseMultiplier(5, 0)).toBe(0.99);
  });

  it('rounds exactly, agreeing with a rational computation at every cash-out point', () => {
    for (const { bombs, k } of cashOutPoints) {
      const p = survivalProbability(bombs, k);
      const exact = 0.99 / p;
      expect(Math.abs(henHouseMultiplier(bombs, k) - exact)).toBeLessThanOrEqual(0.005 + 1e-9 * exact);
    }
  });

  it('returns 0.99 (±0.005 × P from rounding, never above 1) at every cash-out point', () => {
    for (const { bombs, k } of cashOutPoints) {
      const p = survivalProbability(bombs, k);
      const rtp = p * henHouseMultiplier(bombs, k);
      expect(Math.abs(rtp - HEN_HOUSE_RTP)).toBeLessThanOrEqual(0.005 * p + 1e-9);
      expect(rtp).toBeLessThan(1);
    }
  });

  it('grows with every safe tile and says when no tile is left', () => {
    for (const { bombs, k } of cashOutPoints) {
      expect(henHouseMultiplier(bombs, k)).toBeGreaterThan(henHouseMultiplier(bombs, k - 1));
      expect(nextHenHouseMultiplier(bombs, k - 1)).toBe(henHouseMultiplier(bombs, k));
    }
    expect(nextHenHouseMultiplier(24, 1)).toBeNull();
    expect(nextHenHouseMultiplier(3, 22)).toBeNull();
  });

  it('rejects impossible reveal counts', () => {
    expect(() => henHouseMultiplier(3, 23)).toThrow(/safeRevealed/);
    expect(() => henHouseMultiplier(3, -1)).toThrow(/safeRevealed/);
  });
});

describe('payout', () => {
  it('is floor(bet × multiplier)', () => {
    expect(henHousePayout(10, 1, 1)).toBe(10); // 10.3
    expect(henHousePayout(100, 1, 1)).toBe(103);
    expect(henHousePayout(15, 3, 1)).toBe(16); // 16.95
    expect(henHousePayout(1000, 24, 1)).toBe(24750);
    expect(henHousePayout(999, 3, 2)).toBe(1288); // 1288.71
  });

  it('matches the floor of bet × multiplier for every bet and cash-out point, up to the maximum win', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1000 }), fc.constantFrom(...cashOutPoints), (bet, { bombs, k }) => {
        const cents = bet * Math.round(henHouseMultiplier(bombs, k) * 100);
        expect(henHousePayout(bet, bombs, k)).toBe(Math.min(Math.floor(cents / 100), MAX_ROUND_PAYOUT));
      }),
    );
  });

  it('never pays more than the maximum win of a round, which the ledger holds', () => {
    // A board cleared at 12 bombs multiplies by 5,148,297: on the maximum bet, past a 32-bit amount.
    expect(henHouseMultiplier(12, 13)).toBe(5_148_297);
    expect(henHousePayout(1000, 12, 13)).toBe(MAX_ROUND_PAYOUT);
    expect(henHousePayout(10, 12, 13)).toBe(MAX_ROUND_PAYOUT);
    expect(henHousePayout(1000, 3, 21)).toBeLessThan(MAX_ROUND_PAYOUT);
  });
});

describe('revealTile', () => {
  const board: HenHouseBoard = { bombCount: 2, bombs: [4, 17], revealed: [] };

  it('ends on a bomb and keeps the board', () => {
    expect(revealTile(board, 17)).toEqual({ hit: true, board });
  });

  it('adds a safe tile', () => {
    expect(revealTile(board, 0)).toEqual({ hit: false, cleared: false, board: { ...board, revealed: [0] } });
  });

  it('says when the last safe tile is uncovered', () => {
    const almost = { ...board, revealed: Array.from({ length: 25 }, (_, t) => t).filter((t) => t !== 4 && t !== 17 && t !== 9) };
    const last = revealTile(almost, 9);
    expect(last).toMatchObject({ hit: false, cleared: true });
  });

  it('refuses a tile twice and tiles off the board', () => {
    const once = revealTile(board, 3);
    expect(() => revealTile(once.board, 3)).toThrow('This tile has already been revealed.');
    for (const bad of [-1, 25, 1.5]) expect(() => revealTile(board, bad)).toThrow(/from 0 to 24/);
  });
});

// 100,000 rounds through the server's own path: bombs from HMAC floats, reveals
// through revealTile, payouts through henHousePayout. Configurations of moderate
// variance, each with an exact theoretical return P × multiplier (bet 100 makes the
// floor exact). The per-round standard deviation is about 1 bet, so the standard
// error over 100,000 rounds is about 0.0032; the tolerance of 0.015 is over 4.5 of them.
describe('simulation', () => {
  const ROUNDS = 100_000;
  const TOLERANCE = 0.015;
  const BET = 100;
  const strategies = [
    { bombs: 1, reveals: 3 },
    { bombs: 3, reveals: 2 },
    { bombs: 5, reveals: 4 },
    { bombs: 10, reveals: 1 },
    { bombs: 2, reveals: 8 },
  ];

  it(`returns the theoretical RTP (about ${HEN_HOUSE_RTP}) within ${TOLERANCE}`, () => {
    let wagered = 0;
    let paid = 0;
    let theoretical = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const { bombs, reveals } = strategies[nonce % strategies.length]!;
      const seeds = { serverSeed: 'simulation-server-seed', clientSeed: 'simulation', nonce };
      let board: HenHouseBoard = { bombCount: bombs, bombs: bombTilesFromFloats(floats({ ...seeds, count: bombs }), bombs), revealed: [] };
      let alive = true;
      // The player's picks vary by round; any rule works because the bombs are uniform.
      for (let i = 0; i < reveals && alive; i++) {
        const step = revealTile(board, (nonce * 7 + i * 11) % HEN_HOUSE_TILE_COUNT);
        alive = !step.hit;
        board = step.board;
      }
      wagered += BET;
      if (alive) paid += henHousePayout(BET, bombs, reveals);
      theoretical += survivalProbability(bombs, reveals) * henHousePayout(BET, bombs, reveals);
    }
    const rtp = paid / wagered;
    const expected = theoretical / wagered;
    expect(expected).toBeGreaterThan(0.98);
    expect(expected).toBeLessThan(1);
    expect(Math.abs(rtp - expected)).toBeLessThan(TOLERANCE);
  });
});
