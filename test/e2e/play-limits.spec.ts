import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { playLimits, sessions, users } from '../../src/server/db/schema';
import { expect, test, usePlatform } from './fixtures';
import { acceptWelcome, postFromPage, screenshot, seriousViolations, signInAs, socketConnected } from './harness';

// Responsible play in Chromium: the Play limits page from the account panel, a limit
// the server enforces, a cool-off that stops another open page at once, the reality
// check, and the net result on the dashboard.

test.describe('play limits in Chromium', () => {
  const e2e = usePlatform();

  /** A new Premium player, signed in and past the welcome. */
  async function premiumPlayer(page: Page): Promise<string> {
    const steamId = await signInAs(page);
    await e2e.platform.ctx.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.steamId, steamId));
    await acceptWelcome(page);
    return (await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, steamId)))[0]!.id;
  }

  const flipOnPage = (page: Page) => postFromPage(page, '/api/fowl-flip/play', { betAmount: 10, selectedSide: 'heads' });

  test('sets limits from the account panel; a lower one applies at once, a higher one in 24 hours, and a bet past it is refused', async ({ openPage }) => {
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await premiumPlayer(page);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Play limits' }).click();
      await page.waitForURL('**/play-limits');
      await page.getByRole('heading', { name: 'Play limits', level: 1 }).waitFor();

      await page.getByLabel('Daily limit (fowls)').fill('20');
      await page.getByLabel('Reality check').selectOption('30');
      await page.getByRole('button', { name: 'Save Limits' }).click();
      await page.getByText('Limits Saved').first().waitFor();
      await page.getByText(/Wagered today: 0 of 20 fowls/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `play-limits-${width}`);

      await page.getByLabel('Daily limit (fowls)').fill('500');
      await page.getByRole('button', { name: 'Save Limits' }).click();
      await page
        .getByText(/Higher limits, or none, apply in 24 hours/)
        .first()
        .waitFor();
      await page.getByText(/Changes to 500 fowls on/).waitFor();

      // Two flips fit in 20 fowls; the third is refused by the server, in the game's own toast.
      for (let i = 0; i < 2; i++) expect((await flipOnPage(page)).status()).toBe(200);
      await page.goto('/mini-games/fowl-flip');
      await page.getByRole('button', { name: 'Flip Coin' }).click();
      await page
        .getByText(/Your daily wager limit is 20 fowls: you have wagered 20 fowls today and this would add 10 fowls\. It resets on/)
        .first()
        .waitFor();
      // Titled as the refusal it is, not as a failure.
      const toasts = page.getByRole('region', { name: /Notification/ });
      await toasts.getByText('Wager limit reached', { exact: true }).waitFor();
      await expect(toasts.getByText('Failed to flip coin')).toHaveCount(0);
      await context.close();
    }
  });

  test('stops a game open in another tab at once when the player takes a cool-off', async ({ openPage }) => {
    const { context, page: settings } = await openPage(1280);
    await premiumPlayer(settings);
    const game = await context.newPage();
    const connected = socketConnected(game);
    await game.goto('/mini-games/fowl-flip');
    await game.getByRole('button', { name: 'Flip Coin' }).waitFor();
    await connected;

    await settings.goto('/play-limits');
    await settings.getByRole('button', { name: '24 hours' }).click();
    const confirm = settings.getByRole('dialog', { name: /Start a 24-hour cool-off\?/ });
    await confirm.getByRole('button', { name: 'Start Cool-off' }).click();
    await settings.getByText('Break Started').first().waitFor();
    await settings.getByRole('button', { name: '24 hours' }).waitFor({ state: 'detached' });

    // The other tab hears it over the socket: no reload.
    await game
      .getByRole('status')
      .filter({ hasText: /You are taking a cool-off until/ })
      .waitFor();
    await game.getByRole('button', { name: 'Flip Coin' }).click();
    await game
      .getByText(/Games, raffle entries and the Fowl Case open again then/)
      .nth(1)
      .waitFor();
    // A refusal the player asked for, titled so: not "Failed to flip coin".
    const toasts = game.getByRole('region', { name: /Notification/ });
    await toasts.getByText('Play paused', { exact: true }).waitFor();
    await expect(toasts.getByText('Failed to flip coin')).toHaveCount(0);
    expect(await seriousViolations(game)).toEqual([]);
    await screenshot(game, 'play-limits-cool-off-game-1280');

    // The Fowl Case says the same before anyone tries: shut until the break ends, its button off.
    await game.goto('/fowl-case');
    const paused = game.locator('[data-case-paused]');
    await paused.getByText('Play paused').waitFor();
    await paused.getByText(/^Until \d+ \w+ \d{4}, \d\d:\d\d UTC$/).waitFor();
    await expect(game.getByText('Available Now')).toHaveCount(0);
    await expect(game.getByRole('button', { name: 'Open Fowl Case' })).toBeDisabled();
    expect(await seriousViolations(game)).toEqual([]);
    // And the dashboard's Next Fowl Case card.
    await game.goto('/');
    const stats = game.getByRole('region', { name: 'Your stats' });
    await stats.getByText('Play paused').waitFor();
    await stats.getByText(/Until \d+ \w+ \d{4}, \d\d:\d\d UTC/).waitFor();
    await expect(stats.getByText('Available Now')).toHaveCount(0);
  });

  test('shows a reality check once per interval, with the time played and the net result, and the net result on the dashboard', async ({ openPage }) => {
    const { page } = await openPage(390);
    const userId = await premiumPlayer(page);
    expect((await flipOnPage(page)).status()).toBe(200);
    await e2e.platform.ctx.db.insert(playLimits).values({ userId, realityCheckMinutes: 30 });
    // As if the player had signed in 31 minutes ago.
    await e2e.platform.ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, userId));
    await page.goto('/');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor();
    await expect(check).toHaveText(/You have been playing for 3\d min since you signed in\. Your net result this session is [+-]?[\d,]+ fowls\./);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'play-limits-reality-check-390');
    await check.getByRole('button', { name: 'Keep Playing' }).click();
    await check.waitFor({ state: 'hidden' });
    // Seen once: not again in this tab until the next interval.
    await page.reload();
    await page.getByRole('heading', { name: 'Net result' }).waitFor();
    await page.getByRole('term').filter({ hasText: 'Last 24 hours' }).waitFor();
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
  });
});
