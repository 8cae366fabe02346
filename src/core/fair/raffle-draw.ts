// The raffle draw: anyone holding the revealed raffle seed, the entry list and the
// beacon round's randomness can recompute the digest, the ticket and the winner.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { bytesToFloat, hmacSha256 } from './hmac-floats';
import { weightedPick } from './picks';

export { weightedPick };

export interface RaffleEntry {
  id: string;
  userId: string;
  amount: number;
}

export interface RaffleDrawInput<E extends RaffleEntry> {
  raffleSeed: string;
  raffleId: string;
  entries: readonly E[];
  /**
   * The randomness of the beacon round committed for the draw (hex). Nobody knows it
   * before the entries close, the operator included. Null only for a draw from the
   * seed alone: a raffle drawn before beacons, or one whose beacon never answered.
   */
  beaconRandomness: string | null;
}

export interface RaffleDraw<E extends RaffleEntry> {
  digest: string;
  float: number;
  ticket: number;
  winnerIndex: number;
  winner: E;
}

/** The HMAC message: `raffleId:digest:randomness`, or `raffleId:digest` from the seed alone. */
export const drawMessage = (raffleId: string, digest: string, beaconRandomness: string | null): string =>
  beaconRandomness === null ? `${raffleId}:${digest}` : `${raffleId}:${digest}:${beaconRandomness}`;

/** Order matters: the digest pins the exact list the draw ran over. */
export function entriesDigest(entries: readonly RaffleEntry[]): string {
  const text = entries.map(({ id, userId, amount }) => `${id}:${userId}:${amount}`).join('\n');
  return bytesToHex(sha256(utf8ToBytes(text)));
}

function assertDrawable(entries: readonly RaffleEntry[]): number {
  if (entries.length === 0) throw new Error('cannot draw a raffle with no entries');
  // Tickets are whole fowls; a fractional amount would make the ticket walk disagree with weights.
  if (entries.some((e) => !Number.isSafeInteger(e.amount) || e.amount < 0)) {
    throw new Error('entry amounts must be non-negative whole numbers');
  }
  const total = entries.reduce((sum, e) => sum + e.amount, 0);
  if (total <= 0) throw new Error('cannot draw a raffle whose entries total zero');
  return total;
}

export function drawRaffleWinner<E extends RaffleEntry>({ raffleSeed, raffleId, entries, beaconRandomness }: RaffleDrawInput<E>): RaffleDraw<E> {
  const total = assertDrawable(entries);
  const digest = entriesDigest(entries);
  const float = bytesToFloat(hmacSha256(raffleSeed, drawMessage(raffleId, digest, beaconRandomness)));
  const ticket = Math.floor(float * total);
  // With whole amounts, "cumulative > float * total" and "cumulative > ticket" pick the same entry.
  const winnerIndex = weightedPick(
    float,
    entries.map((e) => e.amount),
  );
  const winner = entries[winnerIndex];
  if (winner === undefined) throw new Error('raffle draw picked a missing entry');
  return { digest, float, ticket, winnerIndex, winner };
}
