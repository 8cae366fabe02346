import { describe, expect, it } from 'vitest';
import { plinkoDropFromSeeds } from '../../../../core/games/plinko';
import { ballWaypoints, boardGeometry, positionAt } from './board-geometry';

describe('the board', () => {
  it('has rows + 2 pegs in its last row and rows + 1 buckets', () => {
    for (let rows = 8; rows <= 16; rows++) {
      const g = boardGeometry(rows);
      expect(g.buckets).toHaveLength(rows + 1);
      expect(g.pegs).toHaveLength((rows * (rows + 5)) / 2);
    }
  });

  it('moves the ball half a spacing to the side the path says at every row, and ends over the bucket of its rights', () => {
    const drop = plinkoDropFromSeeds(
      { serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159', clientSeed: 'bb62964774', nonce: 1 },
      16,
    );
    const g = boardGeometry(16);
    const points = ballWaypoints(g, drop.path);
    expect(points).toHaveLength(18);
    drop.path.forEach((step, row) => {
      const dx = points[row + 2]!.x - points[row + 1]!.x;
      expect(dx).toBeCloseTo((step === 1 ? 1 : -1) * (g.spacing / 2), 9);
    });
    expect(points.at(-1)).toEqual(g.buckets[drop.bucket]);
    expect(drop.bucket).toBe(5);
    // Every stop on a row sits right above a peg of that row.
    for (let row = 0; row < 16; row++) {
      expect(g.pegs.some((peg) => Math.abs(peg.x - points[row + 1]!.x) < 1e-9 && peg.y > points[row + 1]!.y)).toBe(true);
    }
  });

  it('refuses a path of the wrong length', () => {
    expect(() => ballWaypoints(boardGeometry(8), [0, 1])).toThrow(/8 steps/);
  });
});

describe("the ball's position as it falls", () => {
  const points = ballWaypoints(boardGeometry(8), [1, 0, 1, 1, 0, 0, 1, 0]);

  it('starts at the top, rests on each peg at its share of the time, and ends in its bucket', () => {
    expect(positionAt(points, 0)).toEqual(points[0]);
    for (let i = 1; i < points.length; i++) {
      const at = positionAt(points, i / (points.length - 1));
      expect(at.x).toBeCloseTo(points[i]!.x);
      expect(at.y).toBeCloseTo(points[i]!.y);
    }
    // Past the end it stays in its bucket.
    expect(positionAt(points, 2)).toEqual(positionAt(points, 1));
  });

  it('only ever moves down', () => {
    let y = -Infinity;
    for (let t = 0; t <= 1; t += 0.01) {
      const at = positionAt(points, t);
      expect(at.y).toBeGreaterThanOrEqual(y);
      y = at.y;
    }
  });
});
