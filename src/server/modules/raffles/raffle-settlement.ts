import type { RaffleEndReason } from '../../../core/contracts/raffles';
import { rooms, type ServerToClientEvents } from '../../../core/contracts/realtime';
import { drawRaffleWinner } from '../../../core/fair/raffle-draw';
import { LEVELS, levelsReachedBetween, type Level } from '../../../core/levels';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { raffleDraws } from '../../metrics';
import { usersRepository } from '../accounts';
import { ledgerRepository, postEntry } from '../ledger';
import { createPrizeService } from '../prizes';
import { rafflesRepository, type RaffleRow } from './raffles.repository';

// Ending a raffle and drawing its winner (DESIGN rule 3), inside the caller's
// transaction and with the raffle row already locked, so it happens exactly once.

export interface Settlement {
  raffleId: string;
  status: 'ended' | 'completed';
  reason: RaffleEndReason;
  winnerId: string | null;
  /** Balances changed by level rewards, to push once the transaction has committed. */
  balances: { userId: string; fowlBalance: number }[];
}

const levelIndex = (name: string | null): number => (name ? LEVELS.findIndex((l) => l.name === name) : -1);

export const levelRewardKey = (level: Level, userId: string): string => `level_reward:${level.name}:${userId}`;

/** A win: one more win, and each newly reached level's reward paid once through the ledger. */
async function creditWin(tx: Tx, winnerId: string, raffle: RaffleRow): Promise<number | null> {
  await ledgerRepository.lockBalance(tx, winnerId);
  const user = await usersRepository.findById(tx, winnerId);
  if (!user) throw new Error(`raffle winner ${winnerId} does not exist`);
  const wins = user.totalWins + 1;
  const alreadyRewarded = levelIndex(user.rewardedLevel);
  let balance: number | null = null;
  let rewardedLevel = user.rewardedLevel;
  for (const level of levelsReachedBetween(user.totalWins, wins)) {
    if (levelIndex(level.name) <= alreadyRewarded) continue;
    const posted = await postEntry(tx, {
      userId: winnerId,
      amount: level.reward,
      type: 'level_reward',
      description: `${level.name} level reward`,
      idempotencyKey: levelRewardKey(level, winnerId),
      raffleData: { raffleId: raffle.id, raffleName: raffle.name, level: level.name, status: 'won' },
    });
    balance = posted.balanceAfter;
    rewardedLevel = level.name;
  }
  await usersRepository.update(tx, winnerId, { totalWins: wins, rewardedLevel });
  return balance;
}

/** Ends a locked, active raffle: draws it when it has entries (completed), else ends it with no winner. */
export async function settleRaffle(tx: Tx, raffle: RaffleRow, reason: RaffleEndReason, now = new Date()): Promise<Settlement> {
  if (raffle.status !== 'active') throw new Error(`raffle ${raffle.id} is already ${raffle.status}`);
  const entries = await rafflesRepository.entriesWithUsers(tx, raffle.id);
  if (entries.length === 0) {
    // Nobody won: the prize goes back to the pool for other raffles.
    await rafflesRepository.update(tx, raffle.id, { status: 'ended', endReason: reason, endedAt: now, reservedAssetId: null });
    return { raffleId: raffle.id, status: 'ended', reason, winnerId: null, balances: [] };
  }
  const draw = drawRaffleWinner({
    raffleSeed: raffle.seed,
    raffleId: raffle.id,
    entries: entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount })),
  });
  const winnerId = draw.winner.userId;
  await rafflesRepository.update(tx, raffle.id, {
    status: 'completed',
    endReason: reason,
    endedAt: now,
    winnerId,
    entriesDigest: draw.digest,
    drawFloat: draw.float,
    winningTicket: draw.ticket,
    drawnAt: now,
  });
  const balance = await creditWin(tx, winnerId, raffle);
  return { raffleId: raffle.id, status: 'completed', reason, winnerId, balances: balance === null ? [] : [{ userId: winnerId, fowlBalance: balance }] };
}

type Events = ServerToClientEvents;

/** Raffle events go to the raffle's room: its page joins it with viewing_raffle. */
export function emitToRaffle<E extends keyof Events>(ctx: AppContext, raffleId: string, event: E, ...args: Parameters<Events[E]>): void {
  ctx.realtime.toRoom(rooms.raffle(raffleId), event, ...args);
}

/** After the settling transaction has committed: tell the room, push balances, send the prize. */
export function publishSettlement(ctx: AppContext, settlement: Settlement): void {
  const { raffleId } = settlement;
  raffleDraws.inc({ outcome: settlement.status === 'completed' ? 'winner' : 'no_entries' });
  if (settlement.status === 'completed') emitToRaffle(ctx, raffleId, 'raffle_ending', { raffleId, action: 'start_winner_selection' });
  emitToRaffle(ctx, raffleId, 'raffle_ended', { raffleId, reason: settlement.reason });
  ctx.realtime.toAll('raffle_updated', { raffleId });
  for (const { userId, fowlBalance } of settlement.balances) ctx.realtime.toUser(userId, 'balance_updated', { fowlBalance });
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
