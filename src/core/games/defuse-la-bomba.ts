// Defuse la Bomba (spec part 2 §4, §9): four wires, one of them the bomb. Cut three
// safe wires to win 3× the bet; cut the bomb and the bet is lost.
//
// Return to player: the bomb is fixed at the start, so the player wins exactly when
// the one wire left uncut is the bomb: P(win) = 3/4 × 2/3 × 1/2 = 1/4 whatever the
// order of cuts. A win pays 3× the bet, so the RTP is 3/4 = 0.75 (a 25 % house edge),
// as the specification's constants give.
//
// Wires are numbered 0..3 in the API: 0 Red, 1 Green, 2 Blue, 3 Yellow, the order of
// the screen and of the published bomb rule in src/core/fair.
import { AppError } from '../errors';
import type { FairSeeds } from '../fair/hmac-floats';
import { pickIndex } from '../fair/picks';
import { BOMB_WIRE_COUNT, bombWire } from '../fair/verify';

export const DEFUSE_WIRES = [
  { id: 0, colour: 'red', label: 'Red' },
  { id: 1, colour: 'green', label: 'Green' },
  { id: 2, colour: 'blue', label: 'Blue' },
  { id: 3, colour: 'yellow', label: 'Yellow' },
] as const;
export const DEFUSE_WIRE_COUNT = BOMB_WIRE_COUNT;
export const DEFUSE_SAFE_CUTS_TO_WIN = DEFUSE_WIRE_COUNT - 1;
export const DEFUSE_PAYOUT_MULTIPLIER = 3;
/** What the house keeps of every fowl staked, in ten-thousandths: 1 − 3 × 1/4 = 25 % whatever the order of cuts. */
export const DEFUSE_HOUSE_EDGE_BASIS_POINTS = 2500;
export const DEFUSE_MIN_BET = 1;
/** The specification sets no maximum; every game's bet stops at 1,000 so one round is bounded (decision 0051). */
export const DEFUSE_MAX_BET = 1000;
export const DEFUSE_HISTORY_SIZE = 10;
export const DEFUSE_FLOAT_COUNT = 1;

export const isWire = (wire: number): boolean => Number.isSafeInteger(wire) && wire >= 0 && wire < DEFUSE_WIRE_COUNT;

export function wireLabel(wire: number): string {
  const found = DEFUSE_WIRES.find((w) => w.id === wire);
  if (!found) throw new Error(`wire must be a whole number from 0 to ${DEFUSE_WIRE_COUNT - 1}`);
  return found.label;
}

/** The server's path: the bet's first float picks one of the four wires. */
export const bombWireFromFloats = (fs: readonly number[]): number => pickIndex(fs[0] ?? Number.NaN, DEFUSE_WIRE_COUNT);

/** The verifier's path, through the published rule in src/core/fair. */
export const bombWireFromSeeds = (seeds: FairSeeds): number => bombWire(seeds);

export const defusePayout = (betAmount: number, won: boolean): number => (won ? betAmount * DEFUSE_PAYOUT_MULTIPLIER : 0);

/** What the server keeps secret while a game runs. */
export interface DefuseBoard {
  bombWire: number;
  /** Wires cut so far, in cut order. */
  cut: number[];
}

export type DefuseCut = { hit: true; board: DefuseBoard } | { hit: false; board: DefuseBoard; won: boolean };

/** One cut on a running board. A wire already cut cannot be cut again. */
export function cutWire(board: DefuseBoard, wire: number): DefuseCut {
  if (!isWire(wire)) throw new AppError('BAD_REQUEST', `The wire must be a whole number from 0 to ${DEFUSE_WIRE_COUNT - 1}.`);
  if (board.cut.includes(wire)) throw new AppError('BAD_REQUEST', 'This wire has already been cut.');
  const next = { ...board, cut: [...board.cut, wire] };
  if (wire === board.bombWire) return { hit: true, board: next };
  return { hit: false, board: next, won: next.cut.length === DEFUSE_SAFE_CUTS_TO_WIN };
}

/** Safe wires cut so far. */
export const safeCuts = (board: DefuseBoard): number => board.cut.filter((w) => w !== board.bombWire).length;
