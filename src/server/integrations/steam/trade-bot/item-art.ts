// Generated item pictures for the sandbox inventory: a silhouette of the item's
// kind, painted in two hues derived from its name, on a glow of its rarity colour.
// A pure function of the item, so the image can be cached forever.
import { createHash } from 'node:crypto';
import type { CatalogueItem, ItemKind } from './sandbox-catalogue';

const WIDTH = 256;
const HEIGHT = 192;

// Rough side-on outlines in a 256x192 box; recognisable at thumbnail size, nothing more.
const silhouettes: Record<ItemKind, string> = {
  rifle:
    'M18 88 L150 82 L156 74 L206 74 L206 82 L238 82 L238 92 L198 94 L190 102 L152 104 L144 132 L124 132 L130 104 L100 106 L90 142 L64 142 L74 106 L36 108 L18 104 Z',
  sniper:
    'M14 92 L120 86 L122 70 L176 70 L176 84 L244 84 L244 92 L170 94 L160 102 L128 104 L120 130 L102 130 L108 104 L62 106 L50 138 L26 138 L36 106 L14 104 Z M126 58 L172 58 L172 68 L126 68 Z',
  pistol: 'M62 62 L194 62 L198 84 L142 86 L136 98 L120 98 L112 146 L78 146 L92 96 L62 88 Z',
  smg: 'M32 84 L176 78 L180 70 L214 70 L214 86 L228 86 L228 94 L190 96 L180 104 L150 104 L150 146 L126 146 L128 104 L104 106 L94 130 L70 130 L78 106 L44 108 L32 102 Z',
  knife: 'M26 112 Q110 44 232 64 Q170 100 120 110 Z M26 112 L120 110 L116 124 L60 132 L30 128 Z',
  gloves:
    'M84 150 L84 96 Q84 84 96 84 L100 84 L100 44 Q100 34 110 34 Q120 34 120 44 L120 82 L126 82 L126 34 Q126 24 136 24 Q146 24 146 34 L146 82 L152 82 L152 40 Q152 30 162 30 Q172 30 172 40 L172 90 L178 70 Q182 60 192 64 Q200 68 196 80 L180 126 Q172 150 150 150 Z',
  sticker:
    'M60 40 L196 40 Q216 40 216 60 L216 132 Q216 152 196 152 L60 152 Q40 152 40 132 L40 60 Q40 40 60 40 Z M78 124 L86 70 L108 96 L128 62 L148 96 L170 70 L178 124 Z',
  case: 'M40 66 L216 66 L216 150 L40 150 Z M104 50 L152 50 L152 66 L140 66 L140 60 L116 60 L116 66 L104 66 Z M40 100 L216 100 L216 110 L40 110 Z',
};

function huesFor(name: string): [number, number] {
  const d = createHash('sha256').update(`sandbox-item:${name}`).digest();
  const first = d.readUInt16BE(0) % 360;
  return [first, (first + 40 + (d.readUInt8(2) % 120)) % 360];
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function renderItemSvg(item: CatalogueItem): string {
  const [a, b] = huesFor(item.name);
  const label = escapeXml(item.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<radialGradient id="glow" cx="50%" cy="55%" r="65%"><stop offset="0" stop-color="${item.rarity.color}" stop-opacity="0.45"/><stop offset="1" stop-color="#12181f" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="finish" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a}, 70%, 58%)"/><stop offset="1" stop-color="hsl(${b}, 65%, 42%)"/></linearGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#12181f"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    `<path d="${silhouettes[item.kind]}" fill="url(#finish)" fill-rule="evenodd" stroke="#e8edf2" stroke-opacity="0.55" stroke-width="2" stroke-linejoin="round"/>`,
    `<rect y="${HEIGHT - 6}" width="${WIDTH}" height="6" fill="${item.rarity.color}"/>`,
    '</svg>',
  ].join('');
}
