import type { RaffleEndReason } from '../../../core/contracts/raffles';
import { rooms, type ServerToClientEvents } from '../../../core/contracts/realtime';
import { firstRoundAfter, roundTimeMs, type BeaconChainInfo, type BeaconRound } from '../../../core/fair/beacon';
import { drawRaffleWinner, entriesDigest } from '../../../core/fair/raffle-draw';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { raffleDraws } from '../../metrics';
import { createPrizeService } from '../prizes';
import { rafflesRepository, type EntryWithUser, type RaffleRow } from './raffles.repository';

// Ending a raffle and drawing its winner (DESIGN rule 3), inside the caller's
// transaction and with the raffle row already locked, so each happens exactly once.
// Ending freezes the entries and publishes their digest; the draw comes later, once
// the beacon round committed for it is out (raffle-draws.ts fetches it), because that
// round's randomness must be unknown to everyone while entries can still change.

export interface Settlement {
  raffleId: string;
  status: 'ended' | 'completed';
  reason: RaffleEndReason;
  /** This call ended the raffle (a draw of a raffle ended earlier did not). */
  closed: boolean;
  winnerId: string | null;
  /** Ended with entries, its draw waiting for the beacon round: counted as a draw only once drawn. */
  awaitingDraw?: boolean;
}

/** What the draw mixes in: a verified beacon round, or nothing and the reason why. */
export type DrawRandomness = { beacon: BeaconRound } | { fallbackReason: string } | { predatesBeacons: true };

/**
 * The round a raffle whose entries close at `now` draws with: the first one published
 * after the entries closed, at its end time or earlier (full, ended by an admin). On
 * time, that is the round committed when the end time was set.
 */
export const drawRoundFor = (raffle: Pick<RaffleRow, 'endTime'>, chain: BeaconChainInfo, now: Date): number =>
  firstRoundAfter(chain, Math.min(now.getTime(), raffle.endTime.getTime()));

const toDrawEntries = (entries: EntryWithUser[]) => entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount }));

/**
 * Ends a locked, active raffle. Without entries it just ends. With entries it freezes
 * them (their digest is published now) and waits for its beacon round; a raffle made
 * before beacons has none and is drawn at once from its seed, as it always was.
 */
export async function settleRaffle(tx: Tx, raffle: RaffleRow, reason: RaffleEndReason, now: Date): Promise<Settlement> {
  if (raffle.status !== 'active') throw new Error(`raffle ${raffle.id} is already ${raffle.status}`);
  const entries = await rafflesRepository.entriesWithUsers(tx, raffle.id);
  const ended = { status: 'ended', endReason: reason, endedAt: now } as const;
  if (entries.length === 0) {
    // Nobody won: the prize goes back to the pool for other raffles.
    await rafflesRepository.update(tx, raffle.id, { ...ended, reservedAssetId: null }, now);
    return { raffleId: raffle.id, status: 'ended', reason, closed: true, winnerId: null };
  }
  const digest = entriesDigest(toDrawEntries(entries));
  if (!raffle.beaconChain) {
    const closed = await rafflesRepository.update(tx, raffle.id, { ...ended, entriesDigest: digest }, now);
    return { ...(await drawRaffle(tx, closed, { predatesBeacons: true }, now)), closed: true };
  }
  const round = drawRoundFor(raffle, raffle.beaconChain, now);
  await rafflesRepository.update(
    tx,
    raffle.id,
    { ...ended, entriesDigest: digest, beaconRound: round, drawDueAt: new Date(roundTimeMs(raffle.beaconChain, round)) },
    now,
  );
  return { raffleId: raffle.id, status: 'ended', reason, closed: true, winnerId: null, awaitingDraw: true };
}

/**
 * Draws a locked raffle whose entries have closed, from `HMAC(seed, id:digest:randomness)`
 * with the verified round, or from the seed alone (a fallback, marked on the raffle).
 */
export async function drawRaffle(tx: Tx, raffle: RaffleRow, randomness: DrawRandomness, now: Date): Promise<Settlement> {
  if (raffle.status !== 'ended' || raffle.winnerId || !raffle.entriesDigest) throw new Error(`raffle ${raffle.id} is not waiting for its draw`);
  const entries = await rafflesRepository.entriesWithUsers(tx, raffle.id);
  const beacon = 'beacon' in randomness ? randomness.beacon : null;
  if (beacon && beacon.round !== raffle.beaconRound) throw new Error(`raffle ${raffle.id} draws with round ${raffle.beaconRound}, not ${beacon.round}`);
  const draw = drawRaffleWinner({
    raffleSeed: raffle.seed,
    raffleId: raffle.id,
    entries: toDrawEntries(entries),
    beaconRandomness: beacon?.randomness ?? null,
  });
  // Entries cannot change once a raffle has ended; if they did, the published digest would lie.
  if (draw.digest !== raffle.entriesDigest) throw new Error(`raffle ${raffle.id}'s entries changed after they closed`);
  const winnerId = draw.winner.userId;
  await rafflesRepository.update(
    tx,
    raffle.id,
    {
      status: 'completed',
      winnerId,
      drawFloat: draw.float,
      winningTicket: draw.ticket,
      drawnAt: now,
      drawDueAt: null,
      beaconRandomness: beacon?.randomness ?? null,
      beaconSignature: beacon?.signature ?? null,
      drawFallbackReason: 'fallbackReason' in randomness ? randomness.fallbackReason : null,
    },
    now,
  );
  // The win itself is counted once the wheel has stopped (raffle-wins.ts), not here.
  const reason = (raffle.endReason as RaffleEndReason | null) ?? 'time_expired';
  return { raffleId: raffle.id, status: 'completed', reason, closed: false, winnerId };
}

type Events = ServerToClientEvents;

/** Raffle events go to the raffle's room: its page joins it with viewing_raffle. */
export function emitToRaffle<E extends keyof Events>(ctx: AppContext, raffleId: string, event: E, ...args: Parameters<Events[E]>): void {
  ctx.realtime.toRoom(rooms.raffle(raffleId), event, ...args);
}

/** Announcements of one raffle are at most this close together on one instance. */
export const RAFFLE_UPDATED_MIN_GAP_MS = 1000;
const updateWindows = new Map<string, { again: boolean }>();

/**
 * Tells every page showing the raffle (the list, its own page) to refetch it. The event
 * goes to every socket and each one refetches, so a burst of entries is announced once
 * at once and once more at the end of the gap, never more often: what the pages fetch
 * is always the state after the last change.
 */
export function announceRaffleUpdated(ctx: AppContext, raffleId: string): void {
  const open = updateWindows.get(raffleId);
  if (open) {
    open.again = true;
    return;
  }
  ctx.realtime.toAll('raffle_updated', { raffleId });
  const window = { again: false };
  updateWindows.set(raffleId, window);
  setTimeout(() => {
    updateWindows.delete(raffleId);
    if (window.again) announceRaffleUpdated(ctx, raffleId);
  }, RAFFLE_UPDATED_MIN_GAP_MS).unref();
}

/** After the settling transaction has committed: tell the room and send the prize once drawn. */
export function publishSettlement(ctx: AppContext, settlement: Settlement): void {
  const { raffleId } = settlement;
  // Once per raffle, by how it ended: its draw, when it waited for the beacon, is counted when it happens.
  if (!settlement.awaitingDraw) raffleDraws.inc({ outcome: settlement.status === 'completed' ? 'winner' : 'no_entries' });
  if (settlement.status === 'completed') emitToRaffle(ctx, raffleId, 'raffle_ending', { raffleId, action: 'start_winner_selection' });
  if (settlement.closed) emitToRaffle(ctx, raffleId, 'raffle_ended', { raffleId, reason: settlement.reason });
  announceRaffleUpdated(ctx, raffleId);
  if (settlement.status === 'completed') {
    // Delivery talks to Steam; it records its own outcome and must never undo the draw.
    createPrizeService(ctx)
      .deliverRafflePrize(raffleId)
      .catch((err: unknown) => ctx.log.error({ err, raffleId }, 'raffle prize delivery failed'));
  }
}

/**
 * For settlements made inside a transaction this code does not own (the scheduler's):
 * waits for that transaction to release the raffle rows, then publishes only what committed.
 */
export async function publishWhenCommitted(ctx: AppContext, settlements: Settlement[]): Promise<void> {
  const committed = await rafflesRepository.afterLocks(
    ctx.db,
    settlements.map((s) => s.raffleId),
  );
  const done = new Map(committed.map((r) => [r.id, r.status]));
  for (const settlement of settlements) {
    if (done.get(settlement.raffleId) === settlement.status) publishSettlement(ctx, settlement);
  }
}
