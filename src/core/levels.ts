// Account levels, earned by total raffle wins. Each level's reward is granted once,
// when a win first carries the account past its threshold.

export type LevelName = 'Rookie' | 'Bronze' | 'Silver' | 'Gold' | 'Platinum' | 'Diamond';

export interface Level {
  name: LevelName;
  minWins: number;
  /** Fowls granted on reaching the level. */
  reward: number;
}

/** Ascending by minWins; the first entry starts at 0 so every account has a level. */
export const LEVELS: readonly Level[] = [
  { name: 'Rookie', minWins: 0, reward: 500 },
  { name: 'Bronze', minWins: 1, reward: 1500 },
  { name: 'Silver', minWins: 4, reward: 5000 },
  { name: 'Gold', minWins: 9, reward: 10000 },
  { name: 'Platinum', minWins: 19, reward: 10000 },
  { name: 'Diamond', minWins: 44, reward: 20000 },
];

export const MAX_LEVEL_TEXT = 'Maximum level reached!';

export interface LevelProgress {
  level: Level;
  next: Level | null;
  /** Share of the way from the current threshold to the next, 0..100, floored; 100 at the top. */
  progressPercent: number;
  winsToNext: number;
  text: string;
}

/** Counts arrive from storage and forms; anything odd is read as the whole wins it implies. */
const normalizeWins = (wins: number): number => (Number.isFinite(wins) ? Math.max(0, Math.floor(wins)) : 0);

const levelIndexForWins = (wins: number): number => LEVELS.findLastIndex((level) => level.minWins <= normalizeWins(wins));

export function levelForWins(wins: number): Level {
  const level = LEVELS[levelIndexForWins(wins)];
  if (level === undefined) throw new Error('LEVELS must start at 0 wins');
  return level;
}

export const nextLevel = (wins: number): Level | null => LEVELS[levelIndexForWins(wins) + 1] ?? null;

export function levelProgress(wins: number): LevelProgress {
  const count = normalizeWins(wins);
  const level = levelForWins(count);
  const next = nextLevel(count);
  if (next === null) {
    return { level, next, progressPercent: 100, winsToNext: 0, text: MAX_LEVEL_TEXT };
  }
  const winsToNext = next.minWins - count;
  const progressPercent = Math.floor(((count - level.minWins) / (next.minWins - level.minWins)) * 100);
  const text = `${winsToNext} more ${winsToNext === 1 ? 'win' : 'wins'} to ${next.name}`;
  return { level, next, progressPercent, winsToNext, text };
}

/** Levels whose threshold lies in (oldWins, newWins]: the rewards a change of win count earns. */
export function levelsReachedBetween(oldWins: number, newWins: number): Level[] {
  const from = normalizeWins(oldWins);
  const to = normalizeWins(newWins);
  return LEVELS.filter((level) => level.minWins > from && level.minWins <= to);
}
