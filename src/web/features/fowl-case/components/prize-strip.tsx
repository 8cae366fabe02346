import { useEffect, useRef, useState } from 'react';
import { CASE_PRIZES, STRIP_TILE_WIDTH, caseStripNudge, caseStripOffset, caseStripTiles } from '../../../../core/games/fowl-case';
import { FowlIcon } from '../../../components/ui/fowl-icon';
import { cn } from '../../../lib/cn';
import { prizeClass } from './prize-style';

interface PrizeStripProps {
  /** The server's prize once known; the strip can show before it arrives. */
  prizeIndex: number | null;
  ticket: number;
  decorSeed: number;
  /** True from the moment the strip should travel to the prize. */
  landed: boolean;
  scrollMs: number;
}

/** Keeps the strip's viewport width in state, so the landing spot follows a resize. */
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
 * A row of 96 px tiles under a centre marker. The winning tile is the strip's stop
 * tile; it sits far off screen until the strip travels, so it can be filled in when
 * the server's answer arrives.
 */
export function PrizeStrip({ prizeIndex, ticket, decorSeed, landed, scrollMs }: PrizeStripProps) {
  const [viewport, width] = useWidth<HTMLDivElement>();
  const tiles = caseStripTiles(prizeIndex ?? 0, decorSeed);
  const offset = landed && width > 0 ? caseStripOffset(width, caseStripNudge(ticket)) : 0;
  return (
    <div ref={viewport} className="relative overflow-hidden rounded-lg border border-line bg-surface-2 py-3" aria-hidden="true">
      <div
        className="flex will-change-transform"
        style={{
          transform: `translateX(${offset}px)`,
          transition: landed ? `transform ${scrollMs}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none',
        }}
      >
        {tiles.map((index, i) => (
          <div key={i} className="shrink-0 px-1" style={{ width: STRIP_TILE_WIDTH }}>
            <div className={cn('flex h-20 flex-col items-center justify-center gap-1 rounded-md border text-sm font-bold tabular-nums', prizeClass(index))}>
              <FowlIcon className="size-6" />
              {CASE_PRIZES[index]?.prize}
            </div>
          </div>
        ))}
      </div>
      <div className="pointer-events-none absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-accent shadow-[0_0_12px_rgba(245,165,36,0.9)]" />
      <div className="pointer-events-none absolute inset-y-0 left-0 w-12 bg-gradient-to-r from-surface-2 to-transparent" />
      <div className="pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-surface-2 to-transparent" />
    </div>
  );
}
