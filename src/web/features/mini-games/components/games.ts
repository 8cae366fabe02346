import type { LucideIcon } from 'lucide-react';
import { Bomb, Coins, Crosshair, Egg, Triangle } from 'lucide-react';

export interface MiniGame {
  title: string;
  /** Null while the game is not out yet. */
  href: string | null;
  description: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon's tile. */
  tint: string;
}

/** The hub's cards, in the specification's order (spec part 2 §2). */
export const miniGames: readonly MiniGame[] = [
  {
    title: 'Hen House Hazard',
    href: '/mini-games/hen-house-hazard',
    description: 'Uncover safe eggs on a 5×5 coop and cash out before you find a bomb.',
    icon: Egg,
    tint: 'bg-amber-400/15 text-amber-300',
  },
  {
    title: 'Fowl Flip',
    href: '/mini-games/fowl-flip',
    description: 'Call heads or tails. A right call doubles your bet.',
    icon: Coins,
    tint: 'bg-yellow-300/15 text-yellow-200',
  },
  {
    title: 'Fowl Hunt',
    href: '/mini-games/fowl-hunt',
    description: 'An aim trainer: hit your target goal in 30 seconds with 90% accuracy.',
    icon: Crosshair,
    tint: 'bg-emerald-400/15 text-emerald-300',
  },
  {
    title: 'Defuse la Bomba',
    href: '/mini-games/defuse-la-bomba',
    description: 'Cut three safe wires out of four to win three times your bet.',
    icon: Bomb,
    tint: 'bg-red-400/15 text-red-300',
  },
  {
    title: 'Plinko Coop',
    href: '/mini-games/plinko',
    description: 'Drop a ball through the pegs with the whole room and fill the coop meter for a bonus drop.',
    icon: Triangle,
    tint: 'bg-sky-400/15 text-sky-300',
  },
];
