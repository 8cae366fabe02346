import { randomUUID } from 'node:crypto';
import { huntRoundStateSchema, type HuntGame, type HuntRoundState, type HuntStart } from '../../../core/contracts/fowl-hunt';
import { AppError, isAppError } from '../../../core/errors';
import {
  BET,
  HISTORY_LIMIT,
  HUNT_FLOATS_NEEDED,
  accuracyPercent,
  clickLogProblem,
  huntPayout,
  huntPayoutMultiplier,
  huntTargets,
  isHuntWin,
  replayClicks,
  type Click,
} from '../../../core/games/fowl-hunt';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { usersRepository } from '../accounts';
import { betSeedRecord, nextBetSeed } from '../fairness';
import { gameRoundsRepository, lockRunningRound, type GameRoundRow } from '../games';
import { ledgerRepository, postEntry } from '../ledger';
import { HUNT_GAME, fowlHuntRepository } from './fowl-hunt.repository';

/**
 * A round must be submitted within 2 minutes of its start (30 s of play, the rest for
 * slow networks); after that it is settled as lost, by the next start, by a late
 * submit, or by the expiry job. The bet was taken at the start, so nothing moves.
 */
export const ROUND_EXPIRY_MS = 2 * 60 * 1000;
/** Instances' clocks may differ a little; a log may claim this much more time than has passed. */
export const CLOCK_TOLERANCE_MS = 1000;

export const INSUFFICIENT_MESSAGE = "You don't have enough fowls to place this bet";
export const EXPIRED_MESSAGE = 'This round has expired. Start a new one.';

const stateOf = (row: GameRoundRow): HuntRoundState => huntRoundStateSchema.parse(row.state);

const fairnessOf = (row: GameRoundRow) => ({ seedId: row.seedId, serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce });

export function toHuntGame(row: GameRoundRow): HuntGame {
  const state = stateOf(row);
  return {
    id: row.id,
    result: row.status === 'won' ? 'win' : 'loss',
    payout: row.payout,
    betAmount: row.betAmount,
    accuracy: accuracyPercent(state.accuracy ?? 0),
    targetsHit: state.hits ?? 0,
    totalTargets: state.clickCount ?? 0,
    targetGoal: state.targetGoal,
    multiplier: row.multiplier ?? huntPayoutMultiplier(state.targetGoal),
    expired: state.expired === true,
    fairness: fairnessOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Settles an open round as lost without a result: its bet is already taken. */
async function settleUnsubmitted(tx: Tx, row: GameRoundRow, now: Date): Promise<void> {
  await gameRoundsRepository.update(tx, row.id, { status: 'lost', payout: 0, finishedAt: now, state: { ...stateOf(row), expired: true } });
}

export function createFowlHuntService(ctx: AppContext) {
  const { db } = ctx;
  const pushBalance = (userId: string, fowlBalance: number) => ctx.realtime.toUser(userId, 'balance_updated', { fowlBalance });

  return {
    /**
     * Takes the fixed bet and fixes the round's targets from the player's next fair
     * floats. Any round still open is settled as lost first: one live round per
     * player, and abandoning one can only lose its bet.
     */
    async start(userId: string, targetGoal: number): Promise<HuntStart> {
      const roundId = randomUUID();
      const multiplier = huntPayoutMultiplier(targetGoal);
      const result = await db.transaction(async (tx) => {
        let balanceAfter: number;
        try {
          // Locks the player's row first, so simultaneous starts run one after another.
          ({ balanceAfter } = await postEntry(tx, {
            userId,
            amount: -BET,
            type: 'fowl_hunt',
            description: `Fowl Hunt bet (goal ${targetGoal})`,
            idempotencyKey: `fowl_hunt:bet:${roundId}`,
            gameData: { betAmount: BET, targetGoal, multiplier },
          }));
        } catch (e) {
          if (isAppError(e) && e.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_MESSAGE, e.details);
          throw e;
        }
        // The clock starts once the player's row is ours: a wait for the lock is not playing time.
        const now = new Date();
        for (const open of await fowlHuntRepository.activeForUpdate(tx, userId)) await settleUnsubmitted(tx, open, now);
        const seed = await nextBetSeed(tx, userId, HUNT_FLOATS_NEEDED);
        const targets = huntTargets(seed.floats);
        const row = await gameRoundsRepository.insert(tx, {
          id: roundId,
          userId,
          game: HUNT_GAME,
          status: 'active',
          betAmount: BET,
          multiplier,
          state: { targets, targetGoal } satisfies HuntRoundState,
          ...betSeedRecord(seed),
          createdAt: now,
        });
        return { row, targets, balanceAfter, now };
      });
      pushBalance(userId, result.balanceAfter);
      return {
        roundId,
        targets: result.targets,
        targetGoal,
        betAmount: BET,
        multiplier,
        potentialPayout: huntPayout(targetGoal),
        startedAt: result.now.toISOString(),
        expiresAt: new Date(result.now.getTime() + ROUND_EXPIRY_MS).toISOString(),
        fairness: fairnessOf(result.row),
        fowlBalance: result.balanceAfter,
      };
    },

    /**
     * Replays the click log against the round's targets and settles it. A log no
     * person could have made is refused with nothing changed, and the round stays
     * open until a valid result arrives or it expires.
     */
    async submit(userId: string, premium: boolean, input: { roundId: string; targetGoal: number; clicks: Click[] }): Promise<{ game: HuntGame; fowlBalance: number }> {
      const outcome = await db.transaction(async (tx) => {
        // The player's row first, as a start takes it: the same lock order cannot deadlock.
        await ledgerRepository.lockBalance(tx, userId);
        const now = new Date();
        // The same rule as every game: a lapsed member may finish the round they paid for.
        const row = await lockRunningRound(tx, { userId, premium, game: HUNT_GAME, roundId: input.roundId });
        const elapsed = now.getTime() - row.createdAt.getTime();
        if (elapsed > ROUND_EXPIRY_MS) {
          await settleUnsubmitted(tx, row, now);
          return { expired: true as const };
        }

        const state = stateOf(row);
        if (input.targetGoal !== state.targetGoal) {
          throw new AppError('BAD_REQUEST', `The target goal was fixed at ${state.targetGoal} when this round started.`);
        }
        const problem = clickLogProblem(input.clicks);
        if (problem) throw new AppError('BAD_REQUEST', problem);
        const lastClick = input.clicks.at(-1)?.t ?? 0;
        if (lastClick > elapsed + CLOCK_TOLERANCE_MS) {
          throw new AppError('BAD_REQUEST', 'The click log runs longer than the time since the round started.');
        }

        const replay = replayClicks(state.targets, input.clicks);
        const won = isHuntWin(replay, state.targetGoal);
        const multiplier = huntPayoutMultiplier(state.targetGoal);
        const payout = won ? huntPayout(state.targetGoal, row.betAmount) : 0;
        const finished = await gameRoundsRepository.update(tx, row.id, {
          status: won ? 'won' : 'lost',
          payout,
          multiplier,
          finishedAt: now,
          state: { ...state, clicks: input.clicks, hits: replay.hits, clickCount: replay.clicks, accuracy: replay.accuracy } satisfies HuntRoundState,
        });
        let fowlBalance: number;
        if (won) {
          ({ balanceAfter: fowlBalance } = await postEntry(tx, {
            userId,
            amount: payout,
            type: 'fowl_hunt',
            description: `Fowl Hunt win: ${replay.hits} hits at ${accuracyPercent(replay.accuracy)}% accuracy`,
            idempotencyKey: `fowl_hunt:payout:${row.id}`,
            gameData: { betAmount: row.betAmount, accuracy: accuracyPercent(replay.accuracy), multiplier },
          }));
        } else {
          fowlBalance = (await usersRepository.findById(tx, userId))?.fowlBalance ?? 0;
        }
        return { expired: false as const, game: toHuntGame(finished), fowlBalance, won };
      });
      if (outcome.expired) throw new AppError('CONFLICT', EXPIRED_MESSAGE);
      if (outcome.won) pushBalance(userId, outcome.fowlBalance);
      return { game: outcome.game, fowlBalance: outcome.fowlBalance };
    },

    async history(userId: string): Promise<HuntGame[]> {
      return (await gameRoundsRepository.history(db, userId, HUNT_GAME, HISTORY_LIMIT)).map(toHuntGame);
    },
  };
}

export type FowlHuntService = ReturnType<typeof createFowlHuntService>;

/** Settles rounds nobody submitted, so they neither linger as "in play" nor block a seed rotation. */
export const fowlHuntExpiryJob = {
  name: 'fowl-hunt.expire-rounds',
  everyMs: 60 * 1000,
  async run(tx: Tx) {
    const now = new Date();
    const stale = await fowlHuntRepository.staleForUpdate(tx, new Date(now.getTime() - ROUND_EXPIRY_MS), 500);
    for (const row of stale) await settleUnsubmitted(tx, row, now);
  },
};
