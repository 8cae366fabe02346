// The sandbox bot's inventory: a fixed set of well-known CS items, so the admin
// item picker, raffle prizes and trade offers have something real-looking to
// work with offline. Images are generated SVGs served by the sandbox.
import type { ItemQuality, SteamItem } from '../../../../core/contracts/prizes';

export type ItemKind = 'rifle' | 'sniper' | 'pistol' | 'smg' | 'knife' | 'gloves' | 'sticker' | 'case';

interface Rarity {
  label: string;
  internalName: string;
  /** Steam's colour for the grade, used for the image's glow and bar. */
  color: string;
}

const rarities = {
  baseGrade: { label: 'Base Grade', internalName: 'Rarity_Common', color: '#b0c3d9' },
  restricted: { label: 'Restricted', internalName: 'Rarity_Mythical_Weapon', color: '#8847ff' },
  classified: { label: 'Classified', internalName: 'Rarity_Legendary_Weapon', color: '#d32ce6' },
  covert: { label: 'Covert', internalName: 'Rarity_Ancient_Weapon', color: '#eb4b4b' },
  contraband: { label: 'Contraband', internalName: 'Rarity_Contraband', color: '#e4ae39' },
  extraordinary: { label: 'Extraordinary', internalName: 'Rarity_Ancient', color: '#eb4b4b' },
  exotic: { label: 'Exotic', internalName: 'Rarity_Legendary', color: '#d32ce6' },
} satisfies Record<string, Rarity>;

const exteriors = {
  FN: { label: 'Factory New', internalName: 'WearCategory0' },
  MW: { label: 'Minimal Wear', internalName: 'WearCategory1' },
  FT: { label: 'Field-Tested', internalName: 'WearCategory2' },
  WW: { label: 'Well-Worn', internalName: 'WearCategory3' },
  BS: { label: 'Battle-Scarred', internalName: 'WearCategory4' },
} as const;

const qualityLabels: Record<ItemQuality, string> = {
  normal: 'Normal',
  strange: 'StatTrak™',
  unusual: '★',
  vintage: 'Vintage',
  genuine: 'Genuine',
  unique: 'Unique',
};

const kindLabels: Record<ItemKind, { label: string; internalName: string }> = {
  rifle: { label: 'Rifle', internalName: 'CSGO_Type_Rifle' },
  sniper: { label: 'Sniper Rifle', internalName: 'CSGO_Type_SniperRifle' },
  pistol: { label: 'Pistol', internalName: 'CSGO_Type_Pistol' },
  smg: { label: 'SMG', internalName: 'CSGO_Type_SMG' },
  knife: { label: 'Knife', internalName: 'CSGO_Type_Knife' },
  gloves: { label: 'Gloves', internalName: 'Type_Hands' },
  sticker: { label: 'Sticker', internalName: 'CSGO_Tool_Sticker' },
  case: { label: 'Container', internalName: 'CSGO_Type_WeaponCase' },
};

export interface CatalogueItem {
  assetid: string;
  name: string;
  kind: ItemKind;
  rarity: Rarity;
  quality: ItemQuality;
  exterior: keyof typeof exteriors | null;
}

const entry = (n: number, name: string, kind: ItemKind, rarity: Rarity, quality: ItemQuality, exterior: CatalogueItem['exterior']): CatalogueItem => ({
  // Steam asset ids are large decimal strings; these stay fixed so raffles keep pointing at them.
  assetid: String(28_150_000_000 + n),
  name,
  kind,
  rarity,
  quality,
  exterior,
});

export const sandboxCatalogue: readonly CatalogueItem[] = [
  entry(1, 'AK-47 | Redline (Field-Tested)', 'rifle', rarities.classified, 'normal', 'FT'),
  entry(2, 'AWP | Asiimov (Battle-Scarred)', 'sniper', rarities.covert, 'normal', 'BS'),
  entry(3, 'StatTrak™ M4A1-S | Hyper Beast (Minimal Wear)', 'rifle', rarities.covert, 'strange', 'MW'),
  entry(4, '★ Karambit | Doppler (Factory New)', 'knife', rarities.covert, 'unusual', 'FN'),
  entry(5, "★ Sport Gloves | Pandora's Box (Field-Tested)", 'gloves', rarities.extraordinary, 'unusual', 'FT'),
  entry(6, 'Desert Eagle | Blaze (Factory New)', 'pistol', rarities.restricted, 'normal', 'FN'),
  entry(7, 'Glock-18 | Fade (Minimal Wear)', 'pistol', rarities.restricted, 'normal', 'MW'),
  entry(8, 'USP-S | Kill Confirmed (Minimal Wear)', 'pistol', rarities.covert, 'normal', 'MW'),
  entry(9, 'StatTrak™ AK-47 | Vulcan (Field-Tested)', 'rifle', rarities.covert, 'strange', 'FT'),
  entry(10, 'M4A4 | Howl (Field-Tested)', 'rifle', rarities.contraband, 'normal', 'FT'),
  entry(11, '★ Butterfly Knife | Fade (Factory New)', 'knife', rarities.covert, 'unusual', 'FN'),
  entry(12, 'AWP | Dragon Lore (Field-Tested)', 'sniper', rarities.covert, 'normal', 'FT'),
  entry(13, 'P90 | Asiimov (Field-Tested)', 'smg', rarities.covert, 'normal', 'FT'),
  entry(14, 'StatTrak™ MP7 | Bloodsport (Minimal Wear)', 'smg', rarities.covert, 'strange', 'MW'),
  entry(15, 'P250 | Asiimov (Well-Worn)', 'pistol', rarities.covert, 'genuine', 'WW'),
  entry(16, 'Five-SeveN | Case Hardened (Field-Tested)', 'pistol', rarities.classified, 'vintage', 'FT'),
  entry(17, 'SSG 08 | Blood in the Water (Minimal Wear)', 'sniper', rarities.covert, 'genuine', 'MW'),
  entry(18, '★ Specialist Gloves | Crimson Kimono (Well-Worn)', 'gloves', rarities.extraordinary, 'unusual', 'WW'),
  entry(19, 'Sticker | Crown (Foil)', 'sticker', rarities.exotic, 'unique', null),
  entry(20, 'Operation Breakout Weapon Case', 'case', rarities.baseGrade, 'unique', null),
];

export const SANDBOX_ITEM_IMAGE_PATH = '/sandbox/steam/items';

export const sandboxItemImageUrl = (assetid: string): string => `${SANDBOX_ITEM_IMAGE_PATH}/${assetid}.svg`;

export const findCatalogueItem = (assetid: string): CatalogueItem | undefined => sandboxCatalogue.find((item) => item.assetid === assetid);

/** Steam's item `type` line, e.g. 'StatTrak™ Covert Rifle' or '★ Covert Knife'. */
function typeLine(item: CatalogueItem): string {
  const prefix =
    item.quality === 'strange' || item.quality === 'unusual' || item.quality === 'genuine' || item.quality === 'vintage'
      ? `${qualityLabels[item.quality]} `
      : '';
  return `${prefix}${item.rarity.label} ${kindLabels[item.kind].label}`;
}

export function toSteamItem(item: CatalogueItem): SteamItem {
  const image = sandboxItemImageUrl(item.assetid);
  const kind = kindLabels[item.kind];
  const exterior = item.exterior ? exteriors[item.exterior] : null;
  return {
    assetid: item.assetid,
    name: item.name,
    market_name: item.name,
    type: typeLine(item),
    icon_url: image,
    icon_url_large: image,
    tradable: true,
    // Containers and stickers are marketable on Steam too; all of these are.
    marketable: true,
    tags: [
      { category: 'Type', internal_name: kind.internalName, localized_tag_name: kind.label },
      { category: 'Quality', internal_name: item.quality, localized_tag_name: qualityLabels[item.quality] },
      { category: 'Rarity', internal_name: item.rarity.internalName, localized_tag_name: item.rarity.label },
      ...(exterior ? [{ category: 'Exterior', internal_name: exterior.internalName, localized_tag_name: exterior.label }] : []),
    ],
  };
}
