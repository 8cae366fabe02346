import type { SoundName } from '../../../lib/sounds';
import type { CelebrationSize } from '../../../lib/celebrate';
import type { Rarity } from './rarity';

export interface WinMoment {
  /** Played just after the stop's 'reveal'; none for the common tiers. */
  fanfare: Extract<SoundName, 'win' | 'jackpot'> | null;
  confetti: CelebrationSize | null;
}

/** The rarer the prize, the bigger the moment: a fanfare from pink, confetti from red, the jackpot for gold. */
export function winMoment({ tier }: Pick<Rarity, 'tier'>): WinMoment {
  switch (tier) {
    case 'gold':
      return { fanfare: 'jackpot', confetti: 'big' };
    case 'covert':
      return { fanfare: 'win', confetti: 'small' };
    case 'classified':
      return { fanfare: 'win', confetti: null };
    default:
      return { fanfare: null, confetti: null };
  }
}
