// One colour per player on the room's board, the same on every screen: a colour from a
// hash of the player's id (FNV-1a). The colours are few and far apart, so two players
// either share one (the names on hover and in the list tell them apart) or are plainly
// different, never two shades that look alike. All stand out on the dark board, and none
// is white, the ring of the viewer's own balls. A player who hides their name has no id
// on the board, so their balls share one grey.

/** Bright enough for the dark board, and apart from one another and from the grey. */
export const PLAYER_COLOURS = [
  '#38bdf8', // sky
  '#a78bfa', // violet
  '#a3e635', // lime
  '#f472b6', // pink
  '#2dd4bf', // teal
  '#fb923c', // orange
  '#facc15', // yellow
  '#6366f1', // indigo
  '#ef4444', // red
  '#e879f9', // fuchsia
  '#22c55e', // green
] as const;

/** The balls of players whose name is hidden. */
export const HIDDEN_PLAYER_COLOUR = '#94a3b8';

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
  return PLAYER_COLOURS[fnv1a(playerId) % PLAYER_COLOURS.length]!;
}
