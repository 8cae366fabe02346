import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateServerSeed, hashServerSeed } from '../../src/core/fair/seeds';
import { feedEvents, raffles, users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { createFeedService } from '../../src/server/modules/feed';
import { insertUser } from '../helpers/users';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { createRaffle, screensToVisit, screenshot, seriousViolations } from './harness';

// The signed-out front page (issue 13, item 10): live raffles with their prizes and
// clocks, the latest winners with their skins, the games, and one way to sign in.

const goose = demoPersonas.find((p) => p.personaName === 'GoldenGoose')!;

test.describe('the signed-out front page in Chromium', () => {
  const e2e = usePlatform();

  /** A raffle GoldenGoose won a minute ago, announced in the live wins feed as the draw would. */
  async function pastWin(name: string, prize: { name: string; imageUrl: string }) {
    const db = e2e.platform.ctx.db;
    const [winner] = await db.select().from(users).where(eq(users.steamId, goose.steamId));
    const drawnAt = new Date(Date.now() - 60_000);
    const seed = generateServerSeed();
    const [raffle] = await db
      .insert(raffles)
      .values({
        name,
        description: 'Over',
        endTime: drawnAt,
        endedAt: drawnAt,
        drawnAt,
        // Long drawn: its win was counted when the wheels stopped.
        winCreditedAt: drawnAt,
        status: 'completed',
        endReason: 'time_expired',
        winnerId: winner!.id,
        itemName: prize.name,
        seed,
        seedHash: hashServerSeed(seed),
      })
      .returning();
    await createFeedService(e2e.platform.ctx).raffleWon({ raffleId: raffle!.id, raffleName: name, winnerId: winner!.id, prize, levels: [], drawnAt });
  }

  test('shows live raffles with prizes and countdowns, the latest winners, the games and one sign-in, at 390 and 1280 px', async ({ openPage }) => {
    const first = await createRaffle(e2e.platform, { name: 'Front Hourly', maxParticipants: 10 });
    await createRaffle(e2e.platform, { name: 'Front Daily', type: 'daily' });
    await pastWin('Yesterday’s Knife', { name: '★ Karambit | Doppler (Factory New)', imageUrl: '/sandbox/steam/items/28150000004.svg' });

    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await page.goto('/');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Welcome to Fowls' }).waitFor();
      await main.getByText('Sign in with Steam to access your dashboard, cases, games, and raffles').waitFor();
      // One sign-in action on the page itself (the header keeps its own link, spec part 1 §2).
      await expect(main.getByRole('button', { name: 'Sign in with Steam' })).toHaveCount(1);
      await expect(main.getByRole('link', { name: /sign in/i })).toHaveCount(0);
      await expect(main.getByRole('button', { name: /sign in/i })).toHaveCount(1);

      // Live raffles: the prize, its grade, the clock and the count; no way in while signed out.
      const liveRaffles = main.getByRole('region', { name: 'Live raffles' });
      const card = liveRaffles.getByRole('article', { name: 'Front Hourly' });
      await card.getByRole('img', { name: first.itemName! }).waitFor();
      await card.locator('time').waitFor();
      await expect(card.locator('time')).toHaveText(/\d+m \d{2}s/);
      await expect(card).toHaveAttribute('data-rarity', first.prizeRarity!);
      await expect(card.locator('[data-participants]')).toHaveAttribute('data-participants', '0');
      await liveRaffles.getByRole('article', { name: 'Front Daily' }).waitFor();
      await expect(liveRaffles.getByRole('link', { name: /Enter Raffle|View Results/ })).toHaveCount(0);
      // Only the first picture loads at once; every picture has its size before it arrives. (The live
      // wins ticker's avatars are not counted: each sits in a box of fixed size, its letter shown until it loads.)
      const pictures = () =>
        main
          .locator('img')
          .evaluateAll((imgs) =>
            imgs
              .filter((img) => !img.closest('[aria-label="Live wins"]'))
              .map((img) => [img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]),
          );
      await expect.poll(async () => (await pictures()).filter(([l]) => l !== 'lazy')).toHaveLength(1);
      await expect.poll(async () => (await pictures()).filter(([, w, h]) => !(Number(w) > 0 && Number(h) > 0))).toEqual([]);

      // The latest winners with their skins.
      const winners = main.getByRole('region', { name: 'Latest winners' });
      const tile = winners.locator('[data-winner-tile]').filter({ hasText: '★ Karambit | Doppler (Factory New)' });
      await tile.getByText('GoldenGoose').waitFor();
      await expect(tile.locator('img')).toHaveAttribute('src', '/sandbox/steam/items/28150000004.svg');

      // The games, each a way to the hub.
      const games = main.getByRole('region', { name: 'Games' });
      for (const name of ['Hen House Hazard', 'Fowl Flip', 'Fowl Hunt', 'Defuse la Bomba']) {
        await expect(games.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', '/mini-games');
      }
      await main.getByText('Transaction History Locked').waitFor();

      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await screenshot(page, `front-page-${width}`);
      await context.close();
    }
  });

  test('lays the raffles list out once for a visitor: nothing moves when the answers arrive', async ({ openPage }) => {
    await createRaffle(e2e.platform, { name: 'Steady Hourly' });
    const { page } = await openPage(390);
    await page.goto('/raffles');
    await page.getByRole('heading', { name: 'Steady Hourly' }).waitFor();
    await page.getByRole('region', { name: 'Live wins' }).and(page.locator(':not([aria-busy])')).waitFor();
    await page.getByText('Sign in to enter raffles and chat with other players.').waitFor();
    // Every layout shift since the page started (the browser's own record, as Lighthouse reads it).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          // No shift at all leaves the observer silent.
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifted).toBeLessThan(0.01);
  });

  test('signs in with Steam from the hero, and a sign-in that did not leave the page can be tried again', async ({ openPage }) => {
    const { page } = await openPage(390);
    await page.goto('/');
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in with Steam' });
    // The way to Steam answers 204: the browser stays on the page, as when a navigation is stopped.
    await page.route('**/api/auth/steam', (route) => route.fulfill({ status: 204 }));
    await signIn.click();
    await expect(signIn).toBeDisabled();
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    // Nothing tells the page the navigation ended: it stops spinning by itself (after 10 s), no reload needed.
    await expect(signIn).toBeEnabled({ timeout: 20_000 });
    await expect(signIn).not.toHaveAttribute('aria-busy');
    await signIn.click();
    await expect(signIn).toBeDisabled();
    // Back on the page from the back/forward cache, exactly as it was left: the button works again at once.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect(signIn).toBeEnabled({ timeout: 2_000 });
    await page.unroute('**/api/auth/steam');
    await signIn.click();
    await page.waitForURL(/\/sandbox\/steam\/openid\/login/);
  });

  test("makes no request that fails on a signed-out visitor's pages, and logs no error", async ({ openPage }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'Quiet Visit' });
    const { page } = await openPage(390);
    const failures: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failures.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    // Every screen a visitor can open, the admin's included.
    const visited = screensToVisit({ raffleId: raffle.id, userId: randomUUID(), playerId: (await insertUser(e2e.platform.ctx.db)).id });
    for (const path of visited) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // The current-user check answered every page: signed out is an answer, not a refusal.
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).json())).toBeNull();
    expect(failures).toEqual([]);
    expect(visited.length).toBeGreaterThan(25);
  });

  test("shows a fresh sandbox's feed alive, and where nobody has won yet, the way to be the first", async ({ openPage }) => {
    const { page } = await openPage(390);
    await page.goto('/');
    // The sandbox's demo Premium player's wins, seeded with the demo personas.
    const ticker = page.getByRole('region', { name: 'Live wins' });
    await ticker.getByRole('listitem').filter({ hasText: 'GoldenGoose' }).filter({ hasText: 'Plinko Coop' }).first().waitFor();

    // An empty feed invites the first play, and the winners' shelf the first entry.
    await e2e.platform.ctx.db.delete(feedEvents);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto('/');
      await ticker.getByText('No big wins yet.').waitFor();
      await expect(ticker.getByRole('link', { name: 'Play a game' })).toHaveAttribute('href', '/mini-games');
      const winners = page.getByRole('region', { name: 'Latest winners' });
      await winners.getByText('No raffle has been won yet.', { exact: false }).waitFor();
      await expect(winners.getByRole('link', { name: 'See live raffles' })).toHaveAttribute('href', '/raffles');
      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await screenshot(page, `front-page-first-play-${width}`);
    }
    await page.getByRole('region', { name: 'Live wins' }).getByRole('link', { name: 'Play a game' }).click();
    await page.waitForURL((url) => url.pathname === '/mini-games');
  });
});
