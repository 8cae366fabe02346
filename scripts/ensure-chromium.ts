import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// End-to-end tests drive Debian's Chromium through Playwright (no browser
// download at install time). Installs it, and the fonts layouts are checked in, when
// missing and we are root.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every test run starts it: headless in a container as root, with nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The fonts layouts are checked in: Chromium's own recommendation (Liberation, metric-compatible
 * with Arial and Times) and colour emoji. Without them a page falls back to wider DejaVu faces
 * and the width checks of the end-to-end tests see overflows no player with a browser's usual
 * fonts would.
 */
const FONT_PACKAGES = ['fonts-liberation', 'fonts-noto-color-emoji'];

/** Debian packages of `names` that are not installed; none when this is not a Debian system. */
function missingPackages(names: string[]): string[] {
  return names.filter((name) => {
    try {
      return !execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).includes(
        'install ok installed',
      );
    } catch (err) {
      // dpkg-query exits 1 for an unknown package; absent altogether, this is not Debian.
      return (err as NodeJS.ErrnoException).code !== 'ENOENT';
    }
  });
}

export function ensureChromium(): void {
  const missing = [...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']), ...missingPackages(FONT_PACKAGES)];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    if (!missing.includes('chromium')) {
      console.warn(`The fonts the layouts are checked in are missing (sudo apt-get install -y ${missing.join(' ')}): width checks may fail.`);
      return;
    }
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium ${FONT_PACKAGES.join(' ')} (or set CHROMIUM_PATH).`,
    );
  }
  console.log(`Installing ${missing.join(', ')} for the end-to-end tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH} after apt-get install.`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
