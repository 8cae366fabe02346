import type { FlipResult } from '../../../core/contracts/games';
import { FLIP_FLOAT_COUNT, FLIP_HISTORY_SIZE, FLIP_PAYOUT_MULTIPLIER, coinFromFloats, flipPayout, type CoinSide } from '../../../core/games/fowl-flip';
import type { AppContext } from '../../context';
import { gameRoundsRepository, type GameRoundRow } from './game-rounds.repository';
import { playInstantRound, roundFairness } from './rounds';

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
    /** A whole round as one instant bet: the coin from the next fair nonce, the payout, all settled at once. */
    async play(userId: string, betAmount: number, selectedSide: CoinSide) {
      const { row, balance } = await playInstantRound(ctx, {
        userId,
        game: GAME,
        betAmount,
        stake: { description: `Fowl Flip bet on ${selectedSide}`, gameData: { betAmount, selectedSide } },
        floatCount: FLIP_FLOAT_COUNT,
        outcome: (floats) => {
          const result = coinFromFloats(floats);
          const won = result === selectedSide;
          return {
            status: won ? 'won' : 'lost',
            payout: flipPayout(betAmount, won),
            multiplier: won ? FLIP_PAYOUT_MULTIPLIER : 0,
            state: { selectedSide, result } satisfies FlipState,
            win: { description: `Fowl Flip win (${result})`, gameData: { betAmount, multiplier: FLIP_PAYOUT_MULTIPLIER } },
          };
        },
      });
      return { result: toFlipResult(row), fowlBalance: balance };
    },

    async history(userId: string) {
      const rows = await gameRoundsRepository.history(db, userId, GAME, FLIP_HISTORY_SIZE);
      return { history: rows.map(toFlipResult) };
    },
  };
}
