import { Bird, Egg, type LucideProps } from 'lucide-react';
import type { CoinSide } from '../../../../core/games/fowl-flip';

const icons = { heads: Bird, tails: Egg } as const;

/**
 * The picture of a coin side, the hen for heads and the egg for tails: drawn as SVG so it
 * shows on every device, with or without an emoji font. Decorative: the side's name is
 * always written beside it.
 */
export function CoinSideIcon({ side, ...props }: { side: CoinSide } & LucideProps) {
  const Icon = icons[side];
  return <Icon aria-hidden="true" data-coin-side-icon={side} {...props} />;
}
