// Re-derives game outcomes from revealed seeds. Each game is a row: how many floats it
// consumes and how they become an outcome, so the verifier page and the game servers
// share one definition and a new game is one more row.
import { floats } from './hmac-floats';
import type { FairSeeds } from './hmac-floats';
import { pickDistinct, pickIndex } from './picks';

export const MINES_TILE_COUNT = 25;
export const BOMB_WIRE_COUNT = 4;

/** Tiles are numbered 1..25, as in the published Mines vector. */
const MINE_TILES: readonly number[] = Array.from({ length: MINES_TILE_COUNT }, (_, i) => i + 1);

export type CoinSide = 'heads' | 'tails';

export interface MinesOutcome {
  /** In draw order. */
  mines: number[];
  /** Ascending. */
  safeTiles: number[];
}

export interface GameParams {
  floats: { count: number };
  mines: { bombs: number };
  coinflip: Record<string, never>;
  bomb: Record<string, never>;
}

export interface GameOutcomes {
  floats: number[];
  mines: MinesOutcome;
  coinflip: CoinSide;
  /** Wire index 0..3. */
  bomb: number;
}

export type FairGame = keyof GameParams;

interface GameRule<G extends FairGame> {
  /** Runs before any float is computed, so bad input gets a message about the game, not the stream. */
  check?: (params: GameParams[G]) => void;
  floatsNeeded: (params: GameParams[G]) => number;
  derive: (floats: readonly number[], params: GameParams[G]) => GameOutcomes[G];
}

function assertWholeInRange(value: number, min: number, max: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
}

const firstFloat = (fs: readonly number[]): number => fs[0] ?? Number.NaN;

function deriveMines(fs: readonly number[], { bombs }: GameParams['mines']): MinesOutcome {
  const drawn = pickDistinct(fs, MINE_TILES, bombs);
  return { mines: drawn, safeTiles: MINE_TILES.filter((tile) => !drawn.includes(tile)) };
}

const rules: { [G in FairGame]: GameRule<G> } = {
  floats: {
    check: ({ count }) => assertWholeInRange(count, 0, 10_000, 'count'),
    floatsNeeded: ({ count }) => count,
    derive: (fs) => [...fs],
  },
  mines: {
    check: ({ bombs }) => assertWholeInRange(bombs, 1, MINES_TILE_COUNT - 1, 'bombs'),
    floatsNeeded: ({ bombs }) => bombs,
    derive: deriveMines,
  },
  coinflip: {
    floatsNeeded: () => 1,
    derive: (fs) => (pickIndex(firstFloat(fs), 2) === 0 ? 'heads' : 'tails'),
  },
  bomb: {
    floatsNeeded: () => 1,
    derive: (fs) => pickIndex(firstFloat(fs), BOMB_WIRE_COUNT),
  },
};

export interface Verification<G extends FairGame> {
  floats: number[];
  outcome: GameOutcomes[G];
}

export function verifyGame<G extends FairGame>(seeds: FairSeeds, game: G, params: GameParams[G]): Verification<G> {
  const rule: GameRule<G> = rules[game];
  rule.check?.(params);
  const fs = floats({ ...seeds, count: rule.floatsNeeded(params) });
  return { floats: fs, outcome: rule.derive(fs, params) };
}

export const mineTiles = (seeds: FairSeeds, bombs: number): MinesOutcome => verifyGame(seeds, 'mines', { bombs }).outcome;

/** float < 0.5 is heads. */
export const coinSide = (seeds: FairSeeds): CoinSide => verifyGame(seeds, 'coinflip', {}).outcome;

export const bombWire = (seeds: FairSeeds): number => verifyGame(seeds, 'bomb', {}).outcome;
