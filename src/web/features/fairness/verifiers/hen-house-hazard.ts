import {
  HEN_HOUSE_COLUMNS,
  HEN_HOUSE_MAX_BOMBS,
  HEN_HOUSE_MIN_BOMBS,
  HEN_HOUSE_TILE_COUNT,
  bombTilesFromSeeds,
  toPublishedTile,
} from '../../../../core/games/hen-house-hazard';
import { paramValue, type VerifierEntry, type VerifierParam } from './types';

const sortedList = (tiles: readonly number[]): string => [...tiles].sort((a, b) => a - b).join(', ');

const params: VerifierParam[] = [{ name: 'bombCount', label: 'Bomb count', min: HEN_HOUSE_MIN_BOMBS, max: HEN_HOUSE_MAX_BOMBS, defaultValue: 3 }];

export const henHouseHazardVerifier: VerifierEntry = {
  game: 'hen_house_hazard',
  label: 'Hen House Hazard',
  params,
  compute(seeds, values) {
    const bombCount = paramValue(params, values, 'bombCount');
    const bombs = bombTilesFromSeeds(seeds, bombCount);
    return {
      headline: bombCount === 1 ? `1 bomb on tile ${sortedList(bombs)}` : `${bombCount} bombs on tiles ${sortedList(bombs)}`,
      details: [
        { label: 'Bomb tiles (0–24, row by row)', value: sortedList(bombs) },
        { label: 'Same tiles in the published 1–25 numbering', value: sortedList(bombs.map(toPublishedTile)) },
        { label: 'Draw order', value: bombs.join(', ') },
      ],
      grid: { columns: HEN_HOUSE_COLUMNS, cells: HEN_HOUSE_TILE_COUNT, marked: bombs, markedLabel: 'Bomb', otherLabel: 'Safe' },
      canonical: bombs.join(','),
    };
  },
  paramsFromRound(outcome): Record<string, number> {
    const bombCount = outcome?.bombCount;
    return typeof bombCount === 'number' ? { bombCount } : {};
  },
  recordedOutcome(outcome) {
    const bombs = outcome?.bombs;
    return Array.isArray(bombs) ? bombs.join(',') : null;
  },
};
