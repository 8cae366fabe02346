// Where the pegs, buckets and ball go on the Plinko board, in SVG user units. The
// ball's waypoints come from the server's path alone: above row i it sits on peg
// k + 1 of that row, k being its right turns so far, so the picture follows the
// decided path step by step and ends over bucket = number of rights.

export const BOARD_WIDTH = 400;

export interface Point {
  x: number;
  y: number;
}

export interface BoardGeometry {
  rows: number;
  /** Distance between neighbouring pegs (and bucket centres). */
  spacing: number;
  pegRadius: number;
  ballRadius: number;
  height: number;
  pegs: Point[];
  /** Centre of bucket b, b = 0..rows. */
  buckets: Point[];
  bucketWidth: number;
  bucketHeight: number;
}

const CENTRE = BOARD_WIDTH / 2;

export function boardGeometry(rows: number): BoardGeometry {
  // The last row has rows + 2 pegs; one more spacing keeps a margin on both sides.
  const spacing = BOARD_WIDTH / (rows + 3);
  const top = spacing;
  const rowGap = spacing * 0.92;
  const pegs: Point[] = [];
  for (let row = 0; row < rows; row++) {
    for (let j = 0; j < row + 3; j++) pegs.push({ x: CENTRE + (j - (row + 2) / 2) * spacing, y: top + row * rowGap });
  }
  const bucketHeight = spacing * 0.8;
  const bucketY = top + rows * rowGap + bucketHeight / 2;
  const buckets = Array.from({ length: rows + 1 }, (_, b) => ({ x: CENTRE + (b - rows / 2) * spacing, y: bucketY }));
  return {
    rows,
    spacing,
    pegRadius: Math.max(2, spacing * 0.1),
    ballRadius: spacing * 0.28,
    height: bucketY + bucketHeight / 2 + spacing * 0.3,
    pegs,
    buckets,
    bucketWidth: spacing * 0.9,
    bucketHeight,
  };
}

/** The ball's stops: its start, resting on one peg per row, then in its bucket. */
export function ballWaypoints(geometry: BoardGeometry, path: readonly (0 | 1)[]): Point[] {
  const { spacing, ballRadius, pegRadius, rows } = geometry;
  if (path.length !== rows) throw new Error(`a path of ${rows} steps is needed, got ${path.length}`);
  const rowGap = spacing * 0.92;
  const points: Point[] = [{ x: CENTRE, y: 0 }];
  let rights = 0;
  for (let row = 0; row < rows; row++) {
    points.push({ x: CENTRE + (rights - row / 2) * spacing, y: spacing + row * rowGap - pegRadius - ballRadius });
    rights += path[row]!;
  }
  points.push(geometry.buckets[rights]!);
  return points;
}

/**
 * Where the ball is `t` (0 to 1) of the way through its fall: an equal share of the time
 * per step, falling faster as it leaves each peg (downwards like gravity, sideways
 * quickly at first, as off a bounce).
 */
export function positionAt(points: readonly Point[], t: number): Point {
  const steps = points.length - 1;
  const along = Math.min(Math.max(t, 0), 1) * steps;
  const i = Math.min(Math.floor(along), steps - 1);
  const u = along - i;
  const from = points[i]!;
  const to = points[i + 1]!;
  return { x: from.x + (to.x - from.x) * (1 - (1 - u) * (1 - u)), y: from.y + (to.y - from.y) * u * u };
}
