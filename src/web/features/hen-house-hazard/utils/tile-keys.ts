import { HEN_HOUSE_COLUMNS, HEN_HOUSE_TILE_COUNT } from '../../../../core/games/hen-house-hazard';

/** A tile's row and column on the board, from 0. */
export const tilePosition = (tile: number) => ({ row: Math.floor(tile / HEN_HOUSE_COLUMNS), column: tile % HEN_HOUSE_COLUMNS });

/** The tile an arrow key (or Home, End) moves to from `tile`, or null for any other key. */
export function tileAfterKey(tile: number, key: string): number | null {
  const { row, column } = tilePosition(tile);
  const last = HEN_HOUSE_TILE_COUNT - 1;
  const rows = Math.ceil(HEN_HOUSE_TILE_COUNT / HEN_HOUSE_COLUMNS);
  switch (key) {
    case 'ArrowLeft':
      return column > 0 ? tile - 1 : tile;
    case 'ArrowRight':
      return column < HEN_HOUSE_COLUMNS - 1 && tile < last ? tile + 1 : tile;
    case 'ArrowUp':
      return row > 0 ? tile - HEN_HOUSE_COLUMNS : tile;
    case 'ArrowDown':
      return row < rows - 1 ? Math.min(last, tile + HEN_HOUSE_COLUMNS) : tile;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
