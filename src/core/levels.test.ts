import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { LEVELS, MAX_LEVEL_TEXT, levelForWins, levelProgress, levelsReachedBetween, nextLevel } from './levels';

const names = (levels: readonly { name: string }[]): string[] => levels.map((l) => l.name);
const winsArb = fc.integer({ min: 0, max: 200 });

describe('LEVELS', () => {
  it('matches the specification', () => {
    expect(LEVELS).toEqual([
      { name: 'Rookie', minWins: 0, reward: 500 },
      { name: 'Bronze', minWins: 1, reward: 1500 },
      { name: 'Silver', minWins: 4, reward: 5000 },
      { name: 'Gold', minWins: 9, reward: 10000 },
      { name: 'Platinum', minWins: 19, reward: 10000 },
      { name: 'Diamond', minWins: 44, reward: 20000 },
    ]);
  });
});

describe('levelForWins', () => {
  it.each([
    [0, 'Rookie'],
    [1, 'Bronze'],
    [3, 'Bronze'],
    [4, 'Silver'],
    [8, 'Silver'],
    [9, 'Gold'],
    [18, 'Gold'],
    [19, 'Platinum'],
    [43, 'Platinum'],
    [44, 'Diamond'],
    [10_000, 'Diamond'],
  ])('%i wins is %s', (wins, name) => {
    expect(levelForWins(wins).name).toBe(name);
  });

  it('reads negative, fractional and non-finite counts as whole wins from 0', () => {
    expect(levelForWins(-3).name).toBe('Rookie');
    expect(levelForWins(3.99).name).toBe('Bronze');
    expect(levelForWins(Number.NaN).name).toBe('Rookie');
  });

  it('never goes down as wins go up', () => {
    fc.assert(
      fc.property(winsArb, winsArb, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelForWins(low).minWins).toBeLessThanOrEqual(levelForWins(high).minWins);
      }),
    );
  });
});

describe('nextLevel', () => {
  it('is the level after the current one, and null at the top', () => {
    expect(nextLevel(0)?.name).toBe('Bronze');
    expect(nextLevel(8)?.name).toBe('Gold');
    expect(nextLevel(43)?.name).toBe('Diamond');
    expect(nextLevel(44)).toBeNull();
  });
});

describe('levelProgress', () => {
  it('describes the way to the next level', () => {
    expect(levelProgress(0)).toMatchObject({ progressPercent: 0, winsToNext: 1, text: '1 more win to Bronze' });
    expect(levelProgress(1)).toMatchObject({ progressPercent: 0, winsToNext: 3, text: '3 more wins to Silver' });
    expect(levelProgress(2)).toMatchObject({ progressPercent: 33, winsToNext: 2, text: '2 more wins to Silver' });
    expect(levelProgress(43)).toMatchObject({ progressPercent: 96, winsToNext: 1, text: '1 more win to Diamond' });
  });

  it('reports the maximum at Diamond', () => {
    const top = levelProgress(50);
    expect(top).toEqual({ level: LEVELS.at(-1), next: null, progressPercent: 100, winsToNext: 0, text: MAX_LEVEL_TEXT });
    expect(MAX_LEVEL_TEXT).toBe('Maximum level reached!');
  });

  it('stays consistent with the level table', () => {
    fc.assert(
      fc.property(winsArb, (wins) => {
        const p = levelProgress(wins);
        expect(p.level).toBe(levelForWins(wins));
        expect(p.next).toBe(nextLevel(wins));
        expect(p.progressPercent).toBeGreaterThanOrEqual(0);
        expect(p.progressPercent).toBeLessThanOrEqual(100);
        if (p.next) {
          expect(p.progressPercent).toBeLessThan(100);
          expect(wins + p.winsToNext).toBe(p.next.minWins);
        }
      }),
    );
  });

  it('never shows less progress after another win within a level', () => {
    fc.assert(
      fc.property(winsArb, (wins) => {
        fc.pre(levelForWins(wins) === levelForWins(wins + 1));
        expect(levelProgress(wins + 1).progressPercent).toBeGreaterThanOrEqual(levelProgress(wins).progressPercent);
      }),
    );
  });
});

describe('levelsReachedBetween', () => {
  it('lists the thresholds crossed, excluding the starting count', () => {
    expect(names(levelsReachedBetween(0, 4))).toEqual(['Bronze', 'Silver']);
    expect(names(levelsReachedBetween(4, 5))).toEqual([]);
    expect(names(levelsReachedBetween(43, 44))).toEqual(['Diamond']);
    expect(names(levelsReachedBetween(0, 1000))).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
  });

  it('reaches nothing when wins do not grow', () => {
    expect(levelsReachedBetween(9, 9)).toEqual([]);
    expect(levelsReachedBetween(20, 3)).toEqual([]);
    expect(levelsReachedBetween(-5, -1)).toEqual([]);
  });

  it('adds up: stepping in two hops reaches the same levels as one', () => {
    fc.assert(
      fc.property(winsArb, winsArb, winsArb, (x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
        expect([...levelsReachedBetween(a, b), ...levelsReachedBetween(b, c)]).toEqual(levelsReachedBetween(a, c));
      }),
    );
  });

  it('ends on the level the new count belongs to', () => {
    fc.assert(
      fc.property(winsArb, winsArb, (a, b) => {
        const reached = levelsReachedBetween(a, b);
        if (reached.length > 0) expect(reached.at(-1)).toBe(levelForWins(b));
        else expect(levelForWins(Math.max(a, b))).toBe(levelForWins(a));
      }),
    );
  });
});
