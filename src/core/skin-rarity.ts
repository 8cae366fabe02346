import { z } from 'zod';

// A CS skin's rarity grade, as raffle prizes carry it. Steam names a weapon's grade
// in its `Rarity` tag (Rarity_Rare_Weapon = Mil-Spec); other items (stickers,
// containers, knives and gloves) use the same ladder without `_Weapon` and other
// labels (High Grade, Remarkable, Exotic, Extraordinary), so they map onto the same
// seven colours the market uses.

export const skinRarities = ['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'contraband'] as const;
export type SkinRarity = (typeof skinRarities)[number];

export const skinRaritySchema = z.enum(skinRarities, {
  error: `rarity must be one of ${skinRarities.join(', ')}`,
});

/** The grade's name and Steam's colour for it. */
export const skinRarityInfo: Record<SkinRarity, { label: string; color: string }> = {
  consumer: { label: 'Consumer Grade', color: '#b0c3d9' },
  industrial: { label: 'Industrial Grade', color: '#5e98d9' },
  milspec: { label: 'Mil-Spec', color: '#4b69ff' },
  restricted: { label: 'Restricted', color: '#8847ff' },
  classified: { label: 'Classified', color: '#d32ce6' },
  covert: { label: 'Covert', color: '#eb4b4b' },
  contraband: { label: 'Contraband', color: '#e4ae39' },
};

const byTagRung: Record<string, SkinRarity> = {
  Common: 'consumer',
  Uncommon: 'industrial',
  Rare: 'milspec',
  Mythical: 'restricted',
  Legendary: 'classified',
  Ancient: 'covert',
  Contraband: 'contraband',
};

/** The grade of an item from its Steam tags, or null when it carries no rarity we know. */
export function rarityFromSteamTags(tags: readonly { category: string; internal_name: string }[]): SkinRarity | null {
  const tag = tags.find((t) => t.category === 'Rarity');
  const rung = tag ? /^Rarity_([A-Za-z]+?)(?:_Weapon|_Character)?$/.exec(tag.internal_name)?.[1] : undefined;
  return (rung && byTagRung[rung]) || null;
}
