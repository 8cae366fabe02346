import { describe, expect, it } from 'vitest';
import { HEN_HOUSE_TILE_COUNT } from '../../../../core/games/hen-house-hazard';
import { tileAfterKey } from './tile-keys';

describe('moving between Hen House tiles with the keyboard', () => {
  it('moves one tile in the arrow direction', () => {
    expect(tileAfterKey(12, 'ArrowLeft')).toBe(11);
    expect(tileAfterKey(12, 'ArrowRight')).toBe(13);
    expect(tileAfterKey(12, 'ArrowUp')).toBe(7);
    expect(tileAfterKey(12, 'ArrowDown')).toBe(17);
  });

  it('stops at the edges instead of wrapping to the next row', () => {
    expect(tileAfterKey(5, 'ArrowLeft')).toBe(5);
    expect(tileAfterKey(4, 'ArrowRight')).toBe(4);
    expect(tileAfterKey(2, 'ArrowUp')).toBe(2);
    expect(tileAfterKey(22, 'ArrowDown')).toBe(22);
  });

  it('goes to the first and last tiles with Home and End, and leaves other keys alone', () => {
    expect(tileAfterKey(12, 'Home')).toBe(0);
    expect(tileAfterKey(12, 'End')).toBe(HEN_HOUSE_TILE_COUNT - 1);
    expect(tileAfterKey(12, 'Enter')).toBeNull();
    expect(tileAfterKey(12, 'b')).toBeNull();
  });
});
