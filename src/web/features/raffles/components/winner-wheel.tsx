import { useMemo } from 'react';
import type { RaffleEntryDto } from '../../../../core/contracts/raffles';
import { segmentLabel, wheelSegments } from '../../../../core/raffles';
import { cn } from '../../../lib/cn';

// Bright fills so the dark labels stay readable on every segment.
const COLORS = ['#f5a524', '#38bdf8', '#a78bfa', '#4ade80', '#fb7185', '#facc15', '#2dd4bf', '#f97316', '#818cf8', '#a3e635'];

const RADIUS = 96;
const point = (fraction: number, radius: number) => {
  const angle = fraction * 2 * Math.PI;
  return { x: Math.sin(angle) * radius, y: -Math.cos(angle) * radius };
};

function slicePath(start: number, end: number): string {
  const a = point(start, RADIUS);
  const b = point(end, RADIUS);
  const large = end - start > 0.5 ? 1 : 0;
  return `M 0 0 L ${a.x.toFixed(3)} ${a.y.toFixed(3)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${b.x.toFixed(3)} ${b.y.toFixed(3)} Z`;
}

export interface WinnerWheelProps {
  entries: readonly RaffleEntryDto[];
  /** Degrees clockwise; the server's winning ticket ends under the pointer. */
  rotation: number;
  spinMs: number;
  winnerId: string | null;
  highlightWinner: boolean;
  className?: string;
}

/**
 * The raffle wheel: one segment per entry in draw order, sized by its amount, so
 * the point under the pointer is the winning ticket of the server's draw.
 */
export function WinnerWheel({ entries, rotation, spinMs, winnerId, highlightWinner, className }: WinnerWheelProps) {
  const segments = useMemo(
    () => wheelSegments(entries.map((e) => ({ userId: e.userId, entryAmount: e.entryAmount, user: e.user }))),
    [entries],
  );
  const label = entries.length === 0 ? 'Winner wheel: waiting for entries' : `Winner wheel with ${entries.length} ${entries.length === 1 ? 'participant' : 'participants'}`;

  return (
    <div className={cn('relative mx-auto aspect-square w-full max-w-[min(20rem,80vw)]', className)} role="img" aria-label={label}>
      {/* The pointer sits still at the top; the wheel turns beneath it. */}
      <svg aria-hidden="true" viewBox="0 0 20 16" className="absolute top-[-0.35rem] left-1/2 z-10 w-6 -translate-x-1/2 drop-shadow">
        <path d="M0 0 H20 L10 16 Z" fill="#e8edf3" stroke="#090c11" strokeWidth="1.5" />
      </svg>
      {/* Clipped to the circle: a turned square's corners would otherwise widen the page. */}
      <div className="size-full overflow-hidden rounded-full">
        <div
          className="size-full"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinMs > 0 ? `transform ${spinMs}ms cubic-bezier(0.12, 0.7, 0.1, 1)` : 'none',
          }}
          data-rotation={rotation}
        >
          <svg viewBox="-100 -100 200 200" className="size-full" aria-hidden="true">
            <circle r="99" fill="#18202b" stroke="#3a4a60" strokeWidth="2" />
            {segments.length === 0 ? (
              <text textAnchor="middle" dominantBaseline="middle" fill="#a6b1bf" fontSize="10">
                Waiting for entries
              </text>
            ) : null}
            {segments.map((s, i) => {
              const color = COLORS[i % COLORS.length]!;
              const dim = highlightWinner && winnerId !== null && s.userId !== winnerId;
              const mid = (s.start + s.end) / 2;
              const name = segmentLabel(s.user.username, s.sharePercent);
              const at = point(mid, RADIUS * 0.6);
              return (
                <g key={`${s.userId}-${i}`} opacity={dim ? 0.35 : 1}>
                  {s.end - s.start >= 0.9999 ? (
                    <circle r={RADIUS} fill={color} stroke="#090c11" strokeWidth="1" />
                  ) : (
                    <path d={slicePath(s.start, s.end)} fill={color} stroke="#090c11" strokeWidth="1" />
                  )}
                  {name ? (
                    <text
                      x={at.x}
                      y={at.y}
                      fill="#0b0f14"
                      fontSize="8"
                      fontWeight="700"
                      textAnchor="middle"
                      dominantBaseline="middle"
                      transform={`rotate(${mid * 360 - 90} ${at.x} ${at.y})`}
                    >
                      {name}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <circle r="14" fill="#10151d" stroke="#3a4a60" strokeWidth="2" />
          </svg>
        </div>
      </div>
    </div>
  );
}
