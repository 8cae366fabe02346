import { useEffect, useMemo, useRef, useState } from 'react';
import { STRIP_STOP_INDEX, STRIP_TILE_WIDTH, caseStripNudge, caseStripOffset } from '../../../../core/games/fowl-case';
import { FowlIcon } from '../../../components/ui/fowl-icon';
import { useReelTicks } from '../hooks/use-reel-ticks';
import { reelTiles } from '../utils/reel-tiles';
import { rarityStyle } from './prize-style';

/** waiting: shown, not moving yet; spinning: travelling to the prize; stopped: on it. */
export type ReelState = 'waiting' | 'spinning' | 'stopped';

interface PrizeStripProps {
  /** The server's prize once known; the reel can show before it arrives. */
  prizeIndex: number | null;
  ticket: number;
  decorSeed: number;
  state: ReelState;
  scrollMs: number;
  /** Called once the reel has physically come to rest on the prize. */
  onStopped: () => void;
}

/** Keeps the reel's viewport width in state, so the landing spot follows a resize. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A reel of 96 px prize tiles in their rarity colours under a centre pointer. The
 * winning tile is the stop tile; it sits far off screen until the reel travels, so
 * it can be filled in when the server's answer arrives. The reel eases out onto a
 * spot inside the winning tile and says so with data-reel-state="stopped".
 */
export function PrizeStrip({ prizeIndex, ticket, decorSeed, state, scrollMs, onStopped }: PrizeStripProps) {
  const [viewport, width] = useWidth<HTMLDivElement>();
  const track = useRef<HTMLDivElement>(null);
  const pointer = useRef<HTMLDivElement>(null);
  const tiles = useMemo(() => reelTiles(prizeIndex ?? 0, decorSeed), [prizeIndex, decorSeed]);
  const travelling = state !== 'waiting' && width > 0;
  const offset = travelling ? caseStripOffset(width, caseStripNudge(ticket)) : 0;
  const animated = state === 'spinning' && scrollMs > 0;

  useReelTicks(track, pointer, width, animated && travelling);

  // With nothing to animate (reduced motion) the reel is on the prize as soon as it is placed.
  useEffect(() => {
    if (state === 'spinning' && travelling && !animated) onStopped();
  }, [state, travelling, animated, onStopped]);

  return (
    <div
      ref={viewport}
      className="case-reel relative overflow-hidden rounded-lg border border-line bg-surface py-5"
      data-reel-state={state}
      data-testid="case-reel"
      aria-hidden="true"
    >
      <div
        ref={track}
        className="flex will-change-transform"
        style={{
          transform: `translateX(${offset}px)`,
          // A long ease-out: fast at first, then each tile slower than the last.
          transition: animated ? `transform ${scrollMs}ms cubic-bezier(0.1, 0.75, 0.12, 1)` : 'none',
        }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && event.propertyName === 'transform' && state === 'spinning') onStopped();
        }}
      >
        {tiles.map((tile, i) => {
          const winner = i === STRIP_STOP_INDEX && state === 'stopped';
          return (
            <div key={i} className="shrink-0 px-1" style={{ width: STRIP_TILE_WIDTH }}>
              <div
                className="case-tile flex h-24 flex-col items-center justify-center gap-1.5 rounded-md text-base font-bold tabular-nums"
                style={rarityStyle(tile.index)}
                data-tier={tile.rarity.tier}
                data-winner={winner ? 'true' : undefined}
              >
                <FowlIcon className="case-tile-icon size-8" />
                {tile.prize}
              </div>
            </div>
          );
        })}
      </div>
      <div ref={pointer} className="case-marker pointer-events-none absolute inset-y-0 left-1/2 z-10" data-testid="case-reel-marker">
        <div className="absolute inset-y-0 -left-px w-0.5 bg-accent shadow-[0_0_12px_rgba(245,165,36,0.9)]" />
      </div>
      <div className="pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-surface to-transparent sm:w-16" />
      <div className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-surface to-transparent sm:w-16" />
    </div>
  );
}
