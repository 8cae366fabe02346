import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CANVAS, TARGET_RADIUS, type Point } from '../../../../core/games/fowl-hunt';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import type { HuntPhase, LiveRound } from '../hooks/use-hunt-round';
import { FIELD_CENTRE, sightAfterKey } from '../utils/keyboard-sight';

interface HuntCanvasProps {
  phase: HuntPhase;
  round: LiveRound | null;
  /** Big text over the field when not playing ("Victory!", "Press Start"). */
  message: { title: string; detail?: string; tone: 'neutral' | 'win' | 'loss' };
  onShoot: (point: Point) => void;
}

const COLORS = {
  field: '#0d141c',
  grid: 'rgba(166, 177, 191, 0.07)',
  ring: '#f5a524',
  ringDark: '#8a5206',
  centre: '#fff3d6',
  hit: 'rgba(110, 231, 160, 0.9)',
  miss: 'rgba(255, 138, 128, 0.9)',
  text: '#e8edf3',
  muted: '#a6b1bf',
  win: '#6ee7a0',
  loss: '#ff8a80',
};

function drawField(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = COLORS.field;
  ctx.fillRect(0, 0, CANVAS.width, CANVAS.height);
  ctx.strokeStyle = COLORS.grid;
  ctx.lineWidth = 1;
  for (let x = 50; x < CANVAS.width; x += 50) {
    ctx.beginPath();
    ctx.moveTo(x + 0.5, 0);
    ctx.lineTo(x + 0.5, CANVAS.height);
    ctx.stroke();
  }
  for (let y = 50; y < CANVAS.height; y += 50) {
    ctx.beginPath();
    ctx.moveTo(0, y + 0.5);
    ctx.lineTo(CANVAS.width, y + 0.5);
    ctx.stroke();
  }
}

/** A target: amber rings like a shooting target, the exact hit radius as its outer edge. */
function drawTarget(ctx: CanvasRenderingContext2D, { x, y }: Point) {
  const rings: Array<[number, string]> = [
    [TARGET_RADIUS, COLORS.ring],
    [TARGET_RADIUS * 0.72, COLORS.ringDark],
    [TARGET_RADIUS * 0.5, COLORS.ring],
    [TARGET_RADIUS * 0.22, COLORS.centre],
  ];
  for (const [r, color] of rings) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = color;
    ctx.fill();
  }
}

/** The keyboard's sight: a white crosshair where Space or Enter will shoot. */
function drawSight(ctx: CanvasRenderingContext2D, { x, y }: Point) {
  ctx.strokeStyle = COLORS.text;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, 14, 0, Math.PI * 2);
  ctx.moveTo(x - 22, y);
  ctx.lineTo(x - 6, y);
  ctx.moveTo(x + 6, y);
  ctx.lineTo(x + 22, y);
  ctx.moveTo(x, y - 22);
  ctx.lineTo(x, y - 6);
  ctx.moveTo(x, y + 6);
  ctx.lineTo(x, y + 22);
  ctx.stroke();
}

function drawMarker(ctx: CanvasRenderingContext2D, { point, hit }: NonNullable<LiveRound['lastClick']>) {
  ctx.strokeStyle = hit ? COLORS.hit : COLORS.miss;
  ctx.lineWidth = 3;
  ctx.beginPath();
  if (hit) {
    ctx.arc(point.x, point.y, 10, 0, Math.PI * 2);
  } else {
    ctx.moveTo(point.x - 8, point.y - 8);
    ctx.lineTo(point.x + 8, point.y + 8);
    ctx.moveTo(point.x + 8, point.y - 8);
    ctx.lineTo(point.x - 8, point.y + 8);
  }
  ctx.stroke();
}

/** A target that was hit bursts: a ring that grows and fades, and sparks flying out. */
const POP_MS = 380;
const SPARKS = 8;

interface Pop extends Point {
  at: number;
}

function drawPop(ctx: CanvasRenderingContext2D, pop: Pop, now: number) {
  const t = Math.min(1, (now - pop.at) / POP_MS);
  ctx.save();
  ctx.globalAlpha = 1 - t;
  ctx.strokeStyle = COLORS.centre;
  ctx.lineWidth = 6 * (1 - t) + 1;
  ctx.beginPath();
  ctx.arc(pop.x, pop.y, TARGET_RADIUS * (0.7 + t * 0.9), 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = COLORS.ring;
  for (let i = 0; i < SPARKS; i++) {
    const angle = (i / SPARKS) * Math.PI * 2;
    const reach = TARGET_RADIUS * (0.5 + t * 1.4);
    ctx.beginPath();
    ctx.arc(pop.x + Math.cos(angle) * reach, pop.y + Math.sin(angle) * reach, 5 * (1 - t) + 1, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

function drawMessage(ctx: CanvasRenderingContext2D, message: HuntCanvasProps['message']) {
  ctx.fillStyle = 'rgba(9, 12, 17, 0.72)';
  ctx.fillRect(0, 0, CANVAS.width, CANVAS.height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = message.tone === 'win' ? COLORS.win : message.tone === 'loss' ? COLORS.loss : COLORS.text;
  ctx.font = '700 56px system-ui, sans-serif';
  ctx.fillText(message.title, CANVAS.width / 2, CANVAS.height / 2 - (message.detail ? 24 : 0));
  if (message.detail) {
    ctx.fillStyle = COLORS.muted;
    ctx.font = '500 26px system-ui, sans-serif';
    ctx.fillText(message.detail, CANVAS.width / 2, CANVAS.height / 2 + 36);
  }
}

/**
 * The 800x600 field, scaled to its container. Pointer positions are mapped back to
 * 800x600 coordinates, the space the targets and the server's hit rule live in.
 */
export function HuntCanvas({ phase, round, message, onShoot }: HuntCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The keyboard's sight, shown once an arrow key has moved it: keyboard players aim by steps and shoot where it is.
  const [sight, setSight] = useState<Point | null>(null);
  const reducedMotion = useReducedMotion();
  const pops = useRef<Pop[]>([]);
  const poppedClick = useRef<number | undefined>(undefined);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const click = round?.lastClick;
    if (phase !== 'playing') pops.current = [];
    else if (!reducedMotion && click?.hit && click.target && click.seq !== poppedClick.current) {
      poppedClick.current = click.seq;
      pops.current = [...pops.current, { ...click.target, at: performance.now() }];
    }
    const paint = (now: number) => {
      drawField(ctx);
      if (round && phase === 'playing') {
        for (const target of round.board.shown) if (target) drawTarget(ctx, target);
        for (const pop of pops.current) drawPop(ctx, pop, now);
        if (round.lastClick) drawMarker(ctx, round.lastClick);
        if (sight) drawSight(ctx, sight);
      } else {
        drawMessage(ctx, message);
      }
      pops.current = pops.current.filter((pop) => now - pop.at < POP_MS);
      if (pops.current.length > 0) frame.current = requestAnimationFrame(paint);
    };
    cancelAnimationFrame(frame.current);
    paint(performance.now());
  }, [phase, round, message, reducedMotion, sight]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    onShoot({
      x: ((event.clientX - rect.left) * CANVAS.width) / rect.width,
      y: ((event.clientY - rect.top) * CANVAS.height) / rect.height,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (phase !== 'playing' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      // Held keys repeat: each shot is one press, as each click is.
      if (!event.repeat) onShoot(sight ?? FIELD_CENTRE);
      return;
    }
    const next = sightAfterKey(sight ?? FIELD_CENTRE, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setSight(next);
  };

  return (
    <canvas
      ref={canvasRef}
      tabIndex={0}
      onKeyDown={onKeyDown}
      width={CANVAS.width}
      height={CANVAS.height}
      onPointerDown={onPointerDown}
      onContextMenu={(e) => e.preventDefault()}
      role="application"
      aria-roledescription="aiming field"
      aria-label={
        phase === 'playing'
          ? 'Fowl Hunt field: click the targets as fast and accurately as you can, or aim with the arrow keys (Shift for bigger steps) and shoot with Space'
          : `Fowl Hunt field: ${message.title}${message.detail ? `. ${message.detail}` : ''}`
      }
      data-testid="fowl-hunt-canvas"
      data-phase={phase}
      className="mx-auto block aspect-[4/3] h-auto w-full max-w-[max(20rem,calc((100dvh-12rem)*4/3))] cursor-crosshair touch-none rounded-lg border border-line select-none"
    />
  );
}
