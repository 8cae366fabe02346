import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { FLOAT_STATES, evenPartition, expectMappingOnStates, floatOf } from '../../../test/helpers/float-states';
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
  isTile,
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

// Bomb j is `remaining.splice(floor(float_j × m), 1)` over the m = 25 − j tiles not yet
// drawn, on its own float (4 bytes of its own). Floats are k / 2^32 for 2^32 equally
// likely states k, and 2^32 is no multiple of most m: index i of a pick holds
// floor(2^32 / m) or ceil(2^32 / m) states, so within m / 2^32 (relatively) of 1 / m.
// The splice turns each sequence of indexes into one ordered sequence of distinct tiles
// and back, so any event on the board (no bomb on the tiles a player reveals) has exactly
// the probability of its uniform model, C(25 − bombs, k) / C(25, k), times a factor
// within (1 ± 25 / 2^32)^bombs, a relative difference of at most 1.4 × 10^-7 for any
// bomb count. Checked exactly, every board counted, up to 3 bombs; sampled through HMAC
// beyond.
describe('the odds of a board, exactly', () => {
  /** The partition of pick j, over the 25 − j tiles left: picks is indexed by j. */
  const picks = Array.from({ length: HEN_HOUSE_MAX_BOMBS }, (_, j) => evenPartition(HEN_HOUSE_TILE_COUNT - j));
  /** How far, relatively, a board's exact probability may be from its uniform model. */
  const relativeBound = (bombs: number) => (1 + HEN_HOUSE_TILE_COUNT / FLOAT_STATES) ** bombs - 1;

  it('splits the 2^32 floats of each pick over the tiles left as evenly as whole states allow, each pick on its own float', () => {
    picks.forEach((pick, j) => {
      const m = HEN_HOUSE_TILE_COUNT - j;
      expect(new Set(pick.counts), `pick ${j}`).toEqual(new Set([Math.floor(FLOAT_STATES / m), Math.ceil(FLOAT_STATES / m)]));
      // Picks before j on float 0 take the first tile left each time (board tiles 0..j-1),
      // so index i of pick j is board tile j + i.
      const earlier = new Array<number>(j).fill(0);
      expectMappingOnStates(
        pick,
        (f) => bombTilesFromFloats([...earlier, f], j + 1)[j]!,
        (i) => j + i,
        20,
      );
    });
  });

  // Up to 3 bombs, every sequence of indexes is one board: 25 × 24 × 23 = 13,800 of them.
  // Each is played on the first state of its indexes, weighted by its exact share of states.
  const boardsByBombs = new Map<number, Array<{ bombs: number[]; states: bigint }>>();
  function boards(bombs: number): Array<{ bombs: number[]; states: bigint }> {
    const known = boardsByBombs.get(bombs);
    if (known) return known;
    const out: Array<{ bombs: number[]; states: bigint }> = [];
    const walk = (fs: number[], states: bigint) => {
      const j = fs.length;
      if (j === bombs) {
        out.push({ bombs: bombTilesFromFloats(fs, bombs), states });
        return;
      }
      picks[j]!.starts.forEach((start, i) => walk([...fs, floatOf(start)], states * BigInt(picks[j]!.counts[i]!)));
    };
    walk([], 1n);
    boardsByBombs.set(bombs, out);
    return out;
  }

  for (const bombs of [1, 2, 3]) {
    it(`gives ${bombs} bomb${bombs > 1 ? 's' : ''} every ordered set of tiles exactly once, and survives every cash-out point at its published odds`, () => {
      const all = boards(bombs);
      const distinct = new Set(all.map((b) => b.bombs.join(',')));
      expect(all.filter((b) => new Set(b.bombs).size === bombs && b.bombs.every(isTile))).toHaveLength(all.length);
      expect(distinct.size).toBe(all.length);
      expect(all.length).toBe([25, 24, 23].slice(0, bombs).reduce((a, b) => a * b, 1));
      const total = BigInt(FLOAT_STATES) ** BigInt(bombs);
      expect(all.reduce((sum, b) => sum + b.states, 0n)).toBe(total);
      // The player reveals tiles in a fixed scattered order; survival after k reveals is the
      // share of states whose bombs avoid its first k tiles.
      const order = Array.from({ length: HEN_HOUSE_TILE_COUNT }, (_, i) => (3 + i * 11) % HEN_HOUSE_TILE_COUNT);
      // States by the place of the first bomb in that order: survival after k reveals is the sum from k on.
      const byFirstHit = new Array<bigint>(HEN_HOUSE_TILE_COUNT).fill(0n);
      for (const b of all) byFirstHit[Math.min(...b.bombs.map((t) => order.indexOf(t)))]! += b.states;
      for (let k = 1; k <= safeTileCount(bombs); k++) {
        const survived = byFirstHit.slice(k).reduce((a, b) => a + b, 0n);
        const exact = Number(survived) / Number(total);
        const published = survivalProbability(bombs, k);
        expect(Math.abs(exact / published - 1), `${bombs} bombs, ${k} safe`).toBeLessThanOrEqual(relativeBound(bombs));
      }
    });
  }

  it('pays the exact return at cash-out points played through revealTile', () => {
    for (const { bombs, reveals } of [
      { bombs: 1, reveals: 3 },
      { bombs: 3, reveals: 2 },
      { bombs: 2, reveals: 8 },
    ]) {
      let paid = 0n;
      for (const b of boards(bombs)) {
        let board: HenHouseBoard = { bombCount: bombs, bombs: b.bombs, revealed: [] };
        let alive = true;
        for (let i = 0; i < reveals && alive; i++) {
          const step = revealTile(board, (7 + i * 11) % HEN_HOUSE_TILE_COUNT);
          alive = !step.hit;
          board = step.board;
        }
        if (alive) paid += b.states * BigInt(henHousePayout(100, bombs, reveals));
      }
      const exact = Number(paid) / Number(BigInt(FLOAT_STATES) ** BigInt(bombs)) / 100;
      const published = (survivalProbability(bombs, reveals) * henHousePayout(100, bombs, reveals)) / 100;
      expect(Math.abs(exact / published - 1), `${bombs} bombs, ${reveals} safe`).toBeLessThanOrEqual(relativeBound(bombs));
      expect(exact).toBeGreaterThan(0.98);
      expect(exact).toBeLessThan(1);
    }
  });

  // The wiring through HMAC (10 bombs take two digests: rounds 0 and 1 of the message),
  // on loose bounds. A round's standard deviation is about 1 bet, so the return's
  // standard error over 1,000 rounds is about 0.032, and 0.15 is over 4.5 of them; each
  // tile holds about 168 of the 4,200 bombs, with a standard deviation under 13.
  it('places bombs from the HMAC floats of each nonce: 1,000 rounds return about 0.99', () => {
    const ROUNDS = 1000;
    const BET = 100;
    const strategies = [
      { bombs: 1, reveals: 3 },
      { bombs: 3, reveals: 2 },
      { bombs: 5, reveals: 4 },
      { bombs: 10, reveals: 1 },
      { bombs: 2, reveals: 8 },
    ];
    const onTile = new Array<number>(HEN_HOUSE_TILE_COUNT).fill(0);
    let paid = 0;
    let theoretical = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const { bombs, reveals } = strategies[nonce % strategies.length]!;
      const seeds = { serverSeed: 'simulation-server-seed', clientSeed: 'simulation', nonce };
      let board: HenHouseBoard = { bombCount: bombs, bombs: bombTilesFromFloats(floats({ ...seeds, count: bombs }), bombs), revealed: [] };
      for (const t of board.bombs) onTile[t]! += 1;
      let alive = true;
      for (let i = 0; i < reveals && alive; i++) {
        const step = revealTile(board, (nonce * 7 + i * 11) % HEN_HOUSE_TILE_COUNT);
        alive = !step.hit;
        board = step.board;
      }
      if (alive) paid += henHousePayout(BET, bombs, reveals);
      theoretical += survivalProbability(bombs, reveals) * henHousePayout(BET, bombs, reveals);
    }
    expect(Math.abs(paid - theoretical) / (ROUNDS * BET)).toBeLessThan(0.15);
    const perTile = onTile.reduce((a, b) => a + b, 0) / HEN_HOUSE_TILE_COUNT;
    for (const n of onTile) expect(Math.abs(n - perTile)).toBeLessThan(65);
  });
});
