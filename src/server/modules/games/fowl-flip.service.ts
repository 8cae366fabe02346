import { randomUUID } from 'node:crypto';
import type { FlipResult } from '../../../core/contracts/games';
import { FLIP_FLOAT_COUNT, FLIP_HISTORY_SIZE, FLIP_PAYOUT_MULTIPLIER, coinFromFloats, flipPayout, type CoinSide } from '../../../core/games/fowl-flip';
import type { AppContext } from '../../context';
import { betSeedRecord, nextBetSeed } from '../fairness';
import { gameRoundsRepository, type GameRoundRow } from './game-rounds.repository';
import { announceRound, creditPayout, debitBet, lockPlayer, pushBalance, roundFairness } from './rounds';

const GAME = 'fowl_flip';

interface FlipState {
  selectedSide: CoinSide;
  result: CoinSide;
}

const stateOf = (row: GameRoundRow): FlipState => row.state as FlipState;

export function toFlipResult(row: GameRoundRow): FlipResult {
  const state = stateOf(row);
  return {
    id: row.id,
    result: state.result,
    selectedSide: state.selectedSide,
    won: row.status === 'won',
    payout: row.payout,
    betAmount: row.betAmount,
    fairness: roundFairness(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export const flipOutcome = (row: GameRoundRow): Record<string, unknown> => ({ ...stateOf(row) });

export function createFowlFlipService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** A whole round in one transaction: bet, coin from the next fair nonce, payout. */
    async play(userId: string, betAmount: number, selectedSide: CoinSide) {
      const id = randomUUID();
      const { row, balance } = await db.transaction(async (tx) => {
        // The player's lock first, as in every game transaction: the limits check and the debit rely on it.
        await lockPlayer(tx, userId);
        const now = ctx.clock();
        let { balanceAfter } = await debitBet(tx, {
          userId,
          roundId: id,
          game: GAME,
          amount: betAmount,
          description: `Fowl Flip bet on ${selectedSide}`,
          gameData: { betAmount, selectedSide },
          at: now,
        });
        const seed = await nextBetSeed(tx, userId, FLIP_FLOAT_COUNT);
        const result = coinFromFloats(seed.floats);
        const won = result === selectedSide;
        const payout = flipPayout(betAmount, won);
        if (won) {
          ({ balanceAfter } = await creditPayout(tx, {
            userId,
            roundId: id,
            game: GAME,
            amount: payout,
            description: `Fowl Flip win (${result})`,
            gameData: { betAmount, multiplier: FLIP_PAYOUT_MULTIPLIER },
            at: now,
          }));
        }
        const inserted = await gameRoundsRepository.insert(tx, {
          id,
          userId,
          game: GAME,
          status: won ? 'won' : 'lost',
          betAmount,
          payout,
          multiplier: won ? FLIP_PAYOUT_MULTIPLIER : 0,
          state: { selectedSide, result } satisfies FlipState,
          ...betSeedRecord(seed),
          createdAt: now,
          finishedAt: now,
        });
        return { row: inserted, balance: balanceAfter };
      });
      pushBalance(ctx, userId, balance);
      announceRound(ctx, row);
      return { result: toFlipResult(row), fowlBalance: balance };
    },

    async history(userId: string) {
      const rows = await gameRoundsRepository.history(db, userId, GAME, FLIP_HISTORY_SIZE);
      return { history: rows.map(toFlipResult) };
    },
  };
}
