// A Plinko drop settled inside a transaction: the staked drop and the coop bonus drop share it.
import { randomUUID } from 'node:crypto';
import type { PlinkoDrop } from '../../../core/contracts/plinko';
import { plinkoDropFromFloats, plinkoMultiplier, plinkoPayout, type PlinkoRisk } from '../../../core/games/plinko';
import {
  coopBonusPayout,
  PLINKO_COOP_BONUS_RISK,
  PLINKO_COOP_BONUS_ROWS,
  PLINKO_COOP_BONUS_SHARE,
  PLINKO_COOP_BONUS_SHARE_PERMILLE,
} from '../../../core/games/plinko-coop';
import type { Tx } from '../../db/client';
import { betSeedRecord, nextBetSeed } from '../fairness';
import { postEntry } from '../ledger';
import { gameRoundsRepository, type GameRoundRow } from './game-rounds.repository';
import { creditPayout, debitBet, lockPlayer, roundFairness } from './rounds';

export const PLINKO_GAME = 'plinko';
const GAME = PLINKO_GAME;

interface PlinkoState {
  rows: number;
  risk: PlinkoRisk;
  path: Array<0 | 1>;
  bucket: number;
  /** The coop fill whose bonus this drop is; absent on a staked drop. */
  bonusFillId?: number;
}

const stateOf = (row: GameRoundRow): PlinkoState => row.state as PlinkoState;

export function toPlinkoDrop(row: GameRoundRow): PlinkoDrop {
  const state = stateOf(row);
  return {
    id: row.id,
    betAmount: row.betAmount,
    rows: state.rows,
    risk: state.risk,
    path: state.path,
    bucket: state.bucket,
    multiplier: row.multiplier ?? 0,
    payout: row.payout,
    bonus: state.bonusFillId !== undefined,
    fairness: roundFairness(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the fairness page shows of a drop: everything it decided (nothing stays secret). */
export const plinkoOutcome = (row: GameRoundRow): Record<string, unknown> => {
  const { rows, risk, path, bucket } = stateOf(row);
  return { rows, risk, path, bucket, multiplier: row.multiplier };
};

interface DropInput {
  userId: string;
  rows: number;
  risk: PlinkoRisk;
  /** The stake debited from the player; 0 for a bonus ball. */
  betAmount: number;
  /** For a bonus ball: what the player staked in the fill (it pays a share of that), and the fill. */
  bonus?: { staked: number; fillId: number };
}

/**
 * One drop inside the caller's transaction: the player's lock, the stake, the next
 * nonce of the player's own seed pair, the path it fixes and the payout. `clock` is the
 * app's, read once the lock is held.
 */
export async function settleDrop(tx: Tx, input: DropInput, clock: () => Date): Promise<{ row: GameRoundRow; balance: number }> {
  const id = randomUUID();
  const { userId, rows, risk, betAmount, bonus } = input;
  let balance = await lockPlayer(tx, userId);
  const now = clock();
  const gameData = { betAmount, rows, risk };
  if (betAmount > 0) {
    ({ balanceAfter: balance } = await debitBet(tx, {
      userId,
      roundId: id,
      game: GAME,
      amount: betAmount,
      description: `Plinko bet (${rows} rows, ${risk} risk)`,
      gameData,
      at: now,
    }));
  }
  const seed = await nextBetSeed(tx, userId, rows);
  const { path, bucket } = plinkoDropFromFloats(seed.floats, rows);
  const multiplier = plinkoMultiplier(rows, risk, bucket);
  const payout = bonus ? coopBonusPayout(bonus.staked, multiplier) : plinkoPayout(betAmount, multiplier);
  if (bonus) {
    // A ball that rounds down to 0 fowls stays a round the player can verify, but moves
    // no fowls, so it has no ledger row (the ledger records movements and refuses 0).
    if (payout > 0) {
      // Its own type, keyed by fill and player: the ledger itself refuses a second one.
      ({ balanceAfter: balance } = await postEntry(tx, {
        userId,
        amount: payout,
        type: 'plinko_coop_bonus',
        description: `Plinko Coop bonus ball, fill #${bonus.fillId}: ${PLINKO_COOP_BONUS_SHARE_PERMILLE / 10} % of ${bonus.staked} staked (${multiplier}×)`,
        idempotencyKey: `plinko-coop:${bonus.fillId}:${userId}`,
        gameData: { ...gameData, staked: bonus.staked, share: PLINKO_COOP_BONUS_SHARE, multiplier, bucket, roundId: id, fill: bonus.fillId },
        at: now,
      }));
    }
  } else if (payout > 0) {
    ({ balanceAfter: balance } = await creditPayout(tx, {
      userId,
      roundId: id,
      game: GAME,
      amount: payout,
      description: `Plinko win (${multiplier}×)`,
      gameData: { ...gameData, multiplier, bucket },
      at: now,
    }));
  }
  const row = await gameRoundsRepository.insert(tx, {
    id,
    userId,
    game: GAME,
    status: 'completed',
    betAmount,
    payout,
    multiplier,
    state: { rows, risk, path, bucket, ...(bonus ? { bonusFillId: bonus.fillId } : {}) } satisfies PlinkoState,
    ...betSeedRecord(seed),
    createdAt: now,
    finishedAt: now,
  });
  return { row, balance };
}

/**
 * A coop bonus ball (decision 0045): it stakes nothing, falls from the player's own seed
 * pair on the house's table (never the player's latest one) and pays a fixed share of
 * what they staked in the fill, so it is worth no more than what they really risked.
 */
export const settleBonusBall = (tx: Tx, ball: { userId: string; fillId: number; staked: number }, clock: () => Date) =>
  settleDrop(
    tx,
    {
      userId: ball.userId,
      rows: PLINKO_COOP_BONUS_ROWS,
      risk: PLINKO_COOP_BONUS_RISK,
      betAmount: 0,
      bonus: { staked: ball.staked, fillId: ball.fillId },
    },
    clock,
  );
