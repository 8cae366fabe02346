import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from './hmac-floats';
import { BOMB_WIRE_COUNT, MINES_TILE_COUNT, bombWire, coinSide, mineTiles, verifyGame } from './verify';

const VECTOR = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
};

const seedsArb = fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() });
const ALL_TILES = Array.from({ length: MINES_TILE_COUNT }, (_, i) => i + 1);

describe('verifyGame', () => {
  it('returns the published floats', () => {
    const { outcome } = verifyGame(VECTOR, 'floats', { count: 4 });
    expect(outcome.map((f) => f.toFixed(12))).toEqual(['0.771740999306', '0.889090552926', '0.308135983068', '0.804836504394']);
  });

  it('returns the floats each outcome was derived from', () => {
    expect(verifyGame(VECTOR, 'mines', { bombs: 3 }).floats).toEqual(floats({ ...VECTOR, count: 3 }));
    expect(verifyGame(VECTOR, 'coinflip', {}).floats).toEqual(floats({ ...VECTOR, count: 1 }));
  });

  it('rejects parameters a game cannot use', () => {
    expect(() => verifyGame(VECTOR, 'floats', { count: -1 })).toThrow(/count/);
    expect(() => mineTiles(VECTOR, 0)).toThrow(/bombs/);
    expect(() => mineTiles(VECTOR, MINES_TILE_COUNT)).toThrow(/bombs/);
    expect(() => mineTiles(VECTOR, 2.5)).toThrow(/bombs/);
  });
});

describe('mineTiles', () => {
  it('leaves tile 22 as the only safe tile for 24 mines in the published vector', () => {
    const { mines, safeTiles } = mineTiles(VECTOR, 24);
    expect(safeTiles).toEqual([22]);
    expect(new Set(mines).size).toBe(24);
  });

  it('splits the board into bombs and safe tiles', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: MINES_TILE_COUNT - 1 }), (seeds, bombs) => {
        const { mines, safeTiles } = mineTiles(seeds, bombs);
        expect(mines).toHaveLength(bombs);
        expect([...mines, ...safeTiles].sort((a, b) => a - b)).toEqual(ALL_TILES);
        expect(safeTiles).toEqual([...safeTiles].sort((a, b) => a - b));
      }),
    );
  });

  it('places the same first mines whatever the bomb count', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: MINES_TILE_COUNT - 2 }), (seeds, bombs) => {
        expect(mineTiles(seeds, bombs + 1).mines.slice(0, bombs)).toEqual(mineTiles(seeds, bombs).mines);
      }),
    );
  });
});

describe('single-float games', () => {
  it('derives the published vector outcomes from its first float, 0.7717...', () => {
    expect(coinSide(VECTOR)).toBe('tails');
    expect(bombWire(VECTOR)).toBe(3);
  });

  it('is heads exactly when the float is below 0.5', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        const [float = Number.NaN] = floats({ ...seeds, count: 1 });
        expect(coinSide(seeds)).toBe(float < 0.5 ? 'heads' : 'tails');
      }),
    );
  });

  it('picks a wire in range', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        const [float = Number.NaN] = floats({ ...seeds, count: 1 });
        expect(bombWire(seeds)).toBe(Math.floor(float * BOMB_WIRE_COUNT));
      }),
    );
  });
});
