// Fowl Flip (spec part 2 §4, §9): call heads or tails; a win pays double the bet,
// a loss pays nothing.
//
// Return to player: P(win) = 1/2 on a fair coin and a win pays 2× the bet, so the
// RTP is exactly 1.0. As specified, this game has NO house edge.
import type { FairSeeds } from '../fair/hmac-floats';
import { pickIndex } from '../fair/picks';
import { coinSide, type CoinSide } from '../fair/verify';

export type { CoinSide };
export const COIN_SIDES: readonly CoinSide[] = ['heads', 'tails'];
export const FLIP_MIN_BET = 10;
/** The specification sets no maximum; every game's bet stops at 1,000 so one round is bounded (decision 0051). */
export const FLIP_MAX_BET = 1000;
export const FLIP_PAYOUT_MULTIPLIER = 2;
/**
 * What the house keeps of every fowl staked, in ten-thousandths: none (decision 0008).
 * With no maximum bet either, a flip can pay any amount the player can stake; the faucet
 * table in the README says so, and house-edge.test.ts checks the return is exactly 1.
 */
export const FLIP_HOUSE_EDGE_BASIS_POINTS = 0;
export const FLIP_ANIMATION_MS = 2000;
export const FLIP_HISTORY_SIZE = 10;
export const FLIP_FLOAT_COUNT = 1;

/** The server's path: the bet's first float, split in two halves (below 0.5 is heads). */
export function coinFromFloats(fs: readonly number[]): CoinSide {
  const side = COIN_SIDES[pickIndex(fs[0] ?? Number.NaN, COIN_SIDES.length)];
  if (!side) throw new Error('coin side out of range');
  return side;
}

/** The verifier's path, through the published rule in src/core/fair. */
export const coinFromSeeds = (seeds: FairSeeds): CoinSide => coinSide(seeds);

/** The gross amount paid back: 2× the bet on a win, nothing on a loss. */
export const flipPayout = (betAmount: number, won: boolean): number => (won ? betAmount * FLIP_PAYOUT_MULTIPLIER : 0);
