import { celebrate } from './celebrate';
import { playSound } from './sounds';

// The sound (and, for big wins, the confetti) of a round's end, the same in every game.
// Called only once the server's answer is on screen, never to announce it early.

/** A payout of at least this many times the stake is a big win: the live feed's default bar too. */
export const BIG_WIN_MULTIPLIER = 5;
/** From here a win earns a small burst of confetti. */
const GOOD_WIN_MULTIPLIER = 3;

export type RoundMoment = 'win' | 'jackpot' | 'lose';

/** Which moment a finished round earns, from what it paid against its stake. */
export function momentOf(won: boolean, payout: number, betAmount: number): RoundMoment {
  if (!won) return 'lose';
  return betAmount > 0 && payout / betAmount >= BIG_WIN_MULTIPLIER ? 'jackpot' : 'win';
}

/** Plays the moment: a fanfare (with confetti when it is big enough) or a soft falling tone. */
export function playMoment(moment: RoundMoment, multiplier = 1): void {
  if (moment === 'lose') {
    playSound('lose', 0.4);
    return;
  }
  playSound(moment === 'jackpot' ? 'jackpot' : 'win', 0.5);
  if (moment === 'jackpot') void celebrate('big');
  else if (multiplier >= GOOD_WIN_MULTIPLIER) void celebrate('small');
}
