// The grades and how they look, apart from skin-rarity.ts's schema so that screens that
// only show a prize's grade need not load the validation library.

export const skinRarities = ['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'contraband'] as const;
export type SkinRarity = (typeof skinRarities)[number];

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
