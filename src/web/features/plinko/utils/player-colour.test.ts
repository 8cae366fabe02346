import { describe, expect, it } from 'vitest';
import { HIDDEN_PLAYER_COLOUR, playerColour } from './player-colour';

describe("a player's colour on the room's board", () => {
  it('is the same for the same id on every call', () => {
    const id = '6f1c2a9e-0b7d-4c55-9a43-2f8e1d3b7c10';
    expect(playerColour(id)).toBe(playerColour(id));
    expect(playerColour(id)).toMatch(/^hsl\(\d{1,3} 85% 62%\)$/);
  });

  it('spreads ids over the hues', () => {
    const hues = new Set(Array.from({ length: 100 }, (_, i) => playerColour(`player-${i}`)));
    expect(hues.size).toBeGreaterThan(80);
  });

  it('is one grey for every player who hides their name', () => {
    expect(playerColour(null)).toBe(HIDDEN_PLAYER_COLOUR);
  });
});
