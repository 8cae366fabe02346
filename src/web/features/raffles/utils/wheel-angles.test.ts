import { describe, expect, it } from 'vitest';
import { landingRotation, wheelSegments } from '../../../../core/raffles';
import { isLabelFlipped, normalizeDegrees, parseRotation, pointerFraction, segmentDecor, segmentIndexAt, uprightTurn } from './wheel-angles';

const matrixOf = (degrees: number) => {
  const r = (degrees * Math.PI) / 180;
  return `matrix(${Math.cos(r)}, ${Math.sin(r)}, ${-Math.sin(r)}, ${Math.cos(r)}, 0, 0)`;
};

describe('parseRotation', () => {
  it('reads the angle of a computed rotate() transform, modulo a full turn', () => {
    expect(parseRotation('none')).toBe(0);
    expect(parseRotation(matrixOf(30))).toBeCloseTo(30, 9);
    expect(parseRotation(matrixOf(200))).toBeCloseTo(200, 9);
    expect(parseRotation(matrixOf(2000))).toBeCloseTo(200, 9);
    expect(parseRotation(matrixOf(-90))).toBeCloseTo(270, 9);
    // Chromium's own spelling of rotate(90deg).
    expect(parseRotation('matrix(6.12323e-17, 1, -1, 6.12323e-17, 0, 0)')).toBeCloseTo(90, 9);
  });

  it('reads matrix3d and refuses what is not a matrix', () => {
    expect(parseRotation('matrix3d(0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)')).toBeCloseTo(90, 9);
    expect(parseRotation('rotate(10deg)')).toBeNull();
    expect(parseRotation('matrix(1, 0, 0)')).toBeNull();
    expect(parseRotation('matrix(a, b, c, d, e, f)')).toBeNull();
  });
});

describe('pointerFraction and segmentIndexAt', () => {
  it('puts the winning ticket of the landing rotation under the pointer', () => {
    const segments = wheelSegments([
      { userId: 'a', entryAmount: 10, user: null },
      { userId: 'b', entryAmount: 30, user: null },
      { userId: 'c', entryAmount: 60, user: null },
    ]);
    const ends = segments.map((s) => s.end);
    for (const [ticket, owner] of [
      [0, 0],
      [9, 0],
      [10, 1],
      [39, 1],
      [40, 2],
      [99, 2],
    ] as const) {
      for (const turns of [5, 6, 7]) {
        const landed = parseRotation(matrixOf(landingRotation(ticket, 100, turns)))!;
        expect(segmentIndexAt(ends, pointerFraction(landed))).toBe(owner);
      }
    }
  });

  it('turns clockwise: a small turn brings the end of the wheel under the pointer', () => {
    expect(pointerFraction(0)).toBe(0);
    expect(pointerFraction(90)).toBeCloseTo(0.75, 12);
    expect(pointerFraction(270)).toBeCloseTo(0.25, 12);
    expect(pointerFraction(720 + 180)).toBeCloseTo(0.5, 12);
  });

  it('gives an edge to the segment after it and handles an empty wheel', () => {
    expect(segmentIndexAt([0.5, 1], 0.5)).toBe(1);
    expect(segmentIndexAt([0.5, 1], 0.4999)).toBe(0);
    expect(segmentIndexAt([1], 0.99)).toBe(0);
    expect(segmentIndexAt([], 0.3)).toBe(-1);
  });
});

describe('isLabelFlipped', () => {
  it('turns the labels on the left half of the resting wheel, and none on the right', () => {
    expect(isLabelFlipped(0.1, 0)).toBe(false);
    expect(isLabelFlipped(0.45, 0)).toBe(false);
    expect(isLabelFlipped(0.55, 0)).toBe(true);
    expect(isLabelFlipped(0.9, 0)).toBe(true);
    // After a spin the wheel rests turned: a label that ended on the left is turned.
    expect(isLabelFlipped(0.1, 5 * 360 + 180)).toBe(true);
    expect(isLabelFlipped(0.9, 6 * 360 + 90)).toBe(false);
  });
});

describe('uprightTurn', () => {
  it('undoes the resting turn the short way round', () => {
    expect(uprightTurn(0)).toBe(0);
    expect(uprightTurn(5 * 360 + 90)).toBe(-90);
    expect(uprightTurn(6 * 360 + 270)).toBe(90);
    expect(uprightTurn(7 * 360 + 180)).toBe(180);
    // Turned upright, a picture plus the wheel's turn comes to a whole number of turns.
    expect(normalizeDegrees(uprightTurn(1234.5) + 1234.5)).toBeCloseTo(0, 9);
  });
});

describe('segmentDecor', () => {
  it('leaves slivers bare', () => {
    expect(segmentDecor(50)).toEqual({ avatar: true, label: true });
    expect(segmentDecor(5)).toEqual({ avatar: false, label: true });
    expect(segmentDecor(1)).toEqual({ avatar: false, label: false });
  });
});

describe('normalizeDegrees', () => {
  it('maps any angle into one turn', () => {
    expect(normalizeDegrees(-30)).toBe(330);
    expect(normalizeDegrees(720)).toBe(0);
  });
});
