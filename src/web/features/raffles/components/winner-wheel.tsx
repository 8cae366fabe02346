import { useId, useMemo, useRef } from 'react';
import type { RaffleEntryDto } from '../../../../core/contracts/raffles';
import { segmentLabel, wheelSegments, type WheelSegment } from '../../../../core/raffles';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { cn } from '../../../lib/cn';
import { useWheelTicks } from '../hooks/use-wheel-ticks';
import { isLabelFlipped, segmentDecor, uprightTurn } from '../utils/wheel-angles';
import './winner-wheel.css';

// Bright fills so the dark labels stay readable on every segment.
const COLORS = ['#f5a524', '#38bdf8', '#a78bfa', '#4ade80', '#fb7185', '#facc15', '#2dd4bf', '#f97316', '#818cf8', '#a3e635'];

const RADIUS = 96;
const HUB_RADIUS = 14;
/** Where the avatars sit, near the rim, and how large they may grow: the names get the rest of the radius. */
const AVATAR_RING = 80;
const AVATAR_MAX = 24;
const AVATAR_MIN = 14;
/** A bold name's average character width, in font sizes. */
const CHAR_WIDTH = 0.6;
const LABEL_MAX_FONT = 9;
const LABEL_MIN_FONT = 4.5;
/** Bulbs round the rim: they chase while the wheel turns. */
const BULBS = 24;

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

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** The length of the segment's arc at `radius`, in viewBox units. */
const arcAt = (segment: WheelSegment<unknown>, radius: number) => 2 * Math.PI * radius * (segment.end - segment.start);

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
 * the point under the pointer is the winning ticket of the server's draw. Each
 * segment with room carries its player's Steam avatar near the rim and their name
 * along the radius; the wheel ticks and the pointer kicks as each edge passes.
 */
export function WinnerWheel({ entries, rotation, spinMs, winnerId, highlightWinner, className }: WinnerWheelProps) {
  const segments = useMemo(() => wheelSegments(entries.map((e) => ({ userId: e.userId, entryAmount: e.entryAmount, user: e.user }))), [entries]);
  const ends = useMemo(() => segments.map((s) => s.end), [segments]);
  const reducedMotion = useReducedMotion();
  const spinning = spinMs > 0;
  const rotor = useRef<HTMLDivElement>(null);
  const pointer = useRef<SVGSVGElement>(null);
  useWheelTicks({ rotor, pointer, ends, active: spinning && !reducedMotion });

  // Names and avatars stand upright for where the wheel rests. While it turns they keep
  // the turn they had before the spin: turning them for the landing would hint at it.
  const restingRotation = spinning ? 0 : rotation;
  const clipId = `wheel-avatar-${useId().replace(/[^\w-]/g, '')}`;
  const label =
    entries.length === 0 ? 'Winner wheel: waiting for entries' : `Winner wheel with ${entries.length} ${entries.length === 1 ? 'participant' : 'participants'}`;
  const state = spinning ? 'spinning' : highlightWinner ? 'stopped' : 'idle';

  return (
    <div
      className={cn('winner-wheel relative mx-auto aspect-square w-full max-w-[min(24rem,84vw)]', className)}
      role="img"
      aria-label={label}
      data-testid="winner-wheel"
      data-state={state}
    >
      {/* The pointer sits still at the top; the wheel turns beneath it. */}
      <svg
        ref={pointer}
        aria-hidden="true"
        viewBox="0 0 24 32"
        className="winner-wheel-pointer absolute top-[-0.7rem] left-1/2 z-10 w-[9%] min-w-6 -translate-x-1/2"
      >
        <path d="M12 31 L3.2 15.5 A10 10 0 1 1 20.8 15.5 Z" fill="#f5a524" stroke="#090c11" strokeWidth="1.75" strokeLinejoin="round" />
        <circle cx="12" cy="11" r="3.5" fill="#090c11" />
      </svg>
      {/* Clipped to the circle: a turned square's corners would otherwise widen the page. */}
      <div className="size-full overflow-hidden rounded-full">
        <div
          ref={rotor}
          className="size-full"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinning ? `transform ${spinMs}ms cubic-bezier(0.12, 0.7, 0.1, 1)` : 'none',
          }}
          data-rotation={rotation}
        >
          <svg viewBox="-100 -100 200 200" className="size-full" aria-hidden="true">
            <defs>
              <clipPath id={clipId} clipPathUnits="objectBoundingBox">
                <circle cx="0.5" cy="0.5" r="0.5" />
              </clipPath>
            </defs>
            <circle r="99" fill="#18202b" stroke="#3a4a60" strokeWidth="2" />
            {segments.length === 0 ? (
              <text textAnchor="middle" dominantBaseline="middle" fill="#a6b1bf" fontSize="10">
                Waiting for entries
              </text>
            ) : null}
            {segments.map((s, i) => (
              <Segment
                key={`${s.userId}-${i}`}
                segment={s}
                color={COLORS[i % COLORS.length]!}
                dim={highlightWinner && winnerId !== null && s.userId !== winnerId}
                won={highlightWinner && s.userId === winnerId}
                restingRotation={restingRotation}
                clipId={clipId}
              />
            ))}
            <circle r={HUB_RADIUS} fill="#10151d" stroke="#3a4a60" strokeWidth="2" />
            <circle r={HUB_RADIUS - 6} fill="#f5a524" opacity="0.85" />
          </svg>
        </div>
      </div>
      {/* The rim and its bulbs stay still around the turning wheel. */}
      <svg viewBox="-100 -100 200 200" className="pointer-events-none absolute inset-0 size-full" aria-hidden="true">
        <circle r="98" fill="none" stroke="#0b0f14" strokeWidth="4" />
        {Array.from({ length: BULBS }, (_, i) => {
          const at = point(i / BULBS, 98);
          return <circle key={i} cx={at.x} cy={at.y} r="1.6" className={cn('winner-wheel-bulb', i % 2 === 1 && 'winner-wheel-bulb-odd')} />;
        })}
      </svg>
    </div>
  );
}

interface SegmentProps {
  segment: WheelSegment<RaffleEntryDto['user']>;
  color: string;
  dim: boolean;
  won: boolean;
  restingRotation: number;
  clipId: string;
}

function Segment({ segment: s, color, dim, won, restingRotation, clipId }: SegmentProps) {
  const decor = segmentDecor(s.sharePercent);
  const mid = (s.start + s.end) / 2;
  const avatarSize = clamp(arcAt(s, AVATAR_RING) * 0.75, AVATAR_MIN, AVATAR_MAX);
  const name = decor.label ? segmentLabel(s.user.username, s.sharePercent) : null;
  // The name runs along the radius from the hub to just inside the avatar (or the rim).
  const labelOuter = decor.avatar ? AVATAR_RING - avatarSize / 2 - 2.5 : RADIUS - 6;
  const labelRoom = labelOuter - (HUB_RADIUS + 2);
  const chars = name ? [...name].length : 0;
  const fontSize = name ? Math.min(clamp(labelRoom / (chars * CHAR_WIDTH), LABEL_MIN_FONT, LABEL_MAX_FONT), arcAt(s, (labelOuter + HUB_RADIUS) / 2) * 0.8) : 0;
  const flipped = isLabelFlipped(mid, restingRotation);
  const upright = uprightTurn(restingRotation);
  const labelAt = point(mid, labelOuter);
  const avatarAt = point(mid, AVATAR_RING);
  const whole = s.end - s.start >= 0.9999;

  return (
    <g opacity={dim ? 0.35 : 1} className={won ? 'winner-wheel-won' : undefined} data-user={won ? s.userId : undefined}>
      {whole ? (
        <circle r={RADIUS} fill={color} stroke="#090c11" strokeWidth="1" />
      ) : (
        <path d={slicePath(s.start, s.end)} fill={color} stroke="#090c11" strokeWidth="1" />
      )}
      {decor.avatar ? (
        // Upright where the wheel rests; it swivels upright again once the wheel has stopped.
        <g data-testid="wheel-avatar" className="winner-wheel-upright" style={{ transform: `rotate(${upright}deg)` }}>
          <circle cx={avatarAt.x} cy={avatarAt.y} r={avatarSize / 2 + 1.5} fill="#0b0f14" />
          <text x={avatarAt.x} y={avatarAt.y} fill="#e8edf3" fontSize={avatarSize * 0.45} fontWeight="700" textAnchor="middle" dominantBaseline="central">
            {s.user.username.trim().charAt(0).toUpperCase() || '?'}
          </text>
          {s.user.avatar ? (
            <image
              href={s.user.avatar}
              x={avatarAt.x - avatarSize / 2}
              y={avatarAt.y - avatarSize / 2}
              width={avatarSize}
              height={avatarSize}
              clipPath={`url(#${clipId})`}
              preserveAspectRatio="xMidYMid slice"
            />
          ) : null}
        </g>
      ) : null}
      {name && fontSize >= LABEL_MIN_FONT ? (
        // Along the radius, outward from the hub; on the left half turned half a turn about its own middle so it reads left to right.
        <g transform={`rotate(${mid * 360 - 90} ${labelAt.x} ${labelAt.y})`}>
          <text
            x={labelAt.x}
            y={labelAt.y}
            fill="#0b0f14"
            fontSize={fontSize.toFixed(2)}
            fontWeight="700"
            textAnchor="end"
            dominantBaseline="central"
            className="winner-wheel-upright"
            style={{ transform: flipped ? 'rotate(180deg)' : 'none' }}
            data-flipped={flipped || undefined}
          >
            {name}
          </text>
        </g>
      ) : null}
    </g>
  );
}
