import { randomUUID } from 'node:crypto';
import { CASE_REFUSAL, type CaseOpenResult, type CaseRoundState, type CaseStatus } from '../../../core/contracts/fowl-case';
import { AppError } from '../../../core/errors';
import { caseAvailability, casePrizeFromFloat, type CaseAvailability } from '../../../core/games/fowl-case';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isPremium, usersRepository, type SessionUser } from '../accounts';
import { betSeedRecord, nextBetSeed } from '../fairness';
import { gameRoundsRepository, pushSettledRound } from '../games';
import { lockBalance, postEntry } from '../ledger';
import { assertMayPlay, pauseAt } from '../play-limits';

export const CASE_GAME = 'fowl_case';

const toStatus = ({ canOpen, nextOpeningTime }: CaseAvailability): CaseStatus => ({
  canOpen,
  nextOpeningTime: nextOpeningTime ? nextOpeningTime.toISOString() : null,
});

/** Premium is read from the row as it is now, so a lapsed member is on the free trial again. */
async function availabilityOf(db: DbOrTx, user: SessionUser, now: Date): Promise<CaseAvailability> {
  const openedCount = await gameRoundsRepository.count(db, user.id, CASE_GAME);
  return caseAvailability({ premium: isPremium(user, now), lastOpenedAt: user.lastDailyCase, openedCount, now });
}

/** A member waits out the 4 hours; a free-trial player has no next case to wait for. */
function refusal(user: SessionUser, now: Date, availability: CaseAvailability): AppError {
  const status = toStatus(availability);
  return isPremium(user, now) ? new AppError('CONFLICT', CASE_REFUSAL.cooldown, status) : new AppError('FREE_CASE_USED', CASE_REFUSAL.freeCaseUsed, status);
}

export function createFowlCaseService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** Shut during the player's cool-off or self-exclusion, saying why and until when: opening would be refused. */
    async status(user: SessionUser): Promise<CaseStatus> {
      const now = ctx.clock();
      const [availability, pause] = await Promise.all([availabilityOf(db, user, now), pauseAt(db, user, now)]);
      const status = toStatus(availability);
      return pause ? { ...status, canOpen: false, pause } : status;
    },

    async count(user: SessionUser): Promise<number> {
      return gameRoundsRepository.count(db, user.id, CASE_GAME);
    },

    /**
     * Opens a case: the check, the prize, the round, the credit and last_daily_case
     * all happen under the player's row lock in one transaction, so simultaneous
     * opens credit exactly once.
     */
    async open(userId: string): Promise<CaseOpenResult> {
      const roundId = randomUUID();
      const result = await db.transaction(async (tx) => {
        await lockBalance(tx, userId);
        // Read the clock once the row is ours, so a wait for the lock cannot shift the 4 hours.
        const now = ctx.clock();
        const user = await usersRepository.findById(tx, userId);
        if (!user) throw new AppError('NOT_FOUND', 'User not found');
        await assertMayPlay(tx, userId, now);
        const before = await availabilityOf(tx, user, now);
        if (!before.canOpen) throw refusal(user, now, before);

        const seed = await nextBetSeed(tx, userId, 1);
        const draw = casePrizeFromFloat(seed.floats[0] ?? Number.NaN);
        const round = await gameRoundsRepository.insert(tx, {
          id: roundId,
          userId,
          game: CASE_GAME,
          status: 'completed',
          betAmount: 0,
          payout: draw.prize,
          state: { prizeIndex: draw.index, ticket: draw.ticket } satisfies CaseRoundState,
          ...betSeedRecord(seed),
          createdAt: now,
          finishedAt: now,
        });
        const { balanceAfter } = await postEntry(tx, {
          userId,
          amount: draw.prize,
          type: 'fowl_case',
          description: `Fowl Case: won ${draw.prize} fowls`,
          idempotencyKey: `fowl_case:${roundId}`,
          gameData: { prizeIndex: draw.index, ticket: draw.ticket },
          at: now,
        });
        const updated = await usersRepository.update(tx, userId, { lastDailyCase: now }, now);
        const after = await availabilityOf(tx, updated ?? user, now);
        return { draw, round, balanceAfter, after, now };
      });
      ctx.realtime.toUser(userId, 'balance_updated', { fowlBalance: result.balanceAfter });
      pushSettledRound(ctx, result.round);
      return {
        fowlsWon: result.draw.prize,
        prizeIndex: result.draw.index,
        ticket: result.draw.ticket,
        roundId,
        openedAt: result.now.toISOString(),
        fairness: {
          seedId: result.round.seedId,
          serverSeedHash: result.round.serverSeedHash,
          clientSeed: result.round.clientSeed,
          nonce: result.round.nonce,
        },
        fowlBalance: result.balanceAfter,
        ...toStatus(result.after),
      };
    },
  };
}
