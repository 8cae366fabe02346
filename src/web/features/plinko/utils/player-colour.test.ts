import { describe, expect, it } from 'vitest';
import { HIDDEN_PLAYER_COLOUR, PLAYER_COLOURS, playerColour } from './player-colour';

describe("a player's colour on the room's board", () => {
  it('is the same for the same id on every call', () => {
    const id = '6f1c2a9e-0b7d-4c55-9a43-2f8e1d3b7c10';
    expect(playerColour(id)).toBe(playerColour(id));
    expect(PLAYER_COLOURS).toContain(playerColour(id));
  });

  it('spreads ids over every colour', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => playerColour(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)));
    expect(used).toEqual(new Set(PLAYER_COLOURS));
  });

  it('is one grey, unlike any player colour, for every player who hides their name', () => {
    expect(playerColour(null)).toBe(HIDDEN_PLAYER_COLOUR);
    expect(PLAYER_COLOURS).not.toContain(HIDDEN_PLAYER_COLOUR);
  });
});
