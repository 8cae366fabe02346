import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { FLOAT_STATES, evenPartition, expectMappingOnStates, floatOf } from '../../../test/helpers/float-states';
import { bombWire } from '../fair/verify';
import {
  DEFUSE_WIRES,
  DEFUSE_WIRE_COUNT,
  bombWireFromFloats,
  bombWireFromSeeds,
  cutWire,
  defusePayout,
  safeCuts,
  wireLabel,
  type DefuseBoard,
} from './defuse-la-bomba';

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

// The bomb wire is floor(float × 4) of the bet's first float. Floats are k / 2^32 for
// 2^32 equally likely states k, so each wire's odds are a count of states, and the
// return follows exactly from the game's own cuts, with no sampling error.
describe('the odds of the bomb wire, exactly', () => {
  const wires = evenPartition(DEFUSE_WIRE_COUNT);

  it('puts the bomb on each wire for exactly a quarter of the 2^32 floats', () => {
    expect(wires.counts).toEqual([2 ** 30, 2 ** 30, 2 ** 30, 2 ** 30]);
    expectMappingOnStates(
      wires,
      (f) => bombWireFromFloats([f]),
      (wire) => wire,
    );
  });

  it(`returns exactly ${DEFUSE_RTP} for every order of cuts`, () => {
    const permutations = (items: number[]): number[][] =>
      items.length === 0 ? [[]] : items.flatMap((first) => permutations(items.filter((i) => i !== first)).map((rest) => [first, ...rest]));
    const orders = permutations([0, 1, 2, 3]);
    expect(orders).toHaveLength(24);
    for (const order of orders) {
      let returned = 0;
      wires.counts.forEach((states, wire) => {
        let board: DefuseBoard = { bombWire: bombWireFromFloats([floatOf(wires.starts[wire]!)]), cut: [] };
        for (const cut of order) {
          const step = cutWire(board, cut);
          board = step.board;
          if (step.hit) break;
          if (step.won) {
            returned += (defusePayout(1, true) * states) / FLOAT_STATES;
            break;
          }
        }
      });
      expect(returned, `order ${order.join(',')}`).toBe(DEFUSE_RTP);
    }
  });

  // The wiring (the first float of the nonce's first digest), on a loose bound: each
  // wire's count has a standard deviation of 13.7 over 1,000 rounds, and 60 is over 4 of them.
  it('takes the wire from the HMAC float of each bet: 1,000 rounds spread over the four wires', () => {
    const counts = [0, 0, 0, 0];
    for (let nonce = 0; nonce < 1000; nonce++) {
      counts[bombWireFromFloats(floats({ serverSeed: 'simulation-server-seed', clientSeed: 'defuse', nonce, count: 1 }))]! += 1;
    }
    for (const count of counts) expect(Math.abs(count - 250)).toBeLessThan(60);
  });
});
