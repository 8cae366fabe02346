import { useId, useState, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { Bomb, Egg } from 'lucide-react';
import type { HenHouseGame } from '../../../../core/contracts/games';
import { HEN_HOUSE_TILE_COUNT } from '../../../../core/games/hen-house-hazard';
import { cn } from '../../../lib/cn';
import { tileAfterKey, tilePosition } from '../utils/tile-keys';
import './hen-house.css';

type TileLook = 'hidden' | 'picked' | 'safe' | 'bomb' | 'hit';

/** How a tile looks: a running game shows only the player's picks; a finished one shows everything. */
function lookOf(tile: number, game: HenHouseGame | null): TileLook {
  if (!game) return 'hidden';
  const picked = game.revealed.includes(tile);
  if (!game.bombs) return picked ? 'picked' : 'hidden';
  if (game.bombs.includes(tile)) return tile === game.hitTile ? 'hit' : 'bomb';
  return picked ? 'picked' : 'safe';
}

const looks: Record<TileLook, { className: string; label: string }> = {
  hidden: { className: 'border-line-strong bg-surface-3', label: 'hidden' },
  picked: { className: 'border-success bg-success/25 text-success-text', label: 'safe' },
  safe: { className: 'border-success/40 bg-success/10 text-success-text/80', label: 'safe' },
  bomb: { className: 'border-danger/50 bg-danger/15 text-danger-text', label: 'bomb' },
  hit: { className: 'border-danger bg-danger/40 text-white ring-2 ring-danger', label: 'bomb, hit' },
};

const TILES = Array.from({ length: HEN_HOUSE_TILE_COUNT }, (_, tile) => tile);
const SPARKS = Array.from({ length: 8 }, (_, i) => i * 45);

/**
 * When a finished board turns over, tiles nearer the one that decided the game go first,
 * so the reveal spreads out from the player's last pick like a wave.
 */
function revealDelayMs(tile: number, game: HenHouseGame | null): number {
  const from = game?.hitTile ?? game?.revealed.at(-1);
  if (!game?.bombs || from === undefined || from === null) return 0;
  const a = tilePosition(tile);
  const b = tilePosition(from);
  return Math.max(Math.abs(a.row - b.row), Math.abs(a.column - b.column)) * 70;
}

/** The bomb that went off: a flash and sparks over its tile (hidden under reduced motion by the stylesheet). */
function Blast() {
  return (
    <span aria-hidden="true" data-burst>
      <span className="hh-burst" />
      {SPARKS.map((angle) => (
        <span key={angle} className="hh-spark" style={{ '--angle': `${angle}deg`, '--reach': '46px' } as CSSProperties} />
      ))}
    </span>
  );
}

/**
 * The 5×5 board. Tiles are buttons that turn over once the server has said what is under them.
 * The board is one stop in the Tab order and the arrow keys move between its tiles. A tile
 * that cannot be picked (turned, or while an answer is on its way) says so with
 * aria-disabled rather than disabled, so the focus stays on the board after each reveal
 * instead of dropping to the page.
 */
export function TileGrid({
  game,
  canPick,
  waitingTile,
  onPick,
  ref,
}: {
  game: HenHouseGame | null;
  canPick: boolean;
  /** The tile picked while the server's answer is on its way. */
  waitingTile: number | null;
  onPick: (tile: number) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const lost = game?.bombs != null && game.hitTile !== null;
  // The tile the board's single Tab stop is on: the last one focused.
  const [current, setCurrent] = useState(Math.floor(HEN_HOUSE_TILE_COUNT / 2));
  const keysId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tileAfterKey(current, event.key);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tile="${next}"]`)?.focus();
  };
  return (
    <div
      ref={ref}
      role="group"
      aria-label="Hen house, 5 by 5 tiles"
      aria-describedby={keysId}
      data-blast={lost}
      onKeyDown={onKeyDown}
      className="hh-grid grid grid-cols-5 gap-1.5 sm:gap-2.5"
    >
      <p id={keysId} className="sr-only">
        Arrow keys move between tiles; Enter or Space picks one.
      </p>
      {TILES.map((tile) => {
        const look = lookOf(tile, game);
        const { row, column } = tilePosition(tile);
        const turned = look !== 'hidden';
        const pickable = canPick && !turned;
        return (
          <button
            key={tile}
            type="button"
            data-tile={tile}
            data-look={look}
            tabIndex={tile === current ? 0 : -1}
            aria-disabled={!pickable || undefined}
            onFocus={() => setCurrent(tile)}
            onClick={() => {
              if (pickable) onPick(tile);
            }}
            aria-label={`Row ${row + 1}, column ${column + 1}: ${looks[look].label}`}
            className={cn(
              'hh-tile group relative aspect-square rounded-lg',
              pickable ? 'cursor-pointer' : 'cursor-default',
              !turned && !canPick && 'opacity-70',
            )}
          >
            <span
              aria-hidden="true"
              className="hh-card"
              data-turned={turned}
              data-waiting={waitingTile === tile}
              style={{ transitionDelay: turned ? `${revealDelayMs(tile, game)}ms` : undefined }}
            >
              <span
                className={cn(
                  'hh-face bg-gradient-to-br from-surface-3 to-surface-2 transition-colors',
                  looks.hidden.className,
                  canPick && 'group-hover:border-accent group-hover:from-surface-2',
                )}
              >
                <span className="size-2 rounded-full bg-line-strong" />
              </span>
              <span className={cn('hh-face hh-face-back', turned ? looks[look].className : looks.hidden.className)}>
                {look === 'bomb' || look === 'hit' ? <Bomb className="size-1/2" /> : look === 'picked' || look === 'safe' ? <Egg className="size-1/2" /> : null}
              </span>
            </span>
            {look === 'hit' ? <Blast /> : null}
          </button>
        );
      })}
    </div>
  );
}
