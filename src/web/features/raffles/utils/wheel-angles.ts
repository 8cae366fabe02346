// Pure geometry of the raffle wheel as it is drawn and turned: where a rotation
// puts the pointer, which segment that is, which labels would read upside down and
// which segments are big enough to carry an avatar or a name. The rotation itself
// (where the wheel lands) is `landingRotation` in core and is not touched here.

/** Normalises degrees into [0, 360). */
export const normalizeDegrees = (degrees: number): number => ((degrees % 360) + 360) % 360;

/**
 * The clockwise rotation (degrees, 0 to 360) of a computed CSS transform, as
 * `getComputedStyle(el).transform` gives it mid-transition ('none', `matrix(...)` or
 * `matrix3d(...)`). Null when it cannot be read. Whole turns are lost: a matrix only
 * knows the angle modulo 360, which is all the pointer needs.
 */
export function parseRotation(transform: string): number | null {
  const value = transform.trim();
  if (value === '' || value === 'none') return 0;
  const match = /^matrix(3d)?\(([^)]*)\)$/.exec(value);
  if (!match) return null;
  const numbers = match[2]!.split(',').map((n) => Number(n.trim()));
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  // In both forms the first column starts (cos θ, sin θ): matrix(a, b, …) and matrix3d(m11, m12, …).
  if (match[1] ? numbers.length !== 16 : numbers.length !== 6) return null;
  const [cos, sin] = numbers as [number, number];
  return normalizeDegrees((Math.atan2(sin, cos) * 180) / Math.PI);
}

/**
 * The point of the wheel under the top pointer, as a fraction of the turn clockwise
 * from the wheel's own top, when the wheel is turned `rotation` degrees clockwise.
 */
export const pointerFraction = (rotation: number): number => normalizeDegrees(360 - normalizeDegrees(rotation)) / 360;

/**
 * The index of the segment holding `fraction`, given each segment's end (ascending,
 * the last one 1), or -1 when there are none. A point exactly on an edge belongs to
 * the segment after it, like a ticket number belongs to the entry it starts.
 */
export function segmentIndexAt(ends: readonly number[], fraction: number): number {
  if (ends.length === 0) return -1;
  for (let i = 0; i < ends.length; i += 1) if (fraction < ends[i]!) return i;
  return ends.length - 1;
}

/**
 * Whether a radial label centred at `midFraction` of the wheel reads upside down when
 * the wheel rests turned `rotation` degrees: labels run outward from the hub, so on
 * the left half of the screen they would read right to left and are turned half a turn.
 */
export const isLabelFlipped = (midFraction: number, rotation: number): boolean => normalizeDegrees(midFraction * 360 + rotation) > 180;

/**
 * The turn (degrees, -180 to 180) that stands a picture on the wheel upright when the
 * wheel rests turned `rotation` degrees: the short way round, so a swivel to it stays small.
 */
export function uprightTurn(rotation: number): number {
  const turn = normalizeDegrees(-rotation);
  return turn > 180 ? turn - 360 : turn;
}

/** Below these shares of the pool a segment is a sliver: no avatar, and then no name. */
export const AVATAR_MIN_SHARE_PERCENT = 6;
export const LABEL_MIN_SHARE_PERCENT = 3;

export interface SegmentDecor {
  avatar: boolean;
  /** The name is still subject to `segmentLabel`'s length rule. */
  label: boolean;
}

/** What a segment of `sharePercent` of the pool has room for. */
export const segmentDecor = (sharePercent: number): SegmentDecor => ({
  avatar: sharePercent >= AVATAR_MIN_SHARE_PERCENT,
  label: sharePercent >= LABEL_MIN_SHARE_PERCENT,
});
