import { coinFromSeeds } from '../../../../core/games/fowl-flip';
import type { VerifierEntry } from './types';

const sideLabel = (side: string): string => side.charAt(0).toUpperCase() + side.slice(1);

export const fowlFlipVerifier: VerifierEntry = {
  game: 'fowl_flip',
  label: 'Fowl Flip',
  params: [],
  compute(seeds) {
    const coin = coinFromSeeds(seeds);
    const side = sideLabel(coin);
    return {
      canonical: coin,
      headline: `The coin lands on ${side}`,
      details: [
        { label: 'Coin', value: side },
        { label: 'Rule', value: 'First float below 0.5 is Heads, otherwise Tails' },
      ],
    };
  },
  recordedOutcome: (outcome) => (typeof outcome?.result === 'string' ? outcome.result : null),
};
