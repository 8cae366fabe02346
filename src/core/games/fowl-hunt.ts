// Fowl Hunt (the aim trainer, spec part 2 §9): the rules shared by the server, which
// runs every round, and the browser, which draws it and verifies it on /fairness.
//
// A round's target sequence is fixed at its start from the player's fair floats, but
// no position leaves the server before its target comes up: the first three at the
// start, then one more each time a hit frees a slot. The browser sends each click
// as it happens and the server times it on arrival, so the round is played against
// the server's clock and the result comes from the server's own record. Knowing how
// long each hit took after its target appeared lets the server tell a person from a
// script (huntEvidence); a round no person could have played earns nothing.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { floats, floatsFromDigest, hmacSha256, type FairSeeds } from '../fair/hmac-floats';

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
 * The browser drops faster clicks, which bounds how many clicks a round can hold.
 */
export const MIN_CLICK_INTERVAL_MS = 50;
/** The most clicks a 30 s round can hold at that pace; the server refuses more. */
export const MAX_CLICKS = Math.floor(ROUND_MS / MIN_CLICK_INTERVAL_MS);
/** Every click of the longest round could hit, so the sequence never runs out. */
export const HUNT_TARGET_COUNT = TARGETS_AT_ONCE + MAX_CLICKS;
/** Two floats per target: x, then y. */
export const HUNT_FLOATS_NEEDED = HUNT_TARGET_COUNT * 2;

/**
 * The latency allowance at the end of a round. The browser's 30 s start when the start
 * answer reaches it, half a network round trip after the server's; a click made in
 * its last moment reaches the server the other half later. Clicks arriving up to this
 * long after the server's 30 s still count; later ones are refused.
 */
export const LATE_CLICK_ALLOWANCE_MS = 500;

// What no person can do. A reaction is timed by the server, from the moment it sent
// the target's position to the moment the click on it arrived, so it includes the
// whole network round trip and the frame that drew the target: a person always looks
// slower than they are, never faster.

/**
 * No person sees a target appear at a random spot, moves to it and clicks it within
 * 150 ms (a simple visual reaction alone takes 150 to 250 ms; aiming adds more).
 */
export const HUMAN_REACTION_FLOOR_MS = 150;
/**
 * Taken off the floor for the server side: the reveal and the click may be timed by
 * two instances whose clocks differ by a few milliseconds, and timers tick coarsely.
 */
export const REACTION_CLOCK_ALLOWANCE_MS = 30;
/** A hit this soon after its target appeared is too fast for a person. */
export const TOO_FAST_MS = HUMAN_REACTION_FLOOR_MS - REACTION_CLOCK_ALLOWANCE_MS;
/**
 * A person can land a too-fast hit by luck: a double click where the next target
 * happens to appear. Two a round are forgiven; the third flags the round.
 */
export const TOO_FAST_HITS_FORGIVEN = 2;
/** Precision and regularity are judged only over this many hits or more. */
export const PATTERN_MIN_HITS = 10;
/**
 * People hit a 35 px target anywhere on it; their median distance from the centre
 * is around 10 px. A median under 3 px is a script aiming at the exact centre.
 */
export const PRECISION_FLOOR_PX = 3;
/**
 * How much reaction times vary (standard deviation over mean). A person's vary by a
 * quarter or more from target to target; under a tenth is a script on a timer.
 */
export const REGULARITY_FLOOR = 0.1;
/** 5 hits a second for the whole round is beyond the best aim-trainer players. */
export const MAX_HUMAN_HITS = 5 * (ROUND_MS / 1000);

export interface Point {
  x: number;
  y: number;
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

const FLOATS_PER_DIGEST = 8;

/**
 * Target `index` of the sequence alone, as huntTargetsFromSeeds would give it: its two
 * floats sit in one HMAC digest, so the server reveals a target without computing,
 * or storing, the other 600.
 */
export function huntTargetAt(seeds: FairSeeds, index: number): Point {
  if (!Number.isSafeInteger(index) || index < 0 || index >= HUNT_TARGET_COUNT) throw new Error('no such target in the sequence');
  const first = 2 * index;
  const digest = hmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${Math.floor(first / FLOATS_PER_DIGEST)}`);
  const fs = floatsFromDigest(digest);
  const offset = first % FLOATS_PER_DIGEST;
  return { x: coordinate(fs[offset] ?? Number.NaN, CANVAS.width), y: coordinate(fs[offset + 1] ?? Number.NaN, CANVAS.height) };
}

/**
 * One short fingerprint of a whole sequence, SHA-256 of "x,y;x,y;...", so the
 * fairness page can compare a recorded round with its recomputation in one string.
 */
export const huntTargetsDigest = (targets: readonly Point[]): string => bytesToHex(sha256(utf8ToBytes(targets.map(({ x, y }) => `${x},${y}`).join(';'))));

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

export interface HuntTally {
  hits: number;
  clicks: number;
}

/** Whole-number check, so 0.9 x clicks never suffers from floating point. */
export function isHuntWin({ hits, clicks }: HuntTally, goal: number): boolean {
  const percent = Math.round(ACCURACY_REQUIRED * 100);
  return hits >= goal && hits * 100 >= clicks * percent;
}

/** hits / clicks in [0, 1]; 0 when there was no click. */
export const huntAccuracy = ({ hits, clicks }: HuntTally): number => (clicks === 0 ? 0 : hits / clicks);

/** Accuracy as players read it: a percentage with at most 2 decimals. */
export const accuracyPercent = (accuracy: number): number => Math.round(accuracy * 10_000) / 100;

const distanceSquared = (a: Point, b: Point): number => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/**
 * The one hit rule, used by the server that counts and the browser that draws: a
 * click hits the shown target whose centre is nearest, within the radius (its edge
 * included; a tie goes to the first slot). `shown` holds one entry per slot, null
 * while a slot waits for its next target. Returns the slot hit, or null on a miss.
 */
export function hitSlot(shown: readonly (Point | null)[], click: Point): number | null {
  let slot: number | null = null;
  let nearest = TARGET_RADIUS ** 2;
  for (const [s, target] of shown.entries()) {
    if (!target) continue;
    const d = distanceSquared(target, click);
    if (d < nearest || (d === nearest && slot === null)) {
      slot = s;
      nearest = d;
    }
  }
  return slot;
}

/** How far a click landed from a target's centre, in canvas pixels. */
export const offsetFrom = (target: Point, click: Point): number => Math.sqrt(distanceSquared(target, click));

/** One click as the server recorded it. */
export interface HuntShot extends Point {
  /** Milliseconds from the round's start to the click's arrival, on the server's clock. */
  t: number;
  /** The sequence index of the target hit, or null for a miss. */
  hit: number | null;
  /** For a hit: milliseconds from the server revealing that target to the click arriving. */
  reactionMs: number | null;
  /** For a hit: how far from the target's centre it landed. */
  offsetPx: number | null;
  /**
   * When the page says the click was made, in ms on its own clock from its start
   * (decision 0046). Reported, so never used for the tally or the payout; only the
   * bot check reads it, to time the hand rather than the link.
   */
  at?: number;
}

export const huntFlags = ['reaction', 'precision', 'regularity', 'rate'] as const;
export type HuntFlag = (typeof huntFlags)[number];

/** Each flag in words, for the admin logs. */
export const huntFlagText: Record<HuntFlag, string> = {
  reaction: `more than ${TOO_FAST_HITS_FORGIVEN} hits under ${TOO_FAST_MS} ms after the target appeared`,
  precision: `hits a median of under ${PRECISION_FLOOR_PX} px from the centre`,
  regularity: `reaction times varying by under ${REGULARITY_FLOOR * 100}%`,
  rate: `more than ${MAX_HUMAN_HITS} hits in one round`,
};

/** What the server saw of a round's play, and the flags it raised. */
export interface HuntEvidence {
  flags: HuntFlag[];
  hits: number;
  clicks: number;
  tooFastHits: number;
  fastestReactionMs: number | null;
  medianReactionMs: number | null;
  /** Standard deviation over mean of the reaction times. */
  reactionSpread: number | null;
  medianOffsetPx: number | null;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function spread(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  if (mean <= 0) return 0;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

const round2 = (n: number | null): number | null => (n === null ? null : Math.round(n * 100) / 100);

/**
 * Judges a round from the server's record of it. Any flag means no person could have
 * played it: the round then pays back at most its bet (huntSettlement).
 */
export function huntEvidence(shots: readonly HuntShot[]): HuntEvidence {
  const hits = shots.filter((s) => s.hit !== null);
  const reactions = hits.map((s) => s.reactionMs ?? 0);
  const offsets = hits.map((s) => s.offsetPx ?? 0);
  const tooFastHits = reactions.filter((r) => r < TOO_FAST_MS).length;
  const medianOffsetPx = median(offsets);
  const reactionSpread = spread(reactions);
  const patterns = hits.length >= PATTERN_MIN_HITS;
  const flags: HuntFlag[] = [];
  if (tooFastHits > TOO_FAST_HITS_FORGIVEN) flags.push('reaction');
  if (patterns && medianOffsetPx !== null && medianOffsetPx < PRECISION_FLOOR_PX) flags.push('precision');
  if (patterns && reactionSpread !== null && reactionSpread < REGULARITY_FLOOR) flags.push('regularity');
  if (hits.length > MAX_HUMAN_HITS) flags.push('rate');
  return {
    flags,
    hits: hits.length,
    clicks: shots.length,
    tooFastHits,
    fastestReactionMs: reactions.length ? Math.min(...reactions) : null,
    medianReactionMs: round2(median(reactions)),
    reactionSpread: reactionSpread === null ? null : Math.round(reactionSpread * 1000) / 1000,
    medianOffsetPx: round2(medianOffsetPx),
  };
}

export interface HuntSettlement {
  won: boolean;
  payout: number;
  /** The daily cap on net winnings cut the payout. */
  capped: boolean;
}

/**
 * FOWL_HUNT_DAILY_CAP when the operator sets none: the most a player's Fowl Hunt rounds
 * of one UTC day can win, net. Here rather than in the server's config so that the
 * published faucet table (src/core/faucets.ts) reads the same number the server enforces.
 */
export const FOWL_HUNT_DEFAULT_DAILY_CAP = 500;

/**
 * What a finished round pays. A loss pays nothing. A flagged win pays its bet back
 * and no more. Any other win pays floor(bet x multiplier), cut so that the player's
 * net Fowl Hunt winnings of the day stay within the cap, but never below the bet:
 * `netBefore` is the day's net of the player's other rounds.
 */
export function huntSettlement(r: HuntTally & { goal: number; bet: number; flagged: boolean; dailyCap: number; netBefore: number }): HuntSettlement {
  if (!isHuntWin(r, r.goal)) return { won: false, payout: 0, capped: false };
  if (r.flagged) return { won: true, payout: r.bet, capped: false };
  const full = huntPayout(r.goal, r.bet);
  const room = r.dailyCap - r.netBefore + r.bet;
  const payout = Math.max(r.bet, Math.min(full, room));
  return { won: true, payout, capped: payout < full };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily cap counts rounds started on the same UTC day. */
export function huntCapDay(now: Date): { start: Date; resetsAt: Date } {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return { start: new Date(start), resetsAt: new Date(start + DAY_MS) };
}
