import { describe, expect, it } from 'vitest';
import { CASE_PRIZES } from '../../../../core/games/fowl-case';
import { prizeRarity } from './rarity';
import { winMoment } from './win-moment';

describe('the win moment', () => {
  it('keeps the fanfare for pink and up, confetti for red and up, the jackpot for gold', () => {
    expect(CASE_PRIZES.map((p) => [p.prize, winMoment(prizeRarity(p.index))])).toEqual([
      [100, { fanfare: null, confetti: null }],
      [150, { fanfare: null, confetti: null }],
      [200, { fanfare: null, confetti: null }],
      [250, { fanfare: null, confetti: null }],
      [300, { fanfare: 'win', confetti: null }],
      [400, { fanfare: 'win', confetti: 'small' }],
      [500, { fanfare: 'jackpot', confetti: 'big' }],
    ]);
  });
});
