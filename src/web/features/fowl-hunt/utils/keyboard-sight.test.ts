import { describe, expect, it } from 'vitest';
import { CANVAS } from '../../../../core/games/fowl-hunt';
import { FIELD_CENTRE, sightAfterKey } from './keyboard-sight';

describe('the keyboard sight on the Fowl Hunt field', () => {
  it('moves a step with an arrow key and a leap with Shift', () => {
    expect(sightAfterKey(FIELD_CENTRE, 'ArrowRight', false)).toEqual({ x: FIELD_CENTRE.x + 20, y: FIELD_CENTRE.y });
    expect(sightAfterKey(FIELD_CENTRE, 'ArrowUp', true)).toEqual({ x: FIELD_CENTRE.x, y: FIELD_CENTRE.y - 80 });
  });

  it('stays on the field', () => {
    expect(sightAfterKey({ x: 5, y: 5 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 5 });
    expect(sightAfterKey({ x: CANVAS.width - 5, y: CANVAS.height - 5 }, 'ArrowDown', true)).toEqual({ x: CANVAS.width - 5, y: CANVAS.height });
  });

  it('leaves every other key alone', () => {
    expect(sightAfterKey(FIELD_CENTRE, ' ', false)).toBeNull();
    expect(sightAfterKey(FIELD_CENTRE, 'b', false)).toBeNull();
  });
});
