import { Bomb, Egg } from 'lucide-react';
import type { HenHouseGame } from '../../../../core/contracts/games';
import { HEN_HOUSE_COLUMNS, HEN_HOUSE_TILE_COUNT } from '../../../../core/games/hen-house-hazard';
import { cn } from '../../../lib/cn';

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
  hidden: { className: 'border-line-strong bg-surface-3 hover:border-accent hover:bg-surface-2 enabled:cursor-pointer', label: 'hidden' },
  picked: { className: 'border-success bg-success/25 text-success-text', label: 'safe' },
  safe: { className: 'border-success/40 bg-success/10 text-success-text/80', label: 'safe' },
  bomb: { className: 'border-danger/50 bg-danger/15 text-danger-text', label: 'bomb' },
  hit: { className: 'border-danger bg-danger/40 text-white ring-2 ring-danger', label: 'bomb, hit' },
};

const TILES = Array.from({ length: HEN_HOUSE_TILE_COUNT }, (_, tile) => tile);

/** The 5×5 board. Tiles are buttons, so the whole game is playable from the keyboard. */
export function TileGrid({ game, canPick, onPick }: { game: HenHouseGame | null; canPick: boolean; onPick: (tile: number) => void }) {
  return (
    <div role="group" aria-label="Hen house, 5 by 5 tiles" className="grid grid-cols-5 gap-1.5 sm:gap-2.5">
      {TILES.map((tile) => {
        const look = lookOf(tile, game);
        const row = Math.floor(tile / HEN_HOUSE_COLUMNS) + 1;
        const column = (tile % HEN_HOUSE_COLUMNS) + 1;
        return (
          <button
            key={tile}
            type="button"
            data-tile={tile}
            data-look={look}
            disabled={!canPick || look !== 'hidden'}
            onClick={() => onPick(tile)}
            aria-label={`Row ${row}, column ${column}: ${looks[look].label}`}
            className={cn(
              'flex aspect-square items-center justify-center rounded-lg border-2 transition-colors disabled:cursor-default',
              looks[look].className,
              look === 'hidden' && !canPick && 'opacity-70',
            )}
          >
            {look === 'bomb' || look === 'hit' ? (
              <Bomb aria-hidden="true" className="size-1/2" />
            ) : look === 'picked' || look === 'safe' ? (
              <Egg aria-hidden="true" className="size-1/2" />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
