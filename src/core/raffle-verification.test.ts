import { describe, expect, it } from 'vitest';
import { BEACON_SCHEME, chainHashOf, firstRoundAfter, roundTimeMs } from './fair/beacon';
import { generateBeaconKeyPair, signBeaconRound } from './fair/beacon-signature';
import { drawRaffleWinner } from './fair/raffle-draw';
import { generateServerSeed, hashServerSeed } from './fair/seeds';
import { verifyRaffleDrawWithBeacon } from './raffle-verification';
import type { PublishedDraw } from './raffles';

const keys = generateBeaconKeyPair();
const info = {
  public_key: keys.publicKey,
  period: 3,
  genesis_time: 1_700_000_000,
  groupHash: 'ab'.repeat(32),
  schemeID: BEACON_SCHEME,
  metadata: { beaconID: 'test' },
};
const chain = { ...info, hash: chainHashOf(info) };

/** A raffle closed at `closedAt`, drawn with the first round after it, as the server draws. */
function publishedDraw(closedAt: number): PublishedDraw {
  const seed = generateServerSeed();
  const entries = [
    { id: 'e1', userId: 'a', entryAmount: 100 },
    { id: 'e2', userId: 'b', entryAmount: 300 },
  ];
  const round = signBeaconRound(keys.secretKey, firstRoundAfter(chain, closedAt));
  const draw = drawRaffleWinner({
    raffleSeed: seed,
    raffleId: 'r-1',
    entries: entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount })),
    beaconRandomness: round.randomness,
  });
  return {
    raffleId: 'r-1',
    seed,
    seedHash: hashServerSeed(seed),
    entriesDigest: draw.digest,
    winningTicket: draw.ticket,
    winnerId: draw.winner.userId,
    entries,
    beacon: { chain, round, closedAt },
    beaconFallback: false,
  };
}

describe('verifyRaffleDrawWithBeacon', () => {
  const closedAt = roundTimeMs(chain, 500) + 1200;

  it('accepts a draw made with the first round after the close', () => {
    expect(verifyRaffleDrawWithBeacon(publishedDraw(closedAt))).toMatchObject({
      ok: true,
      ticketMatches: true,
      winnerMatches: true,
      beacon: { ok: true, chainMatchesHash: true, roundMatches: true, signatureValid: true, randomnessMatches: true },
    });
  });

  it('refuses a draw whose round was picked after the fact, or whose round is forged', () => {
    const draw = publishedDraw(closedAt);
    const later = signBeaconRound(keys.secretKey, 505);
    // A later round that suits the operator better: its signature is genuine, its timing is not.
    expect(verifyRaffleDrawWithBeacon({ ...draw, beacon: { ...draw.beacon!, round: later } }).beacon).toMatchObject({
      ok: false,
      roundMatches: false,
      signatureValid: true,
    });
    const forger = generateBeaconKeyPair();
    const forged = signBeaconRound(forger.secretKey, draw.beacon!.round.round);
    expect(verifyRaffleDrawWithBeacon({ ...draw, beacon: { ...draw.beacon!, round: forged } })).toMatchObject({ ok: false, beacon: { signatureValid: false } });
    // The same round with other randomness: the ticket and the randomness check both fail.
    const otherRandomness = { ...draw.beacon!.round, randomness: '00'.repeat(32) };
    expect(verifyRaffleDrawWithBeacon({ ...draw, beacon: { ...draw.beacon!, round: otherRandomness } })).toMatchObject({
      ok: false,
      beacon: { randomnessMatches: false },
    });
  });

  it('accepts a draw from the seed alone only when it is marked so', () => {
    const draw = publishedDraw(closedAt);
    const seedAlone = drawRaffleWinner({
      raffleSeed: draw.seed,
      raffleId: 'r-1',
      entries: draw.entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount })),
      beaconRandomness: null,
    });
    const fallback = { ...draw, beacon: null, winningTicket: seedAlone.ticket, winnerId: seedAlone.winner.userId };
    expect(verifyRaffleDrawWithBeacon({ ...fallback, beaconFallback: true })).toMatchObject({ ok: true, beacon: null });
    expect(verifyRaffleDrawWithBeacon({ ...fallback, beaconFallback: false }).ok).toBe(false);
  });
});
