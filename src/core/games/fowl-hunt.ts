// Fowl Hunt (the aim trainer, spec part 2 §9): the rules shared by the server, which
// decides every round, and the browser, which draws it and verifies it on /fairness.
//
// A round's target sequence is fixed at its start from the player's fair floats. The
// targets are shown to the player at once: the skill is clicking them, so knowing
// where they will appear gives nothing away that the screen does not show anyway.
// At the end the server replays the submitted click log against that sequence; the
// browser runs the same `huntStep` while playing, so what the player saw is what the
// server counts.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { floats, type FairSeeds } from '../fair/hmac-floats';

export const CANVAS = { width: 800, height: 600 } as const;
export const TARGET_RADIUS = 35;
export const ROUND_MS = 30_000;
export const TARGETS_AT_ONCE = 3;
export const BET = 25;
export const GOAL_MIN = 35;
export const GOAL_MAX = 100;
/** A win needs at least this share of clicks to be hits. */
export const ACCURACY_REQUIRED = 0.9;
/** Recent games shown on the page. */
export const HISTORY_LIMIT = 10;

/**
 * The shortest gap between two clicks a person can make: 50 ms is 20 clicks a second,
 * beyond sustained human clicking records and far beyond aiming at separate targets.
 * The browser drops faster clicks itself, so an honest log never breaks this rule.
 */
export const MIN_CLICK_INTERVAL_MS = 50;
/** The most clicks a 30 s round can hold at that pace. */
export const MAX_CLICKS = Math.floor(ROUND_MS / MIN_CLICK_INTERVAL_MS);
/** Every click of the longest log could hit, so the sequence never runs out. */
export const HUNT_TARGET_COUNT = TARGETS_AT_ONCE + MAX_CLICKS;
/** Two floats per target: x, then y. */
export const HUNT_FLOATS_NEEDED = HUNT_TARGET_COUNT * 2;

export interface Point {
  x: number;
  y: number;
}

export interface Click extends Point {
  /** Milliseconds since the round's countdown started. */
  t: number;
}

export interface ReplayResult {
  hits: number;
  clicks: number;
  /** hits / clicks in [0, 1]; 0 when there was no click. */
  accuracy: number;
}

/** Centres keep the whole target inside the canvas; whole pixels keep verification exact. */
function coordinate(float: number, extent: number): number {
  if (!(float >= 0 && float < 1)) throw new Error('each float must be in [0, 1)');
  const span = extent - 2 * TARGET_RADIUS + 1;
  return TARGET_RADIUS + Math.floor(float * span);
}

/** The round's target sequence: target i takes floats 2i (x) and 2i+1 (y). */
export function huntTargets(floats: readonly number[]): Point[] {
  if (floats.length < HUNT_FLOATS_NEEDED) throw new Error(`need ${HUNT_FLOATS_NEEDED} floats, got ${floats.length}`);
  return Array.from({ length: HUNT_TARGET_COUNT }, (_, i) => ({
    x: coordinate(floats[2 * i] ?? Number.NaN, CANVAS.width),
    y: coordinate(floats[2 * i + 1] ?? Number.NaN, CANVAS.height),
  }));
}

/** The sequence a round with these seeds had: what the fairness page recomputes. */
export const huntTargetsFromSeeds = (seeds: FairSeeds): Point[] => huntTargets(floats({ ...seeds, count: HUNT_FLOATS_NEEDED }));

/**
 * One short fingerprint of a whole sequence, SHA-256 of "x,y;x,y;...", so the
 * fairness page can compare a recorded round with its recomputation in one string.
 */
export const huntTargetsDigest = (targets: readonly Point[]): string =>
  bytesToHex(sha256(utf8ToBytes(targets.map(({ x, y }) => `${x},${y}`).join(';'))));

/**
 * Payout multiplier for a target goal, exactly as spec part 2 §9 states it: 1.1 up to
 * 35; 1.1 + (goal - 35) * 0.0114 between 35 and 70; 1.5 + 3.5 * ((goal - 70) / 30)^2
 * from 70 (so 70 itself is the stated 1.5); 5 at 100 or more.
 */
export function huntPayoutMultiplier(goal: number): number {
  if (!Number.isFinite(goal)) throw new Error('goal must be a finite number');
  if (goal <= GOAL_MIN) return 1.1;
  if (goal < 70) return 1.1 + (goal - GOAL_MIN) * 0.0114;
  if (goal < GOAL_MAX) return 1.5 + 3.5 * ((goal - 70) / 30) ** 2;
  return 5;
}

/**
 * floor(bet x multiplier). The product is first rounded to 6 decimals: floating point
 * can land a hair below a whole number (25 x 2.76 = 68.99999...), while a true
 * product is never within 1e-6 of the next whole number (its denominator is at most 400).
 */
export function huntPayout(goal: number, bet: number = BET): number {
  return Math.floor(Math.round(bet * huntPayoutMultiplier(goal) * 1e6) / 1e6);
}

/** Whole-number check, so 0.9 x clicks never suffers from floating point. */
export function isHuntWin({ hits, clicks }: Pick<ReplayResult, 'hits' | 'clicks'>, goal: number): boolean {
  const percent = Math.round(ACCURACY_REQUIRED * 100);
  return hits >= goal && hits * 100 >= clicks * percent;
}

/** What the canvas shows: which sequence indexes are up, and the next one to bring in. */
export interface HuntBoard {
  visible: number[];
  next: number;
  hits: number;
  clicks: number;
}

export const initialHuntBoard = (): HuntBoard => ({
  visible: Array.from({ length: TARGETS_AT_ONCE }, (_, i) => i),
  next: TARGETS_AT_ONCE,
  hits: 0,
  clicks: 0,
});

const distanceSquared = (a: Point, b: Point): number => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/**
 * One click: it hits the visible target whose centre is nearest (within the radius;
 * a tie goes to the first slot), which is replaced by the next in the sequence in
 * the same slot. Returns the new board and the index that was hit, or null on a miss.
 */
export function huntStep(targets: readonly Point[], board: HuntBoard, click: Point): { board: HuntBoard; hit: number | null } {
  let slot = -1;
  let nearest = TARGET_RADIUS ** 2;
  for (const [s, index] of board.visible.entries()) {
    const target = targets[index];
    const d = target ? distanceSquared(target, click) : Number.POSITIVE_INFINITY;
    if (d < nearest || (d === nearest && slot === -1)) {
      slot = s;
      nearest = d;
    }
  }
  const clicks = board.clicks + 1;
  const hit = board.visible[slot];
  if (hit === undefined) return { board: { ...board, clicks }, hit: null };
  const visible = [...board.visible];
  const hasNext = board.next < targets.length;
  if (hasNext) visible[slot] = board.next;
  else visible.splice(slot, 1);
  return { board: { visible, next: hasNext ? board.next + 1 : board.next, hits: board.hits + 1, clicks }, hit };
}

/** The whole click log against the sequence: what the server pays on. */
export function replayClicks(targets: readonly Point[], clicks: readonly Point[]): ReplayResult {
  let board = initialHuntBoard();
  for (const click of clicks) board = huntStep(targets, board, click).board;
  return { hits: board.hits, clicks: board.clicks, accuracy: board.clicks === 0 ? 0 : board.hits / board.clicks };
}

/**
 * Why a click log cannot come from a person playing one round, or null when it can.
 * Each click must fall inside the 30 s window and the canvas, times must rise by at
 * least MIN_CLICK_INTERVAL_MS, and there can be at most MAX_CLICKS.
 */
export function clickLogProblem(clicks: readonly Click[]): string | null {
  if (clicks.length > MAX_CLICKS) return `A round can hold at most ${MAX_CLICKS} clicks.`;
  let previous: number | null = null;
  for (const [i, { t, x, y }] of clicks.entries()) {
    if (![t, x, y].every(Number.isFinite)) return `Click ${i + 1} is not a valid time and position.`;
    if (t < 0 || t > ROUND_MS) return `Click ${i + 1} is outside the ${ROUND_MS / 1000} second round.`;
    if (x < 0 || x > CANVAS.width || y < 0 || y > CANVAS.height) {
      return `Click ${i + 1} is outside the ${CANVAS.width}x${CANVAS.height} canvas.`;
    }
    if (previous !== null) {
      if (t <= previous) return `Click ${i + 1} is not later than the click before it.`;
      if (t - previous < MIN_CLICK_INTERVAL_MS) {
        return `Click ${i + 1} came faster than a person can click (under ${MIN_CLICK_INTERVAL_MS} ms after the one before).`;
      }
    }
    previous = t;
  }
  return null;
}

/** Accuracy as players read it: a percentage with at most 2 decimals. */
export const accuracyPercent = (accuracy: number): number => Math.round(accuracy * 10_000) / 100;
