import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CASE_PRIZES, STRIP_LENGTH, STRIP_STOP_INDEX } from '../../../../core/games/fowl-case';
import { seededRandom } from '../../../../core/seeded-random';
import { prizeRarity } from './rarity';
import { reelTiles } from './reel-tiles';

// The honest stop (decision 0037): the reel lands on the server's prize and its
// filler follows the published odds, wherever it sits, whatever was won.

const prizeIndex = fc.integer({ min: 0, max: CASE_PRIZES.length - 1 });
const seeds = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i * 7919);

describe('the reel tiles', () => {
  it('puts the server prize on the stop tile, in its rarity', () => {
    fc.assert(
      fc.property(prizeIndex, fc.integer(), (won, seed) => {
        const tiles = reelTiles(won, seed);
        expect(tiles).toHaveLength(STRIP_LENGTH);
        expect(tiles[STRIP_STOP_INDEX]).toMatchObject({ index: won, prize: CASE_PRIZES[won]!.prize });
      }),
    );
  });

  it('draws the filler without looking at the prize: only the stop tile differs between two prizes', () => {
    fc.assert(
      fc.property(prizeIndex, prizeIndex, fc.integer(), (a, b, seed) => {
        const withA = reelTiles(a, seed);
        const withB = reelTiles(b, seed);
        withA.forEach((tile, i) => {
          if (i !== STRIP_STOP_INDEX) expect(withB[i]).toEqual(tile);
        });
      }),
    );
  });

  it('fills the reel with the published odds', () => {
    const counts = new Array<number>(CASE_PRIZES.length).fill(0);
    let total = 0;
    for (const seed of seeds(3000)) {
      reelTiles(0, seed).forEach((tile, i) => {
        if (i === STRIP_STOP_INDEX) return;
        counts[tile.index]! += 1;
        total += 1;
      });
    }
    // 177,000 tiles: the standard error of a share is at most 0.12 points.
    CASE_PRIZES.forEach((p, i) => expect(Math.abs(counts[i]! / total - p.probability), `prize ${p.prize}`).toBeLessThan(0.005));
  });

  it.each(CASE_PRIZES.map((p) => [p.prize, p.index] as const))('puts no rarer tiles beside a won %i than the odds give', (_prize, won) => {
    const n = 10_000;
    const draw = seededRandom(won + 1);
    const counts = new Array<number>(CASE_PRIZES.length).fill(0);
    let goldOrRed = 0;
    for (let k = 0; k < n; k++) {
      const tiles = reelTiles(won, Math.floor(draw() * 2 ** 31));
      for (const neighbour of [tiles[STRIP_STOP_INDEX - 1]!, tiles[STRIP_STOP_INDEX + 1]!]) {
        counts[neighbour.index]! += 1;
        if (neighbour.rarity.rank >= 3) goldOrRed += 1;
      }
    }
    // 20,000 neighbours: each share within 1.5 points of its published odds (over 4
    // standard errors), and red or gold beside the stop as often as the odds say (4%).
    const redOrGoldOdds = CASE_PRIZES.filter((p) => prizeRarity(p.index).rank >= 3).reduce((sum, p) => sum + p.probability, 0);
    CASE_PRIZES.forEach((p, i) => expect(Math.abs(counts[i]! / (2 * n) - p.probability), `neighbour ${p.prize}`).toBeLessThan(0.015));
    expect(Math.abs(goldOrRed / (2 * n) - redOrGoldOdds)).toBeLessThan(0.006);
  });
});
