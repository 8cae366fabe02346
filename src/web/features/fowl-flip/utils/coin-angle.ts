import type { CoinSide } from '../../../../core/games/fowl-flip';

/** Heads faces the player at 0°, tails at 180° (mod 360). */
const faceAngle = (side: CoinSide): number => (side === 'heads' ? 0 : 180);

/** The first angle at or past `atLeast` where the coin shows `side`: where a spin may come to rest. */
export function restingAngle(side: CoinSide, atLeast: number): number {
  const base = faceAngle(side);
  return base + Math.ceil((atLeast - base) / 360) * 360;
}

/** Ease-out cubic: starts at the spin's speed (3× the average) and comes to rest. */
export const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;
