import { describe, expect, it } from 'vitest';
import type { CoinSide } from '../../../../core/games/fowl-flip';
import { restingAngle } from './coin-angle';

/** The side a resting angle shows. */
const sideAt = (angle: number): CoinSide => (((Math.round(angle / 180) % 2) + 2) % 2 === 0 ? 'heads' : 'tails');

describe('coin angle', () => {
  it('comes to rest on the side the server flipped, never before the angle asked for', () => {
    expect(restingAngle('heads', 0)).toBe(0);
    expect(restingAngle('heads', 1)).toBe(360);
    expect(restingAngle('tails', 0)).toBe(180);
    expect(restingAngle('tails', 181)).toBe(540);
    expect(restingAngle('heads', 1900)).toBe(2160);
    for (const at of [0, 97, 359, 720, 1234.5]) {
      for (const side of ['heads', 'tails'] as const) {
        const rest = restingAngle(side, at);
        expect(rest).toBeGreaterThanOrEqual(at);
        expect(rest - at).toBeLessThan(360);
        expect(sideAt(rest)).toBe(side);
      }
    }
  });
});
