// No emoji as interface icons: a device without a colour emoji font (many Linux desktops,
// a bare Chromium) draws them as empty boxes. Icons come from lucide-react or are SVG.
// Every product file that can put text on a screen is read: the web app, the pure core
// it shares (its messages and the first screen's HTML) and the server's answers and pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureCharacter } from '../helpers/picture-characters';

const root = join(import.meta.dirname, '../..');

/**
 * Files allowed a picture character, each with why. Keep it short: an exception is for text
 * that is data rather than interface, never for an icon.
 */
const allowed: Record<string, string> = {};

const productFile = /\.(tsx?|css|html)$/;
const testFile = /\.test\.tsx?$/;

function productFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return productFile.test(entry.name) && !testFile.test(entry.name) ? [path] : [];
  });
}

/** Each line of a file that holds a picture character, as `file:line: text`. */
function pictureLines(file: string): string[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((text, index) => (pictureCharacter.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : []));
}

describe('interface icons', () => {
  it('the pattern finds the emoji it is there for, and leaves plain text alone', () => {
    for (const picture of ['🐔', '🥚', '💥', '⚠️', '✓', '✗', '✔', '⭐', '❌']) expect(pictureCharacter.test(picture), picture).toBe(true);
    for (const text of ['© 2026', 'StatTrak™', '★ Karambit', '← Back', 'Next →', '3 × 2', '1 · 2', 'Курица', '…']) {
      expect(pictureCharacter.test(text), text).toBe(false);
    }
  });

  it.each(['src/web', 'src/core', 'src/server'])('%s draws no icon with an emoji or a dingbat', (dir) => {
    const found = productFiles(dir)
      .filter((file) => !(file in allowed))
      .flatMap(pictureLines);
    expect(found, 'draw these with lucide-react or an SVG component (src/web/components/ui/fowl-icon.tsx is one)').toEqual([]);
  });

  it('every exception is still a file that needs it', () => {
    for (const file of Object.keys(allowed)) expect(pictureLines(file).length, file).toBeGreaterThan(0);
  });
});
