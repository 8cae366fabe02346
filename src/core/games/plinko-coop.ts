// Plinko Coop (decisions 0025 and 0045). Every drop on the Plinko page, by anyone, adds
// one to a shared meter; when it reaches the target, every player who dropped during
// that fill gets one bonus ball paid by the house. The ball is a coop rakeback: its
// stake is a fixed share of everything the player staked in that fill, and it falls on
// one table the house fixes, never the player's own choice. A ball worth the latest
// stake, on the player's own table and floored at 1×, let a player who closed the fill
// with one big drop on 16 rows high risk collect that stake back every fill.
//
// With the share fixed, each staked fowl returns at most (best table's RTP) + share ×
// (bonus table's RTP) whatever the sizes, order or timing of the drops: the house keeps
// at least PLINKO_COOP_MIN_EDGE_BASIS_POINTS of every fowl staked, and no sequence of drops gains.
import { PLINKO_MAX_BET, plinkoMultipliers, type PlinkoRisk, type PlinkoRows } from './plinko';

/** Drops from the whole room that fill the meter once. */
export const PLINKO_COOP_METER_TARGET = 30;

/** The bonus ball's stake, in thousandths of what the player staked during the fill: 5‰ = 0.5 %. */
export const PLINKO_COOP_BONUS_SHARE_PERMILLE = 5;
/** The same share as a fraction (0.005), for texts and sums. */
export const PLINKO_COOP_BONUS_SHARE = PLINKO_COOP_BONUS_SHARE_PERMILLE / 1000;

/** The house's table for every bonus ball: the least volatile of the 16-row tables. */
export const PLINKO_COOP_BONUS_ROWS: PlinkoRows = 16;
export const PLINKO_COOP_BONUS_RISK: PlinkoRisk = 'low';
/** 16×: the far buckets of 16 rows low risk, 2 chances in 65,536. */
export const PLINKO_COOP_BONUS_MAX_MULTIPLIER = Math.max(...plinkoMultipliers(PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK));

/**
 * What the house keeps at least, in ten-thousandths of every fowl staked, bonus included
 * (34 = 0.34 %). Exactly: 1 − 0.99160 (11 rows high, the best table) − 0.005 × 0.98999
 * (the bonus table) = 0.3448 %; plinko-coop.test.ts checks it from the tables.
 */
export const PLINKO_COOP_MIN_EDGE_BASIS_POINTS = 34;

/** The most one account can stake in one fill: every drop of it, at the largest bet (30,000). */
export const PLINKO_COOP_MAX_STAKED_PER_FILL = PLINKO_COOP_METER_TARGET * PLINKO_MAX_BET;
/** The most one bonus ball can pay: share × 16× of the most one account can stake in a fill (2,400). */
export const PLINKO_COOP_MAX_BONUS_PER_FILL = coopBonusPayout(PLINKO_COOP_MAX_STAKED_PER_FILL, PLINKO_COOP_BONUS_MAX_MULTIPLIER);

/**
 * What a bonus ball pays on `staked` (the player's stakes in the fill, whole fowls) when
 * it lands on `multiplier` of the bonus table: staked × share × multiplier, rounded down
 * to whole fowls. Integers only (per mille × tenths), so no float rounding moves it.
 * Small stakes round to 0 (below 400 fowls staked even the 0.5× bucket pays nothing).
 */
export function coopBonusPayout(staked: number, multiplier: number): number {
  if (!Number.isSafeInteger(staked) || staked < 0) throw new Error('staked must be a whole number of fowls');
  const tenths = Math.round(multiplier * 10);
  return Math.floor((staked * PLINKO_COOP_BONUS_SHARE_PERMILLE * tenths) / 10_000);
}
