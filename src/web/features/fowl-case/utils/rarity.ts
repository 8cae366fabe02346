import { CASE_PRIZES, type CasePrize } from '../../../../core/games/fowl-case';

// The case's prizes wear the colours Counter-Strike players read at a glance, from
// the common blue to the gold. A prize's colour comes from the published odds alone:
// its "pull rate", the chance that an opening gives this prize or one at least as
// rare. A CS case pulls purple-or-better about 1 time in 5, pink-or-better 1 in 25,
// red-or-better 1 in 110 and gold 1 in 400; our case is far more generous, so each
// tier takes the prizes whose pull rate is at most its cut-off (decision 0037).

export type RarityTier = 'mil-spec' | 'restricted' | 'classified' | 'covert' | 'gold';

export interface Rarity {
  tier: RarityTier;
  label: string;
  /** The tile's colour: CS's own hue for the grade. */
  colour: string;
  /** 0 for the most common tier, 4 for gold. */
  rank: number;
}

/** Commonest first; `maxPullRate` is the largest pull rate a prize of the tier may have. */
export const RARITY_TIERS: ReadonlyArray<Rarity & { maxPullRate: number }> = [
  { tier: 'mil-spec', label: 'Mil-Spec', colour: '#4b69ff', rank: 0, maxPullRate: 1 },
  { tier: 'restricted', label: 'Restricted', colour: '#8847ff', rank: 1, maxPullRate: 0.35 },
  { tier: 'classified', label: 'Classified', colour: '#d32ce6', rank: 2, maxPullRate: 0.1 },
  { tier: 'covert', label: 'Covert', colour: '#eb4b4b', rank: 3, maxPullRate: 0.04 },
  { tier: 'gold', label: 'Rare Special', colour: '#e4ae39', rank: 4, maxPullRate: 0.01 },
];

/** The chance that one opening gives this prize or one no more likely than it. */
export function pullRate(prize: CasePrize, prizes: readonly CasePrize[] = CASE_PRIZES): number {
  return prizes.filter((p) => p.probability <= prize.probability).reduce((sum, p) => sum + p.probability, 0);
}

// Floating sums (0.1 + 0.03 + 0.01) land a hair above their decimal value.
const EPSILON = 1e-9;

/** The rarest tier whose cut-off the prize's pull rate fits under. */
export function rarityOf(prize: CasePrize, prizes: readonly CasePrize[] = CASE_PRIZES): Rarity {
  const rate = pullRate(prize, prizes);
  const tier = RARITY_TIERS.findLast((t) => rate <= t.maxPullRate + EPSILON) ?? RARITY_TIERS[0]!;
  return { tier: tier.tier, label: tier.label, colour: tier.colour, rank: tier.rank };
}

const byIndex: readonly Rarity[] = CASE_PRIZES.map((p) => rarityOf(p));

/** The rarity of the published prize at `index` (the index the server answers). */
export const prizeRarity = (index: number): Rarity => byIndex[index] ?? byIndex[0]!;
