import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { bytesToFloat, hmacSha256 } from './hmac-floats';
import { drawRaffleWinner, entriesDigest, weightedPick } from './raffle-draw';
import type { RaffleEntry } from './raffle-draw';

const ENTRIES: RaffleEntry[] = [
  { id: 'e1', userId: 'u1', amount: 100 },
  { id: 'e2', userId: 'u2', amount: 250 },
  { id: 'e3', userId: 'u1', amount: 50 },
];

const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** Where the walk puts a ticket: the first entry whose cumulative amount exceeds it. */
function indexHoldingTicket(amounts: readonly number[], ticket: number): number {
  let cumulative = 0;
  return amounts.findIndex((amount) => (cumulative += amount) > ticket);
}

/** Quicknet round 1000's randomness: a real beacon output. */
const RANDOMNESS = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';
const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
/** Ticket 73 of 400 falls in e1's range 0..99. */
const PINNED_BEACON_DRAW = { float: '0.183981150854', ticket: 73, winnerId: 'e1' };
/** Beacon outputs the test can enumerate: SHA-256 of "round i". */
const roundRandomness = (i: number): string => sha256Hex(`round ${i}`);

const entriesArb = fc
  .array(fc.record({ id: fc.uuid(), userId: fc.uuid(), amount: fc.integer({ min: 0, max: 10_000 }) }), { minLength: 1, maxLength: 15 })
  .filter((es) => es.some((e) => e.amount > 0));

describe('entriesDigest', () => {
  it('hashes id:userId:amount lines joined by newlines', () => {
    expect(entriesDigest(ENTRIES)).toBe(sha256Hex('e1:u1:100\ne2:u2:250\ne3:u1:50'));
    expect(entriesDigest([])).toBe(sha256Hex(''));
  });

  it('depends on the order of the entries', () => {
    expect(entriesDigest([...ENTRIES].reverse())).not.toBe(entriesDigest(ENTRIES));
  });
});

describe('drawRaffleWinner', () => {
  it('follows the published recipe step by step', () => {
    const draw = drawRaffleWinner({ raffleSeed: 'raffle-seed', raffleId: 'r-1', entries: ENTRIES, beaconRandomness: null });
    const digest = sha256Hex('e1:u1:100\ne2:u2:250\ne3:u1:50');
    const float = bytesToFloat(hmacSha256('raffle-seed', `r-1:${digest}`));
    const ticket = Math.floor(float * 400);
    const winnerIndex = indexHoldingTicket([100, 250, 50], ticket);
    expect(draw).toEqual({ digest, float, ticket, winnerIndex, winner: ENTRIES[winnerIndex] });
  });

  it('pins this draw so a change in the recipe cannot go unnoticed', () => {
    const { digest, float, ticket, winner } = drawRaffleWinner({ raffleSeed: 'raffle-seed', raffleId: 'r-1', entries: ENTRIES, beaconRandomness: null });
    // Computed independently with node:crypto; ticket 169 of 400 falls in e2's range 100..349.
    expect({ digest, float: float.toFixed(12), ticket, winnerId: winner.id }).toEqual({
      digest: '3ff4bead2bb3f20e71821348439c432fcea25a67b156723bd90c4c2a9a422941',
      float: '0.424128850456',
      ticket: 169,
      winnerId: 'e2',
    });
  });

  it('mixes the beacon randomness in after the digest', () => {
    const draw = drawRaffleWinner({ raffleSeed: 'raffle-seed', raffleId: 'r-1', entries: ENTRIES, beaconRandomness: RANDOMNESS });
    const digest = sha256Hex('e1:u1:100\ne2:u2:250\ne3:u1:50');
    expect(draw.float).toBe(bytesToFloat(hmacSha256('raffle-seed', `r-1:${digest}:${RANDOMNESS}`)));
    // Computed independently with node:crypto.
    expect({ float: draw.float.toFixed(12), ticket: draw.ticket, winnerId: draw.winner.id }).toEqual(PINNED_BEACON_DRAW);
  });

  it('hands back the entry objects it was given, extra fields and all', () => {
    const entries = [{ id: 'a', userId: 'u', amount: 1, extra: 'kept' }];
    expect(drawRaffleWinner({ raffleSeed: 's', raffleId: 'r', entries, beaconRandomness: RANDOMNESS }).winner.extra).toBe('kept');
  });

  it('refuses draws that cannot pick anyone', () => {
    const draw = (entries: RaffleEntry[]) => () => drawRaffleWinner({ raffleSeed: 's', raffleId: 'r', entries, beaconRandomness: RANDOMNESS });
    expect(draw([])).toThrow(/no entries/);
    expect(draw([{ id: 'a', userId: 'u', amount: 0 }])).toThrow(/total zero/);
    expect(
      draw([
        { id: 'a', userId: 'u', amount: -5 },
        { id: 'b', userId: 'u', amount: 10 },
      ]),
    ).toThrow(/whole/);
    expect(draw([{ id: 'a', userId: 'u', amount: 1.5 }])).toThrow(/whole/);
  });

  it('always picks the entry holding the ticket, never a zero amount', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), entriesArb, fc.option(hex32), (raffleSeed, raffleId, entries, beaconRandomness) => {
        const total = entries.reduce((sum, e) => sum + e.amount, 0);
        const draw = drawRaffleWinner({ raffleSeed, raffleId, entries, beaconRandomness });
        expect(draw.ticket).toBe(Math.floor(draw.float * total));
        expect(draw.ticket).toBeLessThan(total);
        expect(draw.winnerIndex).toBe(
          indexHoldingTicket(
            entries.map((e) => e.amount),
            draw.ticket,
          ),
        );
        expect(draw.winner).toBe(entries[draw.winnerIndex]);
        expect(draw.winner.amount).toBeGreaterThan(0);
      }),
    );
  });

  it('gives each entry exactly as many tickets as its amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 8 }), (amounts) => {
        const total = amounts.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const wins = amounts.map(() => 0);
        for (let ticket = 0; ticket < total; ticket++) {
          // The first and last stream floats that floor to this ticket.
          const first = Math.ceil((ticket * 2 ** 32) / total) / 2 ** 32;
          const last = Math.ceil(((ticket + 1) * 2 ** 32) / total) / 2 ** 32 - 2 ** -32;
          const index = weightedPick(first, amounts);
          expect(weightedPick(last, amounts)).toBe(index);
          expect(index).toBe(indexHoldingTicket(amounts, ticket));
          wins[index] = (wins[index] ?? 0) + 1;
        }
        expect(wins).toEqual(amounts);
      }),
    );
  });

  it('cannot be predicted from what is public before the beacon round: the digest and the seed hash', () => {
    // Fix everything known before the round (seed, so its hash; raffle; entries, so the
    // digest) and let only the beacon vary: every entry still wins at about its share.
    const fairEntries = fc.array(fc.record({ id: fc.uuid(), userId: fc.uuid(), amount: fc.integer({ min: 10, max: 19 }) }), { minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(hex32, fc.uuid(), fairEntries, (raffleSeed, raffleId, entries) => {
        const winners = new Set<number>();
        const seedAlone = drawRaffleWinner({ raffleSeed, raffleId, entries, beaconRandomness: null }).winnerIndex;
        let sameAsSeedAlone = 0;
        for (let i = 0; i < 200; i++) {
          const { winnerIndex } = drawRaffleWinner({ raffleSeed, raffleId, entries, beaconRandomness: roundRandomness(i) });
          winners.add(winnerIndex);
          if (winnerIndex === seedAlone) sameAsSeedAlone += 1;
        }
        // Each entry holds at least 1/12 of the pool: missing one in 200 rounds has odds below 1e-7.
        expect(winners.size).toBe(entries.length);
        // Whoever the seed alone would pick, the one guess an insider could make, wins at chance, not always.
        expect(sameAsSeedAlone).toBeLessThan(200);
      }),
      { numRuns: 40 },
    );
  });
});
