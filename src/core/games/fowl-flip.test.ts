import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { coinSide } from '../fair/verify';
import { coinFromFloats, coinFromSeeds, flipPayout } from './fowl-flip';

/** Half the flips pay 2×: the game returns everything it takes, on average. */
const FLIP_RTP = 1;

const VECTOR = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
};
const seedsArb = fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() });

describe('coin', () => {
  it('is heads below 0.5 and tails from 0.5', () => {
    expect(coinFromFloats([0])).toBe('heads');
    expect(coinFromFloats([0.4999999])).toBe('heads');
    expect(coinFromFloats([0.5])).toBe('tails');
    expect(coinFromFloats([1 - 2 ** -32])).toBe('tails');
    expect(() => coinFromFloats([])).toThrow();
  });

  it('lands on tails for the published vector (first float 0.7717...)', () => {
    expect(coinFromSeeds(VECTOR)).toBe('tails');
  });

  it('is the same on the server path (floats) and the verifier path (seeds)', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        expect(coinFromFloats(floats({ ...seeds, count: 1 }))).toBe(coinSide(seeds));
      }),
    );
  });
});

describe('payout', () => {
  it('pays double on a win and nothing on a loss', () => {
    expect(flipPayout(10, true)).toBe(20);
    expect(flipPayout(999, true)).toBe(1998);
    expect(flipPayout(10, false)).toBe(0);
  });
});

// 100,000 flips through the server's path. Theoretical RTP: 1/2 × 2 = 1.0 (no house
// edge, as specified). Per-flip standard deviation 1 bet, standard error 0.0032;
// the tolerance of 0.015 is over 4.5 of them.
describe('simulation', () => {
  const ROUNDS = 100_000;
  const TOLERANCE = 0.015;

  it(`returns the theoretical RTP of ${FLIP_RTP} within ${TOLERANCE}`, () => {
    let paid = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const call = nonce % 3 === 0 ? 'tails' : 'heads';
      const coin = coinFromFloats(floats({ serverSeed: 'simulation-server-seed', clientSeed: 'flip', nonce, count: 1 }));
      paid += flipPayout(1, coin === call);
    }
    expect(Math.abs(paid / ROUNDS - FLIP_RTP)).toBeLessThan(TOLERANCE);
  });
});
