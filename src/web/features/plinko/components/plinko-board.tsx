import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { PlinkoRisk } from '../../../../core/games/plinko';
import { plinkoMultipliers } from '../../../../core/games/plinko';
import { cn } from '../../../lib/cn';
import { BOARD_WIDTH, ballWaypoints, boardGeometry, type BoardGeometry } from '../utils/board-geometry';

/** Time per row of pegs; a 16-row drop takes about 2 s. */
const MS_PER_ROW = 125;

export interface FallingBall {
  id: string;
  path: Array<0 | 1>;
  /** A letter or emoji drawn on the ball (another player's initial in the room). */
  label?: string;
  /** A player's avatar drawn on the ball (the room's board). */
  avatar?: string;
  className?: string;
}

/** Bucket colours run from the cool middle to the hot edges, as the multiplier grows. */
export function bucketTone(multiplier: number): string {
  if (multiplier >= 10) return 'fill-red-500 text-white';
  if (multiplier >= 3) return 'fill-orange-500 text-white';
  if (multiplier >= 1) return 'fill-amber-400 text-black';
  return 'fill-yellow-200 text-black';
}

const formatMultiplier = (m: number): string => (m >= 100 ? `${m}` : `${m}×`);

function Ball({
  ball,
  geometry,
  reducedMotion,
  onLanded,
}: {
  ball: FallingBall;
  geometry: BoardGeometry;
  reducedMotion: boolean;
  onLanded: (id: string) => void;
}) {
  const ref = useRef<SVGGElement>(null);
  const points = useMemo(() => ballWaypoints(geometry, ball.path), [geometry, ball.path]);
  // The latest callback, without restarting the fall when the parent re-renders.
  const landedRef = useRef(onLanded);
  useLayoutEffect(() => {
    landedRef.current = onLanded;
  });

  useEffect(() => {
    const node = ref.current;
    const end = points.at(-1)!;
    const land = () => landedRef.current(ball.id);
    // Less motion asked for, or no animation support: the ball is shown where it landed.
    if (!node || reducedMotion || typeof node.animate !== 'function') {
      node?.style.setProperty('transform', `translate(${end.x}px, ${end.y}px)`);
      land();
      return;
    }
    const frames = points.map((p, i) => ({
      transform: `translate(${p.x}px, ${p.y}px)`,
      offset: i / (points.length - 1),
      // Falls onto each peg, faster as it drops.
      easing: 'cubic-bezier(0.45, 0, 0.9, 0.65)',
    }));
    const animation = node.animate(frames, { duration: MS_PER_ROW * (points.length - 1), fill: 'forwards' });
    animation.finished.then(land, () => undefined);
    return () => animation.cancel();
  }, [points, reducedMotion, ball.id]);

  return (
    <g ref={ref} data-ball={ball.id} data-path={ball.path.join('')} style={{ transform: `translate(${points[0]!.x}px, ${points[0]!.y}px)` }}>
      <circle r={geometry.ballRadius} className={cn('fill-accent stroke-black/40', ball.className)} strokeWidth={1} />
      {ball.avatar ? (
        <>
          <clipPath id={`ball-clip-${ball.id}`}>
            <circle r={geometry.ballRadius} />
          </clipPath>
          <image
            href={ball.avatar}
            x={-geometry.ballRadius}
            y={-geometry.ballRadius}
            width={geometry.ballRadius * 2}
            height={geometry.ballRadius * 2}
            clipPath={`url(#ball-clip-${ball.id})`}
            preserveAspectRatio="xMidYMid slice"
          />
        </>
      ) : ball.label ? (
        <text textAnchor="middle" dominantBaseline="central" fontSize={geometry.ballRadius * 1.2} className="fill-black font-bold">
          {ball.label}
        </text>
      ) : null}
    </g>
  );
}

/**
 * The board of pegs and buckets for a row count and risk, with the balls in flight.
 * Each ball is moved along the waypoints of its server-decided path.
 */
export function PlinkoBoard({
  rows,
  risk,
  balls,
  lastBucket,
  reducedMotion,
  onLanded,
  className,
  title = 'Plinko board',
}: {
  rows: number;
  risk: PlinkoRisk;
  balls: readonly FallingBall[];
  /** The bucket the last ball landed in, lit up. */
  lastBucket: number | null;
  reducedMotion: boolean;
  onLanded: (id: string) => void;
  className?: string;
  title?: string;
}) {
  const geometry = useMemo(() => boardGeometry(rows), [rows]);
  const multipliers = plinkoMultipliers(rows, risk);
  return (
    <svg viewBox={`0 0 ${BOARD_WIDTH} ${geometry.height}`} role="img" aria-label={title} className={cn('h-auto w-full select-none', className)}>
      {geometry.pegs.map((peg, i) => (
        <circle key={i} cx={peg.x} cy={peg.y} r={geometry.pegRadius} className="fill-fg-muted" />
      ))}
      {geometry.buckets.map((bucket, b) => {
        const m = multipliers[b]!;
        const lit = lastBucket === b;
        return (
          <g
            key={b}
            data-bucket={b}
            data-lit={lit || undefined}
            className={cn(bucketTone(m), 'transition-opacity', lastBucket !== null && !lit && 'opacity-70')}
          >
            <rect
              x={bucket.x - geometry.bucketWidth / 2}
              y={bucket.y - geometry.bucketHeight / 2 + (lit ? geometry.bucketHeight * 0.15 : 0)}
              width={geometry.bucketWidth}
              height={geometry.bucketHeight}
              rx={geometry.bucketHeight * 0.2}
              className={cn(lit && 'stroke-white')}
              strokeWidth={lit ? 2 : 0}
            />
            <text
              x={bucket.x}
              y={bucket.y + (lit ? geometry.bucketHeight * 0.15 : 0)}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={Math.min(geometry.bucketWidth * 0.36, 12)}
              className="fill-current font-bold"
            >
              {formatMultiplier(m)}
            </text>
          </g>
        );
      })}
      {balls.map((ball) => (
        <Ball key={ball.id} ball={ball} geometry={geometry} reducedMotion={reducedMotion} onLanded={onLanded} />
      ))}
    </svg>
  );
}
