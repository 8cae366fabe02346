import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { bombWire } from '../fair/verify';
import { DEFUSE_WIRES, bombWireFromFloats, bombWireFromSeeds, cutWire, defusePayout, safeCuts, wireLabel, type DefuseBoard } from './defuse-la-bomba';

/** Three safe cuts of four pay 3×: a quarter of the rounds win, so 0.75 comes back. */
const DEFUSE_RTP = 0.75;

const VECTOR = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
};
const seedsArb = fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() });

describe('wires', () => {
  it('are Red, Green, Blue and Yellow as 0..3', () => {
    expect(DEFUSE_WIRES.map((w) => w.label)).toEqual(['Red', 'Green', 'Blue', 'Yellow']);
    expect(wireLabel(3)).toBe('Yellow');
    expect(() => wireLabel(4)).toThrow();
  });

  it('put the bomb on wire 3 (Yellow) for the published vector', () => {
    expect(bombWireFromSeeds(VECTOR)).toBe(3);
  });

  it('pick the same bomb on the server path (floats) and the verifier path (seeds)', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        expect(bombWireFromFloats(floats({ ...seeds, count: 1 }))).toBe(bombWire(seeds));
      }),
    );
  });

  it('split [0, 1) in four quarters', () => {
    expect([0, 0.25, 0.5, 0.75, 0.9999].map((f) => bombWireFromFloats([f]))).toEqual([0, 1, 2, 3, 3]);
  });
});

describe('cutWire', () => {
  const board: DefuseBoard = { bombWire: 2, cut: [] };

  it('wins after three safe cuts', () => {
    const a = cutWire(board, 0);
    expect(a).toMatchObject({ hit: false, won: false });
    const b = cutWire(a.board, 3);
    expect(b).toMatchObject({ hit: false, won: false });
    const c = cutWire(b.board, 1);
    expect(c).toEqual({ hit: false, won: true, board: { bombWire: 2, cut: [0, 3, 1] } });
    expect(safeCuts(c.board)).toBe(3);
  });

  it('explodes on the bomb wire', () => {
    const a = cutWire(board, 1);
    const b = cutWire(a.board, 2);
    expect(b).toEqual({ hit: true, board: { bombWire: 2, cut: [1, 2] } });
    expect(safeCuts(b.board)).toBe(1);
  });

  it('refuses a wire twice and wires that do not exist', () => {
    const a = cutWire(board, 0);
    expect(() => cutWire(a.board, 0)).toThrow('This wire has already been cut.');
    for (const bad of [-1, 4, 0.5]) expect(() => cutWire(board, bad)).toThrow(/from 0 to 3/);
  });
});

describe('payout', () => {
  it('pays 3× the bet on a win and nothing on a loss', () => {
    expect(defusePayout(1, true)).toBe(3);
    expect(defusePayout(250, true)).toBe(750);
    expect(defusePayout(250, false)).toBe(0);
  });
});

// 100,000 games through the server's path with varying cut orders. Theoretical RTP:
// P(win) = 1/4 and a win pays 3×, so 0.75. Per-game standard deviation is
// sqrt(9/4 - 9/16) ≈ 1.30 bets, standard error 0.0041; the tolerance of 0.02 is
// almost 5 of them.
describe('simulation', () => {
  const ROUNDS = 100_000;
  const TOLERANCE = 0.02;
  const orders = [
    [0, 1, 2, 3],
    [3, 2, 1, 0],
    [1, 3, 0, 2],
    [2, 0, 3, 1],
  ];

  it(`returns the theoretical RTP of ${DEFUSE_RTP} within ${TOLERANCE}`, () => {
    let paid = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      let board: DefuseBoard = {
        bombWire: bombWireFromFloats(floats({ serverSeed: 'simulation-server-seed', clientSeed: 'defuse', nonce, count: 1 })),
        cut: [],
      };
      for (const wire of orders[nonce % orders.length]!) {
        const step = cutWire(board, wire);
        board = step.board;
        if (step.hit) break;
        if (step.won) {
          paid += defusePayout(1, true);
          break;
        }
      }
    }
    expect(Math.abs(paid / ROUNDS - DEFUSE_RTP)).toBeLessThan(TOLERANCE);
  });
});
