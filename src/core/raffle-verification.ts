// The check of a raffle draw, beacon round included. It pulls in the hashing and BLS
// pairing code, so the browser loads this module only when someone verifies a draw.
import { firstRoundAfter } from './fair/beacon';
import { verifyBeaconRound, type BeaconCheck } from './fair/beacon-signature';
import { drawRaffleWinner, entriesDigest } from './fair/raffle-draw';
import { hashServerSeed } from './fair/seeds';
import type { PublishedDraw } from './raffles';

export interface DrawVerification {
  ok: boolean;
  seedMatchesHash: boolean;
  digestMatches: boolean;
  ticketMatches: boolean;
  winnerMatches: boolean;
  computed: { digest: string; ticket: number; winnerId: string; float: number } | null;
}

/** The round a draw must use: the first one published after its entries closed. */
export const expectedBeaconRound = (beacon: NonNullable<PublishedDraw['beacon']>): number => firstRoundAfter(beacon.chain, beacon.closedAt);

/**
 * Recomputes a raffle draw from what was published, with the same code the server
 * drew with. The beacon round's own checks (its BLS signature) are in
 * verifyRaffleDrawWithBeacon below, which adds them to these.
 */
export function verifyRaffleDraw(draw: PublishedDraw): DrawVerification {
  const seedMatchesHash = hashServerSeed(draw.seed) === draw.seedHash.toLowerCase();
  const entries = draw.entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount }));
  const digest = entriesDigest(entries);
  let computed: DrawVerification['computed'];
  try {
    const result = drawRaffleWinner({ raffleSeed: draw.seed, raffleId: draw.raffleId, entries, beaconRandomness: draw.beacon?.round.randomness ?? null });
    computed = { digest: result.digest, ticket: result.ticket, winnerId: result.winner.userId, float: result.float };
  } catch {
    computed = null;
  }
  const digestMatches = digest === draw.entriesDigest;
  const ticketMatches = computed !== null && computed.ticket === draw.winningTicket;
  const winnerMatches = computed !== null && computed.winnerId === draw.winnerId;
  return { ok: seedMatchesHash && digestMatches && ticketMatches && winnerMatches, seedMatchesHash, digestMatches, ticketMatches, winnerMatches, computed };
}

export interface FullDrawVerification extends DrawVerification {
  /** The beacon round's checks; null for a draw made from the seed alone. */
  beacon: BeaconCheck | null;
}

export function verifyRaffleDrawWithBeacon(draw: PublishedDraw): FullDrawVerification {
  const base = verifyRaffleDraw(draw);
  if (!draw.beacon) return { ...base, ok: base.ok && draw.beaconFallback, beacon: null };
  const beacon = verifyBeaconRound(draw.beacon.chain, draw.beacon.round, expectedBeaconRound(draw.beacon));
  return { ...base, ok: base.ok && beacon.ok, beacon };
}
