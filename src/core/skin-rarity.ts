import { z } from 'zod';
import { skinRarities, type SkinRarity } from './skin-rarity-info';

// A CS skin's rarity grade, as raffle prizes carry it. Steam names a weapon's grade
// in its `Rarity` tag (Rarity_Rare_Weapon = Mil-Spec); other items (stickers,
// containers, knives and gloves) use the same ladder without `_Weapon` and other
// labels (High Grade, Remarkable, Exotic, Extraordinary), so they map onto the same
// seven colours the market uses.

export { skinRarityInfo, type SkinRarity } from './skin-rarity-info';

export const skinRaritySchema = z.enum(skinRarities, {
  error: `rarity must be one of ${skinRarities.join(', ')}`,
});

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
