// Generated SVG avatars: a coloured tile, a mirrored 5x5 pattern and the initials.
import { avatarHueFor, avatarPatternFor } from './profiles';

const SIZE = 184; // Steam's avatarfull size; the SVG scales for the smaller ones.
const CELL = SIZE / 5;

/** First two capitals of the name ('BraveBantam4821' -> 'BB'), or its first letter. */
export function initialsOf(name: string): string {
  const capitals = name.match(/[A-Z]/g) ?? [];
  const picked = capitals.length >= 2 ? `${capitals[0]}${capitals[1]}` : name.slice(0, 1).toUpperCase();
  return picked.replace(/[^A-Z0-9]/g, '') || '?';
}

export function renderAvatarSvg(steamId: string, personaName: string): string {
  const hue = avatarHueFor(steamId);
  const bits = avatarPatternFor(steamId);
  const cells: string[] = [];
  // Only the left three columns come from the bits; mirroring them reads as a face-like identicon.
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((bits >> (row * 3 + col)) & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) {
        cells.push(`<rect x="${x * CELL}" y="${row * CELL}" width="${CELL}" height="${CELL}"/>`);
      }
    }
  }
  const initials = initialsOf(personaName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${initials}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue}, 55%, 30%)"/>`,
    `<g fill="hsl(${(hue + 40) % 360}, 70%, 60%)" fill-opacity="0.35">${cells.join('')}</g>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="76" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('');
}
