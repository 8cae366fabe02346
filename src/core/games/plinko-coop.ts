// Plinko Coop (decision 0025). Every drop on the Plinko page, by anyone, adds one to a
// shared meter; when it reaches the target, every player who dropped during that fill
// gets one bonus drop paid by the house. The bonus ball falls from the player's own
// seed pair (next nonce) on the rows and risk of their latest drop in the fill, with
// its stake, and pays at least 1× that stake: nothing to lose, the multiplier to win.
import { plinkoPayout } from './plinko';

/** Drops from the whole room that fill the meter once. */
export const PLINKO_COOP_METER_TARGET = 30;

/** What a bonus ball pays: the stake times its bucket's multiplier, never less than 1×. */
export const coopBonusPayout = (stake: number, multiplier: number): number => plinkoPayout(stake, Math.max(1, multiplier));
