import { describe, expect, it } from 'vitest';
import { CASE_PRIZES, type CasePrize } from '../../../../core/games/fowl-case';
import { RARITY_TIERS, prizeRarity, pullRate, rarityOf } from './rarity';

const tiers = () => CASE_PRIZES.map((p) => prizeRarity(p.index).tier);

describe('rarity of the published prizes', () => {
  it('gives each prize the tier its odds earn: blue, purple, pink, red, gold', () => {
    expect(CASE_PRIZES.map((p) => `${p.prize}:${prizeRarity(p.index).tier}`)).toEqual([
      '100:mil-spec',
      '150:mil-spec',
      '200:restricted',
      '250:restricted',
      '300:classified',
      '400:covert',
      '500:gold',
    ]);
    expect(new Set(tiers())).toEqual(new Set(RARITY_TIERS.map((t) => t.tier)));
  });

  it('never gives a less likely prize a commoner colour', () => {
    for (const a of CASE_PRIZES) {
      for (const b of CASE_PRIZES) {
        if (a.probability < b.probability) expect(prizeRarity(a.index).rank, `${a.prize} vs ${b.prize}`).toBeGreaterThanOrEqual(prizeRarity(b.index).rank);
      }
    }
  });

  it('reads the pull rate: this prize or a rarer one', () => {
    const rate = (prize: number) => pullRate(CASE_PRIZES.find((p) => p.prize === prize)!);
    expect(rate(500)).toBeCloseTo(0.01, 12);
    expect(rate(400)).toBeCloseTo(0.04, 12);
    expect(rate(300)).toBeCloseTo(0.1, 12);
    expect(rate(100)).toBeCloseTo(1, 12);
  });

  it('follows the odds, not the amounts, if the odds change', () => {
    // A case where the 100 were the jackpot: it would wear gold.
    const prizes: CasePrize[] = [
      { prize: 500, index: 0, fromTicket: 0, toTicket: 9_899, probability: 0.99 },
      { prize: 100, index: 1, fromTicket: 9_900, toTicket: 9_999, probability: 0.01 },
    ];
    expect(rarityOf(prizes[1]!, prizes).tier).toBe('gold');
    expect(rarityOf(prizes[0]!, prizes).tier).toBe('mil-spec');
  });

  it('falls back to the commonest tier for an unknown index', () => {
    expect(prizeRarity(99).tier).toBe('mil-spec');
  });
});
