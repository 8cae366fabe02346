import { CANVAS, type Point } from '../../../../core/games/fowl-hunt';

// Fowl Hunt from the keyboard: the arrow keys move a sight over the field and Space or
// Enter shoots where it is, a click at that point like any other.

/** How far an arrow key moves the keyboard sight, and with Shift held. */
const SIGHT_STEP = 20;
const SIGHT_LEAP = 80;
/** Where the sight starts. */
export const FIELD_CENTRE: Point = { x: CANVAS.width / 2, y: CANVAS.height / 2 };

/** Where an arrow key moves the sight, kept on the field; null for any other key. */
export function sightAfterKey(sight: Point, key: string, leap: boolean): Point | null {
  const step = leap ? SIGHT_LEAP : SIGHT_STEP;
  const within = (n: number, max: number) => Math.min(max, Math.max(0, n));
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[key];
  return move ? { x: within(sight.x + move[0], CANVAS.width), y: within(sight.y + move[1], CANVAS.height) } : null;
}
