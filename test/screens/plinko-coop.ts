import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { users } from '../../src/server/db/schema';
import { acceptWelcomeIfNew, launchBrowser, signInAs, startPlatform, viewportFor, type Platform } from '../e2e/harness';

// `npm run screens:plinko-coop -- <label>` (before, after): the Plinko
// Coop room with three players dropping at once, into docs/screens/plinko-coop/.
// - <label>-plinko-1280.jpg and <label>-plinko-390.jpg: the whole page once the balls
//   have landed, seen by the first player (1280 px) and the second (390 px);
// - <label>-drop-pressed-1280.jpg: the first player's screen right after pressing Drop
//   Ball at 1280 px, to see whether the board is still in view;
// - <label>-frame-N.jpg: the first player's screen while the three balls fall.
// It only presses 'Drop Ball' and reads the page, so it runs on older builds too.

const label = process.argv[2] ?? 'after';
const outDir = 'docs/screens/plinko-coop';
const PLAYERS = [
  { name: 'Clucky Cass', width: 1280 },
  { name: 'Rooster Ray', width: 390 },
  { name: 'Hen Solo', width: 1280 },
] as const;
const FRAMES = 5;
const FRAME_EVERY_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function save(page: Page, name: string, fullPage: boolean): Promise<void> {
  // From the top: a whole page taken scrolled down shows the sticky header half-way down.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(outDir, `${label}-${name}.jpg`), fullPage, type: 'jpeg', quality: 70 });
  console.log(`  ${label}-${name}.jpg`);
}

/** A new Premium player named `name` on the Plinko page, motion allowed so the balls fall. */
async function playerOnPlinko(browser: Browser, platform: Platform, name: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.baseUrl, viewport: viewportFor(width), reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const steamId = await signInAs(page);
  await acceptWelcomeIfNew(page);
  await platform.ctx.db
    .update(users)
    .set({ username: name, subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.steamId, steamId));
  await page.goto('/mini-games/plinko');
  await page.getByRole('button', { name: 'Drop Ball' }).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page;
}

const dropBall = (page: Page) => page.getByRole('button', { name: 'Drop Ball' }).click();

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const platform = await startPlatform();
  const browser = await launchBrowser();
  try {
    const pages: Page[] = [];
    for (const p of PLAYERS) pages.push(await playerOnPlinko(browser, platform, p.name, p.width));
    const [first, second] = pages as [Page, Page, Page];

    // A first round: where the first player's screen stands right after pressing Drop Ball.
    await dropBall(first);
    await sleep(150);
    await save(first, 'drop-pressed-1280', false);
    await sleep(3000);

    // Three balls at once, and the first player's screen as they fall.
    await Promise.all(pages.map(dropBall));
    for (let i = 1; i <= FRAMES; i++) {
      await save(first, `frame-${i}`, false);
      await sleep(FRAME_EVERY_MS);
    }
    await sleep(3000);
    await save(first, 'plinko-1280', true);
    await save(second, 'plinko-390', true);
  } finally {
    await browser.close();
    await platform.close();
  }
}

await main();
