import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { createFeedService } from '../../src/server/modules/feed';
import { expect, test, usePlatform } from './fixtures';
import { acceptWelcome, screenshot, seriousViolations, signInAs, socketConnected } from './harness';

// The live wins feed in Chromium: the ticker on the home page, the raffle list and the
// game hub, a moment pushed to an open page, the pause under the pointer, and a player
// who hides their name.

const goose = demoPersonas.find((p) => p.personaName === 'GoldenGoose')!;

test.describe('the live wins feed in Chromium', () => {
  const e2e = usePlatform();

  const userId = async (steamId: string) => (await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, steamId)))[0]!.id;

  /** A big Plinko win of the player, finished long enough ago to be shown (and pushed) at once. */
  async function bigWin(steamId: string, payout: number) {
    await createFeedService(e2e.platform.ctx).roundFinished({
      id: randomUUID(),
      userId: await userId(steamId),
      game: 'plinko',
      status: 'won',
      betAmount: 10,
      payout,
      finishedAt: new Date(Date.now() - 60_000),
    });
  }

  const ticker = (page: Page) => page.getByRole('region', { name: 'Live wins' });

  test('shows recent wins on the home page, the raffle list and the game hub, and adds a new one while the page is open', async ({ openPage }) => {
    // GoldenGoose exists once the platform has seeded the demo personas.
    await bigWin(goose.steamId, 260);
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      for (const path of ['/', '/raffles', '/mini-games']) {
        await page.goto(path);
        await ticker(page).getByText('GoldenGoose').first().waitFor();
        await ticker(page).getByText('26×').first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `live-feed-mini-games-${width}`);
      await context.close();
    }

    const { page } = await openPage(1280);
    const connected = socketConnected(page);
    await page.goto('/raffles');
    await ticker(page).getByText('26×').first().waitFor();
    await connected;
    await bigWin(goose.steamId, 1000);
    // Pushed over the socket: no reload, no poll.
    await ticker(page).getByText('100×').first().waitFor();
  });

  test('scrolls on its own and stops under the pointer', async ({ openPage }) => {
    await bigWin(goose.steamId, 130);
    const { page } = await openPage(1280, { reducedMotion: 'no-preference' });
    await page.goto('/raffles');
    await ticker(page).getByText('13×').first().waitFor();
    const track = ticker(page).locator('[data-ticker-track]');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await ticker(page).hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await screenshot(page, 'live-feed-raffles-motion-1280');
  });

  test("lets a player hide their name: their wins then read 'A player'", async ({ openPage }) => {
    const { page } = await openPage(390);
    const steamId = await signInAs(page);
    await acceptWelcome(page);
    const name = (await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, steamId)))[0]!.username;
    await bigWin(steamId, 777);
    await page.goto('/raffles');
    await ticker(page).getByText(name).first().waitFor();

    await page.goto('/dashboard?tab=settings');
    const privacy = page.getByRole('switch', { name: 'Show my name in the live wins feed' });
    await expect(privacy).toHaveAttribute('aria-checked', 'true');
    await privacy.click();
    await page.getByText('Privacy Updated').first().waitFor();
    await expect.poll(() => privacy.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'live-feed-privacy-390');

    await page.goto('/raffles');
    const mine = ticker(page).getByRole('listitem').filter({ hasText: '77.7×' }).first();
    await expect(mine).toContainText('A player');
    await expect(mine).not.toContainText(name);
  });
});
