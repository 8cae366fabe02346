import type { CSSProperties } from 'react';
import { skinRarityInfo, type SkinRarity } from '../../../../core/skin-rarity-info';
import { cn } from '../../../lib/cn';

/** A prize without a known grade (raffles made before grades were kept) gets a neutral colour. */
const NEUTRAL = 'var(--color-line-strong)';

/** `--rarity` for a card's bar and glow. */
export const rarityStyle = (rarity: SkinRarity | null): CSSProperties => ({ ['--rarity' as string]: rarity ? skinRarityInfo[rarity].color : NEUTRAL });

/**
 * The grade's name beside a dot of its colour. The name stays in the text colour:
 * several grade colours are too dark to read as small text on the dark cards.
 */
export function PrizeRarity({ rarity, className }: { rarity: SkinRarity | null; className?: string }) {
  if (!rarity) return null;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-fg uppercase', className)} data-rarity-label>
      <span aria-hidden="true" className="size-2.5 rounded-full bg-[var(--rarity)] shadow-[0_0_8px_var(--rarity)]" />
      {skinRarityInfo[rarity].label}
    </span>
  );
}
