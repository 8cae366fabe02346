import type { DefuseGame } from '../../../core/contracts/games';
import {
  DEFUSE_FLOAT_COUNT,
  DEFUSE_HISTORY_SIZE,
  DEFUSE_PAYOUT_MULTIPLIER,
  bombWireFromFloats,
  cutWire,
  defusePayout,
  safeCuts,
  wireLabel,
  type DefuseBoard,
} from '../../../core/games/defuse-la-bomba';
import type { AppContext } from '../../context';
import { gameRoundsRepository, type GameRoundRow } from './game-rounds.repository';
import { announceRound, creditPayout, lockPlayer, lockRunningRound, pushBalance, roundFairness, startRound } from './rounds';

const GAME = 'defuse_bomba';
const LABEL = 'Defuse la Bomba';

const stateOf = (row: GameRoundRow): DefuseBoard => row.state as DefuseBoard;

/** The player's view of a round: the bomb wire stays hidden until it is over. */
export function toDefuseGame(row: GameRoundRow): DefuseGame {
  const state = stateOf(row);
  const active = row.status === 'active';
  return {
    id: row.id,
    status: row.status as DefuseGame['status'],
    betAmount: row.betAmount,
    cutWires: state.cut,
    wiresCorrect: safeCuts(state),
    bombWire: active ? null : state.bombWire,
    won: row.status === 'won',
    payout: row.payout,
    fairness: roundFairness(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export const defuseOutcome = (row: GameRoundRow): Record<string, unknown> => {
  const state = stateOf(row);
  return { bombWire: state.bombWire, cutWires: state.cut };
};

export function createDefuseService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async active(userId: string) {
      const row = await gameRoundsRepository.activeFor(db, userId, GAME);
      return { game: row ? toDefuseGame(row) : null };
    },

    /** Debits the bet and fixes the bomb wire from the player's next fair nonce. */
    async start(userId: string, betAmount: number) {
      const { row, balance } = await startRound<DefuseBoard>(ctx, {
        userId,
        game: GAME,
        label: LABEL,
        betAmount,
        gameData: { betAmount },
        floatCount: DEFUSE_FLOAT_COUNT,
        board: (floats) => ({ bombWire: bombWireFromFloats(floats), cut: [] }),
      });
      return { game: toDefuseGame(row), fowlBalance: balance };
    },

    /** One cut: the bomb ends the round; the third safe cut wins 3× the bet. */
    async cut(userId: string, premium: boolean, gameId: string, wire: number) {
      const out = await db.transaction(async (tx) => {
        const balance = await lockPlayer(tx, userId);
        const round = await lockRunningRound(tx, { userId, premium, game: GAME, roundId: gameId });
        const now = ctx.clock();
        const step = cutWire(stateOf(round), wire);
        if (step.hit) {
          const row = await gameRoundsRepository.update(tx, round.id, { status: 'lost', payout: 0, multiplier: 0, state: step.board, finishedAt: now });
          return { result: 'bomb' as const, row, balance, paid: false };
        }
        if (!step.won) {
          const row = await gameRoundsRepository.update(tx, round.id, { state: step.board });
          return { result: 'safe' as const, row, balance, paid: false };
        }
        const payout = defusePayout(round.betAmount, true);
        const credit = await creditPayout(tx, {
          userId,
          roundId: round.id,
          game: GAME,
          amount: payout,
          description: `${LABEL} win (bomb was ${wireLabel(step.board.bombWire)})`,
          gameData: { betAmount: round.betAmount, multiplier: DEFUSE_PAYOUT_MULTIPLIER },
          at: now,
        });
        const row = await gameRoundsRepository.update(tx, round.id, {
          status: 'won',
          payout,
          multiplier: DEFUSE_PAYOUT_MULTIPLIER,
          state: step.board,
          finishedAt: now,
        });
        return { result: 'safe' as const, row, balance: credit.balanceAfter, paid: true };
      });
      if (out.paid) {
        pushBalance(ctx, userId, out.balance);
        announceRound(ctx, out.row);
      }
      return { result: out.result, wire, game: toDefuseGame(out.row), fowlBalance: out.balance };
    },

    async history(userId: string) {
      const rows = await gameRoundsRepository.history(db, userId, GAME, DEFUSE_HISTORY_SIZE);
      return { history: rows.map(toDefuseGame) };
    },
  };
}
