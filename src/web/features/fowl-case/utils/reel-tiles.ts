import { CASE_PRIZES, caseStripTiles } from '../../../../core/games/fowl-case';
import { prizeRarity, type Rarity } from './rarity';

export interface ReelTile {
  /** The prize's index in the published odds. */
  index: number;
  prize: number;
  rarity: Rarity;
}

/**
 * What the reel shows: every filler tile drawn from the published odds with a seed
 * the browser picks at the click, before the server has answered, and the server's
 * prize on the stop tile only. So nothing around the stop can be arranged around
 * the prize: no rare tile is placed beside it to fake a near miss (decision 0037).
 */
export function reelTiles(prizeIndex: number, decorSeed: number): ReelTile[] {
  return caseStripTiles(prizeIndex, decorSeed).map((index) => ({ index, prize: CASE_PRIZES[index]!.prize, rarity: prizeRarity(index) }));
}
