import { describe, expect, it } from 'vitest';
import { rarityFromSteamTags, skinRaritySchema } from './skin-rarity';

const tagged = (internalName: string) => [
  { category: 'Type', internal_name: 'CSGO_Type_Rifle' },
  { category: 'Rarity', internal_name: internalName },
];

describe('rarityFromSteamTags', () => {
  it('reads the seven weapon grades from Steam’s Rarity tag', () => {
    expect(
      [
        'Rarity_Common_Weapon',
        'Rarity_Uncommon_Weapon',
        'Rarity_Rare_Weapon',
        'Rarity_Mythical_Weapon',
        'Rarity_Legendary_Weapon',
        'Rarity_Ancient_Weapon',
        'Rarity_Contraband',
      ].map((n) => rarityFromSteamTags(tagged(n))),
    ).toEqual(['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'contraband']);
  });

  it('puts the other ladders (stickers, gloves, agents) on the same colours', () => {
    expect(rarityFromSteamTags(tagged('Rarity_Common'))).toBe('consumer');
    expect(rarityFromSteamTags(tagged('Rarity_Legendary'))).toBe('classified');
    expect(rarityFromSteamTags(tagged('Rarity_Ancient'))).toBe('covert');
    expect(rarityFromSteamTags(tagged('Rarity_Mythical_Character'))).toBe('restricted');
  });

  it('answers null for an item without a rarity it knows', () => {
    expect(rarityFromSteamTags([])).toBeNull();
    expect(rarityFromSteamTags(tagged('Rarity_Arcana'))).toBeNull();
    expect(rarityFromSteamTags(tagged('Quality_Unique'))).toBeNull();
  });

  it('refuses an unknown grade with a clear message', () => {
    expect(skinRaritySchema.safeParse('covert').success).toBe(true);
    expect(skinRaritySchema.safeParse('gold').error?.issues[0]?.message).toMatch(/rarity must be one of consumer/);
  });
});
