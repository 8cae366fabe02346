// One colour per player on the room's board, the same on every screen: a hue from a
// hash of the player's id (FNV-1a), at one saturation and lightness that stand out
// against the dark board and its grey pegs. A player who hides their name has no id on
// the board, so their balls share one neutral grey.

/** The balls of players whose name is hidden. */
export const HIDDEN_PLAYER_COLOUR = 'hsl(215 16% 62%)';

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The colour of a player's balls, from their id; null (a hidden player) is grey. */
export function playerColour(playerId: string | null): string {
  if (playerId === null) return HIDDEN_PLAYER_COLOUR;
  return `hsl(${fnv1a(playerId) % 360} 85% 62%)`;
}
