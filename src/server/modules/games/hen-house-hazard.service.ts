import type { HenHouseGame } from '../../../core/contracts/games';
import { AppError } from '../../../core/errors';
import {
  bombTilesFromFloats,
  henHouseFloatCount,
  henHouseMultiplier,
  henHousePayout,
  nextHenHouseMultiplier,
  revealTile,
  type HenHouseBoard,
} from '../../../core/games/hen-house-hazard';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { gameRoundsRepository, type GameRoundRow } from './game-rounds.repository';
import { announceRound, creditPayout, lockPlayer, lockRunningRound, pushBalance, roundFairness, startRound } from './rounds';

const GAME = 'hen_house_hazard';
const LABEL = 'Hen House Hazard';

/** The round's secret state: the board, plus the tile that went off once lost. */
interface HenHouseState extends HenHouseBoard {
  hitTile?: number;
}

const stateOf = (row: GameRoundRow): HenHouseState => row.state as HenHouseState;

/** The player's view of a round: bombs stay hidden until it is over. */
export function toHenHouseGame(row: GameRoundRow): HenHouseGame {
  const state = stateOf(row);
  const active = row.status === 'active';
  const safe = state.revealed.length;
  return {
    id: row.id,
    status: row.status as HenHouseGame['status'],
    betAmount: row.betAmount,
    bombCount: state.bombCount,
    revealed: state.revealed,
    multiplier: henHouseMultiplier(state.bombCount, safe),
    nextMultiplier: active ? nextHenHouseMultiplier(state.bombCount, safe) : null,
    // While running: what a cash-out would pay now (none before the first safe tile).
    payout: active ? (safe > 0 ? henHousePayout(row.betAmount, state.bombCount, safe) : 0) : row.payout,
    bombs: active ? null : state.bombs,
    hitTile: state.hitTile ?? null,
    fairness: roundFairness(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What /api/fairness/rounds shows of a finished round. */
export function henHouseOutcome(row: GameRoundRow): Record<string, unknown> {
  const state = stateOf(row);
  return { bombCount: state.bombCount, bombs: state.bombs, revealed: state.revealed, hitTile: state.hitTile ?? null };
}

export function createHenHouseService(ctx: AppContext) {
  const { db } = ctx;

  /** Pays floor(bet × multiplier) for the safe tiles so far and closes the round. */
  async function cashOutLocked(tx: Tx, round: GameRoundRow, state: HenHouseState, now: Date) {
    const safe = state.revealed.length;
    const multiplier = henHouseMultiplier(state.bombCount, safe);
    const payout = henHousePayout(round.betAmount, state.bombCount, safe);
    const credit = await creditPayout(tx, {
      userId: round.userId,
      roundId: round.id,
      game: GAME,
      amount: payout,
      description: `${LABEL} cash-out (${multiplier}×)`,
      gameData: { betAmount: round.betAmount, multiplier, bombCount: state.bombCount },
      at: now,
    });
    const row = await gameRoundsRepository.update(tx, round.id, { status: 'cashed_out', payout, multiplier, state, finishedAt: now });
    return { row, balance: credit.balanceAfter };
  }

  return {
    async active(userId: string) {
      const row = await gameRoundsRepository.activeFor(db, userId, GAME);
      return { game: row ? toHenHouseGame(row) : null };
    },

    /** Debits the bet and fixes the bombs from the player's next fair nonce, in one transaction. */
    async start(userId: string, betAmount: number, bombCount: number) {
      const { row, balance } = await startRound<HenHouseState>(ctx, {
        userId,
        game: GAME,
        label: LABEL,
        betAmount,
        betDetail: `(${bombCount} ${bombCount === 1 ? 'bomb' : 'bombs'})`,
        gameData: { betAmount, bombCount },
        floatCount: henHouseFloatCount(bombCount),
        board: (floats) => ({ bombCount, bombs: bombTilesFromFloats(floats, bombCount), revealed: [] }),
      });
      return { game: toHenHouseGame(row), fowlBalance: balance };
    },

    /** One tile: a bomb ends the round; the last safe tile cashes out by itself. */
    async reveal(userId: string, premium: boolean, gameId: string, tile: number) {
      const out = await db.transaction(async (tx) => {
        const balance = await lockPlayer(tx, userId);
        const round = await lockRunningRound(tx, { userId, premium, game: GAME, roundId: gameId });
        const now = ctx.clock();
        const step = revealTile(stateOf(round), tile);
        if (step.hit) {
          const state: HenHouseState = { ...step.board, hitTile: tile };
          const row = await gameRoundsRepository.update(tx, round.id, { status: 'lost', payout: 0, multiplier: 0, state, finishedAt: now });
          return { result: 'bomb' as const, row, balance, paid: false };
        }
        if (step.cleared) return { result: 'safe' as const, ...(await cashOutLocked(tx, round, step.board, now)), paid: true };
        const row = await gameRoundsRepository.update(tx, round.id, { state: step.board });
        return { result: 'safe' as const, row, balance, paid: false };
      });
      if (out.paid) {
        pushBalance(ctx, userId, out.balance);
        announceRound(ctx, out.row);
      }
      return { result: out.result, tile, game: toHenHouseGame(out.row), fowlBalance: out.balance };
    },

    /** Ignores any payout the client names: the round's own state decides it. */
    async cashOut(userId: string, premium: boolean, gameId: string) {
      const { row, balance } = await db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const round = await lockRunningRound(tx, { userId, premium, game: GAME, roundId: gameId });
        const state = stateOf(round);
        if (state.revealed.length === 0) throw new AppError('BAD_REQUEST', 'Reveal at least one tile before cashing out.');
        return cashOutLocked(tx, round, state, ctx.clock());
      });
      pushBalance(ctx, userId, balance);
      announceRound(ctx, row);
      return { payout: row.payout, game: toHenHouseGame(row), fowlBalance: balance };
    },
  };
}
