import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { pickDistinct, pickIndex, weightedPick } from './picks';

// Floats as the stream can produce them: multiples of 2^-32 below 1.
const unitFloat = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((n) => n / 2 ** 32);

/** The smallest stream float whose point `float * total` reaches `point`. */
const firstFloatReaching = (point: number, total: number): number => Math.ceil((point * 2 ** 32) / total) / 2 ** 32;

describe('pickIndex', () => {
  it('floors float * length', () => {
    expect(pickIndex(0, 4)).toBe(0);
    expect(pickIndex(0.25, 4)).toBe(1);
    expect(pickIndex(1 - 2 ** -32, 4)).toBe(3);
  });

  it('rejects floats outside [0, 1) and empty ranges', () => {
    expect(() => pickIndex(1, 4)).toThrow();
    expect(() => pickIndex(-0.1, 4)).toThrow();
    expect(() => pickIndex(Number.NaN, 4)).toThrow();
    expect(() => pickIndex(0.5, 0)).toThrow();
  });
});

describe('pickDistinct', () => {
  it('splices one item per float from what remains', () => {
    // [a,b,c,d] -> c at 2; [a,b,d] -> a at 0; [b,d] -> d at 1.
    expect(pickDistinct([0.5, 0, 0.99], ['a', 'b', 'c', 'd'], 3)).toEqual(['c', 'a', 'd']);
  });

  it('does not touch the input list', () => {
    const items = [1, 2, 3];
    pickDistinct([0.9, 0.9], items, 2);
    expect(items).toEqual([1, 2, 3]);
  });

  it('rejects impossible requests', () => {
    expect(() => pickDistinct([0.1, 0.2], [1, 2], 3)).toThrow(/k must/);
    expect(() => pickDistinct([0.1], [1, 2], 2)).toThrow(/floats/);
    expect(() => pickDistinct([0.1], [1, 2], -1)).toThrow(/k must/);
    expect(() => pickDistinct([1], [1, 2], 1)).toThrow(/\[0, 1\)/);
  });

  it('returns k distinct items from the set', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 30 }),
        fc.array(unitFloat, { minLength: 30, maxLength: 30 }),
        fc.nat(),
        (items, fs, seed) => {
          const k = seed % (items.length + 1);
          const picked = pickDistinct(fs, items, k);
          expect(picked).toHaveLength(k);
          expect(new Set(picked).size).toBe(k);
          for (const item of picked) expect(items).toContain(item);
        },
      ),
    );
  });
});

describe('picking every item', () => {
  it('is a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), fc.array(unitFloat, { minLength: 20, maxLength: 20 }), (items, fs) => {
        const out = pickDistinct(fs, items, items.length);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});

describe('weightedPick', () => {
  it('splits [0, 1) by cumulative weight', () => {
    const weights = [1, 0, 3];
    expect(weightedPick(0, weights)).toBe(0);
    expect(weightedPick(0.2499, weights)).toBe(0);
    expect(weightedPick(0.25, weights)).toBe(2);
    expect(weightedPick(1 - 2 ** -32, weights)).toBe(2);
  });

  it('keeps fractional weights proportional', () => {
    expect(weightedPick(0.4, [0.5, 0.5])).toBe(0);
    expect(weightedPick(0.6, [0.5, 0.5])).toBe(1);
  });

  it('rejects unusable weights and floats', () => {
    expect(() => weightedPick(0.5, [])).toThrow();
    expect(() => weightedPick(0.5, [0, 0])).toThrow();
    expect(() => weightedPick(0.5, [1, -1, 2])).toThrow();
    expect(() => weightedPick(0.5, [1, Number.NaN])).toThrow();
    expect(() => weightedPick(0.5, [1, Number.POSITIVE_INFINITY])).toThrow();
    expect(() => weightedPick(1, [1])).toThrow();
  });

  const weightsArb = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 }).filter((ws) => ws.some((w) => w > 0));

  it('never picks a zero weight', () => {
    fc.assert(
      fc.property(weightsArb, unitFloat, (weights, float) => {
        expect(weights[weightedPick(float, weights)]).toBeGreaterThan(0);
      }),
    );
  });

  it('hits every positive weight from the first to the last stream float of its slice', () => {
    fc.assert(
      fc.property(weightsArb, (weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        let before = 0;
        weights.forEach((weight, index) => {
          if (weight > 0) {
            const first = firstFloatReaching(before, total);
            const last = firstFloatReaching(before + weight, total) - 2 ** -32;
            expect(weightedPick(first, weights)).toBe(index);
            expect(weightedPick(last, weights)).toBe(index);
            if (first > 0) expect(weightedPick(first - 2 ** -32, weights)).toBeLessThan(index);
          }
          before += weight;
        });
      }),
    );
  });
});
