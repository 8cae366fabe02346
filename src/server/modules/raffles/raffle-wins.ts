// Counting a raffle win: one more win for the winner and each newly reached level's
// reward, paid once through the ledger. It happens once the wheel has stopped on every
// page (the draw's public moment, drawPublicAt), not at the draw: a balance, a level, a
// history row or a feed line must not tell the outcome before the wheel does
// (docs/decisions/0039). The winner's own page asks for it as soon as its wheel stops,
// so a winner who watched the draw sees the promotion at once.
import { drawnPubliclyBy } from '../../../core/raffles';
import { LEVELS, levelsReachedBetween, type Level } from '../../../core/levels';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inBackground } from '../../jobs/background';
import type { Job } from '../../jobs/scheduler';
import { usersRepository } from '../accounts';
import { createFeedService } from '../feed';
import { lockBalance, postEntry } from '../ledger';
import { rafflesRepository, type RaffleRow } from './raffles.repository';
import { transactionWithRetry } from './tx-retry';

/** How often drawn raffles are looked at for a win still to count. */
export const CREDIT_WINS_EVERY_MS = 1000;
const BATCH = 25;

const levelIndex = (name: string | null): number => (name ? LEVELS.findIndex((l) => l.name === name) : -1);

const levelRewardKey = (level: Level, userId: string): string => `level_reward:${level.name}:${userId}`;

/** The win's row changes, inside the caller's transaction with the raffle row locked. */
async function countWin(tx: Tx, raffle: RaffleRow, winnerId: string, now: Date): Promise<{ balance: number | null; levels: string[] }> {
  await lockBalance(tx, winnerId);
  const user = await usersRepository.findById(tx, winnerId);
  if (!user) throw new Error(`raffle winner ${winnerId} does not exist`);
  const wins = user.totalWins + 1;
  const alreadyRewarded = levelIndex(user.rewardedLevel);
  let balance: number | null = null;
  let rewardedLevel = user.rewardedLevel;
  const levels: string[] = [];
  for (const level of levelsReachedBetween(user.totalWins, wins)) {
    if (levelIndex(level.name) <= alreadyRewarded) continue;
    const posted = await postEntry(tx, {
      userId: winnerId,
      amount: level.reward,
      type: 'level_reward',
      description: `${level.name} level reward`,
      idempotencyKey: levelRewardKey(level, winnerId),
      raffleData: { raffleId: raffle.id, raffleName: raffle.name, level: level.name, status: 'won' },
      at: now,
    });
    balance = posted.balanceAfter;
    rewardedLevel = level.name;
    levels.push(level.name);
  }
  await usersRepository.update(tx, winnerId, { totalWins: wins, rewardedLevel }, now);
  await rafflesRepository.update(tx, raffle.id, { winCreditedAt: now }, now);
  return { balance, levels };
}

export interface RaffleWins {
  /** The scheduled job: counts the wins whose wheel has stopped everywhere. */
  job(): Job;
  /** Counts every win whose wheel has stopped by `now` (scripts, tests). */
  creditDue(now?: Date): Promise<void>;
  /** Counts the raffle's win now if its wheel has stopped everywhere, or when its winner asks. */
  creditFor(raffleId: string, askedBy: string | null): Promise<void>;
}

export function createRaffleWins(ctx: AppContext): RaffleWins {
  const wheelsStoppedBy = (now: Date) => new Date(drawnPubliclyBy(now.getTime()));

  /** Counts one win exactly once: the row lock and its winCreditedAt decide, whoever else tries. */
  async function credit(raffleId: string): Promise<void> {
    const counted = await transactionWithRetry(ctx.db, async (tx) => {
      const raffle = await rafflesRepository.lockById(tx, raffleId);
      if (!raffle?.winnerId || raffle.winCreditedAt) return null;
      return { raffle, winnerId: raffle.winnerId, ...(await countWin(tx, raffle, raffle.winnerId, ctx.clock())) };
    });
    if (!counted) return;
    const { raffle, winnerId, balance, levels } = counted;
    if (balance !== null) ctx.realtime.toUser(winnerId, 'balance_updated', { fowlBalance: balance });
    const prize = raffle.itemName ? { name: raffle.itemName, imageUrl: raffle.imageUrl || raffle.itemImageUrl || null } : null;
    void createFeedService(ctx).raffleWon({ raffleId: raffle.id, raffleName: raffle.name, winnerId, prize, levels, drawnAt: raffle.drawnAt ?? ctx.clock() });
  }

  async function creditAll(ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await credit(id);
      } catch (err) {
        ctx.log.error({ err, raffleId: id }, 'counting a raffle win failed; it will be tried again');
      }
    }
  }

  return {
    job: () => ({
      name: 'raffles.credit-wins',
      everyMs: CREDIT_WINS_EVERY_MS,
      async run(tx, now) {
        const due = await rafflesRepository.uncreditedWins(tx, wheelsStoppedBy(now), BATCH);
        if (due.length > 0) inBackground(ctx, 'raffle wins', () => creditAll(due));
      },
    }),

    async creditDue(now = ctx.clock()) {
      await creditAll(await rafflesRepository.uncreditedWins(ctx.db, wheelsStoppedBy(now), BATCH));
    },

    async creditFor(raffleId, askedBy) {
      const raffle = await rafflesRepository.findById(ctx.db, raffleId);
      if (!raffle?.winnerId || raffle.winCreditedAt || !raffle.drawnAt) return;
      const everywhere = raffle.drawnAt.getTime() <= wheelsStoppedBy(ctx.clock()).getTime();
      if (everywhere || askedBy === raffle.winnerId) await credit(raffleId);
    },
  };
}
