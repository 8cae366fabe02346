// Hen House Hazard (spec part 2 §4, §9): a 5×5 board with 1 to 24 hidden bombs.
// The player reveals tiles one by one and may cash out after any safe one.
//
// Return to player: the multiplier after k safe tiles is 0.99 / P(surviving k), so
// cashing out at ANY point returns 0.99 of the bet on average before rounding. The
// multiplier is rounded to 2 decimals (that moves the return by at most ±0.005 × P,
// so it stays between 0.985 and 0.995 and never exceeds 1) and the payout is
// floor(bet × multiplier), which only ever takes a fraction of a fowl more.
//
// Tile numbering: the API and the board use 0..24, row by row from the top left.
// The published Mines vector of src/core/fair numbers the same tiles 1..25; the two
// are tied by toPublishedTile/fromPublishedTile and nothing else.
import { AppError } from '../errors';
import type { FairSeeds } from '../fair/hmac-floats';
import { pickDistinct } from '../fair/picks';
import { MINES_TILE_COUNT, mineTiles } from '../fair/verify';
import { MAX_ROUND_PAYOUT } from '../money';

export const HEN_HOUSE_TILE_COUNT = MINES_TILE_COUNT;
export const HEN_HOUSE_COLUMNS = 5;
export const HEN_HOUSE_MIN_BOMBS = 1;
export const HEN_HOUSE_MAX_BOMBS = HEN_HOUSE_TILE_COUNT - 1;
export const HEN_HOUSE_MIN_BET = 10;
export const HEN_HOUSE_MAX_BET = 1000;
/**
 * The least the house keeps of every fowl staked, in ten-thousandths, whatever the bet,
 * bomb count and cash-out point: 0.56 %. The nominal edge is 1 % (decision 0008), but a
 * multiplier rounded half up returns more than 0.99 at 97 of the 300 cash-out points; the
 * worst, 1 bomb and 3 safe tiles, pays 1.13× at odds of 0.88, a return of exactly 0.9944.
 * house-edge.test.ts checks this bound, and that it is not understated, over every point.
 */
export const HEN_HOUSE_MIN_EDGE_BASIS_POINTS = 56;
/** How long the finished board stays uncovered (spec §9). */
export const HEN_HOUSE_REVEAL_MS = 3000;

export const toPublishedTile = (tile: number): number => tile + 1;
export const fromPublishedTile = (published: number): number => published - 1;

/** The board as the published scheme numbers it (1..25); the splice rule runs over this list. */
const PUBLISHED_TILES: readonly number[] = Array.from({ length: HEN_HOUSE_TILE_COUNT }, (_, tile) => toPublishedTile(tile));

export const isTile = (tile: number): boolean => Number.isSafeInteger(tile) && tile >= 0 && tile < HEN_HOUSE_TILE_COUNT;

function assertBombCount(bombCount: number): void {
  if (!Number.isSafeInteger(bombCount) || bombCount < HEN_HOUSE_MIN_BOMBS || bombCount > HEN_HOUSE_MAX_BOMBS) {
    throw new Error(`bombCount must be a whole number from ${HEN_HOUSE_MIN_BOMBS} to ${HEN_HOUSE_MAX_BOMBS}`);
  }
}

/**
 * Bomb tiles (0..24, in draw order) from the bet's floats: one float per bomb, the
 * splice rule over the published numbering, then mapped back to board tiles. This is
 * what the server runs; bombTilesFromSeeds is what a verifier runs.
 */
export function bombTilesFromFloats(fs: readonly number[], bombCount: number): number[] {
  assertBombCount(bombCount);
  return pickDistinct(fs, PUBLISHED_TILES, bombCount).map(fromPublishedTile);
}

/** The same bombs recomputed from revealed seeds with the published Mines rule. */
export function bombTilesFromSeeds(seeds: FairSeeds, bombCount: number): number[] {
  assertBombCount(bombCount);
  return mineTiles(seeds, bombCount).mines.map(fromPublishedTile);
}

/** The floats one game consumes. */
export const henHouseFloatCount = (bombCount: number): number => bombCount;

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  // Each partial product is itself a binomial coefficient, so every step is exact.
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Safe tiles on a board with `bombCount` bombs. */
export const safeTileCount = (bombCount: number): number => HEN_HOUSE_TILE_COUNT - bombCount;

/** P(the first k revealed tiles are all safe) = C(25 - bombs, k) / C(25, k), as a fraction. */
export function survivalOdds(bombCount: number, safeRevealed: number): { ways: number; of: number } {
  assertBombCount(bombCount);
  if (!Number.isSafeInteger(safeRevealed) || safeRevealed < 0 || safeRevealed > safeTileCount(bombCount)) {
    throw new Error(`safeRevealed must be a whole number from 0 to ${safeTileCount(bombCount)}`);
  }
  return { ways: binomial(safeTileCount(bombCount), safeRevealed), of: binomial(HEN_HOUSE_TILE_COUNT, safeRevealed) };
}

/**
 * The multiplier in hundredths: round(0.99 / P × 100) = round(99 × of / ways), computed
 * in whole numbers (of ≤ C(25,12), so 198 × of is far below 2^53) so that
 * no floating-point error can move a rounding boundary. Halves round up.
 */
export function multiplierHundredths(bombCount: number, safeRevealed: number): number {
  const { ways, of } = survivalOdds(bombCount, safeRevealed);
  return Math.floor((198 * of + ways) / (2 * ways));
}

/** 0.99 / P(surviving the safe tiles so far), rounded to 2 decimals. */
export const henHouseMultiplier = (bombCount: number, safeRevealed: number): number => multiplierHundredths(bombCount, safeRevealed) / 100;

/** The multiplier one more safe tile would bring, or null when none is left. */
export const nextHenHouseMultiplier = (bombCount: number, safeRevealed: number): number | null =>
  safeRevealed < safeTileCount(bombCount) ? henHouseMultiplier(bombCount, safeRevealed + 1) : null;

/**
 * floor(bet × multiplier), in whole numbers (bet × hundredths is exact, and so is its floor
 * over 100), up to the maximum win of a round.
 */
export function henHousePayout(betAmount: number, bombCount: number, safeRevealed: number): number {
  const cents = betAmount * multiplierHundredths(bombCount, safeRevealed);
  return Math.min((cents - (cents % 100)) / 100, MAX_ROUND_PAYOUT);
}

/** What the server keeps secret while a game runs. */
export interface HenHouseBoard {
  bombCount: number;
  /** Board tiles 0..24, in draw order. */
  bombs: number[];
  /** Safe tiles revealed so far, in reveal order. */
  revealed: number[];
}

export type HenHouseReveal =
  | { hit: true; board: HenHouseBoard }
  | { hit: false; board: HenHouseBoard; /** Every safe tile is uncovered: the game cashes out by itself. */ cleared: boolean };

/** One reveal on a running board. A tile already uncovered cannot be picked again. */
export function revealTile(board: HenHouseBoard, tile: number): HenHouseReveal {
  if (!isTile(tile)) throw new AppError('BAD_REQUEST', `The tile must be a whole number from 0 to ${HEN_HOUSE_TILE_COUNT - 1}.`);
  if (board.revealed.includes(tile)) throw new AppError('BAD_REQUEST', 'This tile has already been revealed.');
  if (board.bombs.includes(tile)) return { hit: true, board };
  const next = { ...board, revealed: [...board.revealed, tile] };
  return { hit: false, board: next, cleared: next.revealed.length === safeTileCount(board.bombCount) };
}
