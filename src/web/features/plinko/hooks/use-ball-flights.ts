import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { ballWaypoints, positionAt, type BoardGeometry, type Point } from '../utils/board-geometry';

/** Time per step of the fall; a 16-row drop takes about 2 s. */
const MS_PER_ROW = 125;
/** Ids of balls that landed, remembered so that a ball shown again (the room's copy, then the player's own) lands at once. */
const REMEMBERED_LANDINGS = 200;

interface Flight {
  points: Point[];
  start: number;
  duration: number;
}

const place = (node: Element, p: Point) => node.setAttribute('transform', `translate(${p.x} ${p.y})`);

/**
 * Moves every ball on the board along its waypoints in one requestAnimationFrame loop:
 * React draws a ball once, and each frame only sets the transforms of the balls in
 * flight. A ball is keyed by its drop id, so one that stays on the board while its
 * owner changes (the room's copy of the player's own drop) keeps falling where it is.
 * With less motion asked for, a ball is placed in its bucket at once.
 */
export function useBallFlights({
  svg,
  geometry,
  balls,
  reducedMotion,
  onLanded,
}: {
  svg: RefObject<SVGSVGElement | null>;
  geometry: BoardGeometry;
  balls: ReadonlyArray<{ id: string; path: ReadonlyArray<0 | 1> }>;
  reducedMotion: boolean;
  onLanded: (id: string) => void;
}): void {
  const flights = useRef(new Map<string, Flight>());
  const landed = useRef(new Set<string>());
  const frame = useRef<number | null>(null);
  // The latest callback, without restarting the falls when the parent re-renders.
  const landedCallback = useRef(onLanded);
  useLayoutEffect(() => {
    landedCallback.current = onLanded;
  });

  useLayoutEffect(() => {
    const land = (id: string) => {
      flights.current.delete(id);
      landed.current.add(id);
      if (landed.current.size > REMEMBERED_LANDINGS) landed.current.delete(landed.current.values().next().value!);
      landedCallback.current(id);
    };
    const nodeOf = (id: string) => svg.current?.querySelector(`[data-ball="${CSS.escape(id)}"]`) ?? null;

    const tick = (now: number) => {
      frame.current = null;
      const done: string[] = [];
      for (const [id, flight] of flights.current) {
        const t = (now - flight.start) / flight.duration;
        const node = nodeOf(id);
        if (node) place(node, positionAt(flight.points, t));
        if (t >= 1) done.push(id);
      }
      done.forEach(land);
      if (flights.current.size > 0) frame.current = requestAnimationFrame(tick);
    };

    const shown = new Set(balls.map((b) => b.id));
    for (const id of flights.current.keys()) if (!shown.has(id)) flights.current.delete(id);
    const now = performance.now();
    const atOnce: string[] = [];
    for (const ball of balls) {
      if (flights.current.has(ball.id)) continue;
      const points = ballWaypoints(geometry, ball.path);
      if (reducedMotion || landed.current.has(ball.id)) {
        const node = nodeOf(ball.id);
        if (node) place(node, points.at(-1)!);
        atOnce.push(ball.id);
      } else {
        flights.current.set(ball.id, { points, start: now, duration: MS_PER_ROW * (points.length - 1) });
      }
    }
    atOnce.forEach(land);
    if (flights.current.size > 0 && frame.current === null) frame.current = requestAnimationFrame(tick);
  }, [svg, geometry, balls, reducedMotion]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      flights.current.clear();
    },
    [],
  );
}
