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
import { lockPlayer, roundFairness, type InstantBet } from './rounds';

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

/** Where the ball falls from the floats, and what the bucket's multiplier makes of `stake`. */
function fall(floats: number[], rows: number, risk: PlinkoRisk) {
  const { path, bucket } = plinkoDropFromFloats(floats, rows);
  return { path, bucket, multiplier: plinkoMultiplier(rows, risk, bucket) };
}

/** A staked drop as an instant bet (decision 0063): the path from the next nonce, the bucket's payout. */
export function stakedDrop(drop: { userId: string; rows: number; risk: PlinkoRisk; betAmount: number }): InstantBet<PlinkoState> {
  const { userId, rows, risk, betAmount } = drop;
  const gameData = { betAmount, rows, risk };
  return {
    userId,
    game: GAME,
    betAmount,
    stake: { description: `Plinko bet (${rows} rows, ${risk} risk)`, gameData },
    floatCount: rows,
    outcome: (floats) => {
      const { path, bucket, multiplier } = fall(floats, rows, risk);
      return {
        status: 'completed',
        payout: plinkoPayout(betAmount, multiplier),
        multiplier,
        state: { rows, risk, path, bucket },
        win: { description: `Plinko win (${multiplier}×)`, gameData: { ...gameData, multiplier, bucket } },
      };
    },
  };
}

/**
 * A coop bonus ball (decision 0045), inside the caller's transaction: it stakes nothing,
 * falls from the player's own seed pair on the house's table (never the player's latest
 * one) and pays a fixed share of what they staked in the fill, so it is worth no more
 * than what they really risked. The player's lock first; `clock` is the app's, read once
 * the lock is held.
 */
export async function settleBonusBall(
  tx: Tx,
  input: { userId: string; staked: number; fillId: number },
  clock: () => Date,
): Promise<{ row: GameRoundRow; balance: number }> {
  const id = randomUUID();
  const { userId, staked, fillId } = input;
  const rows = PLINKO_COOP_BONUS_ROWS;
  const risk = PLINKO_COOP_BONUS_RISK;
  let balance = await lockPlayer(tx, userId);
  const now = clock();
  const gameData = { betAmount: 0, rows, risk };
  const seed = await nextBetSeed(tx, userId, rows);
  const { path, bucket, multiplier } = fall(seed.floats, rows, risk);
  const payout = coopBonusPayout(staked, multiplier);
  // A ball that rounds down to 0 fowls stays a round the player can verify, but moves
  // no fowls, so it has no ledger row (the ledger records movements and refuses 0).
  if (payout > 0) {
    // Its own type, keyed by fill and player: the ledger itself refuses a second one.
    ({ balanceAfter: balance } = await postEntry(tx, {
      userId,
      amount: payout,
      type: 'plinko_coop_bonus',
      description: `Plinko Coop bonus ball, fill #${fillId}: ${PLINKO_COOP_BONUS_SHARE_PERMILLE / 10} % of ${staked} staked (${multiplier}×)`,
      idempotencyKey: `plinko-coop:${fillId}:${userId}`,
      gameData: { ...gameData, staked, share: PLINKO_COOP_BONUS_SHARE, multiplier, bucket, roundId: id, fill: fillId },
      at: now,
    }));
  }
  const row = await gameRoundsRepository.insert(tx, {
    id,
    userId,
    game: GAME,
    status: 'completed',
    betAmount: 0,
    payout,
    multiplier,
    state: { rows, risk, path, bucket, bonusFillId: fillId } satisfies PlinkoState,
    ...betSeedRecord(seed),
    createdAt: now,
    finishedAt: now,
  });
  return { row, balance };
}
