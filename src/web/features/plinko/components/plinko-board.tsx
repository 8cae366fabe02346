import { useMemo, useRef } from 'react';
import type { PlinkoRisk } from '../../../../core/games/plinko';
import { plinkoMultipliers } from '../../../../core/games/plinko';
import { cn } from '../../../lib/cn';
import { useBallFlights } from '../hooks/use-ball-flights';
import { BOARD_WIDTH, ballWaypoints, boardGeometry } from '../utils/board-geometry';

export interface FallingBall {
  id: string;
  path: Array<0 | 1>;
  /** The player's colour (playerColour). */
  colour: string;
  /** Who dropped it: `key` is their id ('hidden' for a player who hides their name), `name` what hovering shows. */
  player: { key: string; name: string };
  /** The viewer's own ball, drawn with a white ring. */
  own?: boolean;
}

/** Bucket colours run from the cool middle to the hot edges, as the multiplier grows. */
export function bucketTone(multiplier: number): string {
  if (multiplier >= 10) return 'fill-red-500 text-white';
  if (multiplier >= 3) return 'fill-orange-500 text-white';
  if (multiplier >= 1) return 'fill-amber-400 text-black';
  return 'fill-yellow-200 text-black';
}

const formatMultiplier = (m: number): string => (m >= 100 ? `${m}` : `${m}×`);

/**
 * The board of pegs and buckets for a row count and risk, with every ball in flight on
 * it. Each ball follows the waypoints of its server-decided path; one animation frame
 * loop moves them all (useBallFlights), so a shower of balls costs one loop, not one
 * animation each.
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
  /** Called once a ball is in its bucket; may be called again for the same id, so it must be idempotent. */
  onLanded: (id: string) => void;
  className?: string;
  title?: string;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const geometry = useMemo(() => boardGeometry(rows), [rows]);
  const multipliers = plinkoMultipliers(rows, risk);
  useBallFlights({ svg, geometry, balls, reducedMotion, onLanded });
  return (
    <svg ref={svg} viewBox={`0 0 ${BOARD_WIDTH} ${geometry.height}`} role="img" aria-label={title} className={cn('h-auto w-full select-none', className)}>
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
      {balls.map((ball) => {
        // Drawn at the top; the frame loop moves it from there.
        const start = ballWaypoints(geometry, ball.path)[0]!;
        return (
          <g
            key={ball.id}
            data-ball={ball.id}
            data-path={ball.path.join('')}
            data-player={ball.player.key}
            data-colour={ball.colour}
            data-own={ball.own || undefined}
            transform={`translate(${start.x} ${start.y})`}
          >
            <title>{ball.player.name}</title>
            <circle
              r={geometry.ballRadius}
              fill={ball.colour}
              stroke={ball.own ? 'white' : 'rgb(0 0 0 / 0.55)'}
              strokeWidth={ball.own ? Math.max(1.5, geometry.ballRadius * 0.3) : 1}
            />
          </g>
        );
      })}
    </svg>
  );
}
