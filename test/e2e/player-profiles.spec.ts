import { fairSeeds, gameRounds } from '../../src/server/db/schema';
import { insertUser } from '../helpers/users';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { screenshot, seriousViolations } from './harness';

test.describe('public player profiles in Chromium', () => {
  const e2e = usePlatform();

  test("opens a player's profile from the leaderboard, and keeps a private one private", async ({ openPage }) => {
    const db = e2e.platform.ctx.db;
    const star = await insertUser(db, { username: 'ProfileStar', avatar: '', raffleWagered: 800_000, totalWins: 2 });
    const [seed] = await db.insert(fairSeeds).values({ userId: star.id, serverSeed: 's', serverSeedHash: 'h', clientSeed: 'c', active: false }).returning();
    await db.insert(gameRounds).values({
      userId: star.id,
      game: 'plinko',
      status: 'completed',
      betAmount: 10,
      payout: 1000,
      seedId: seed!.id,
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: 0,
      finishedAt: new Date(),
    });
    await insertUser(db, { username: 'QuietOne', showNameInFeed: false, raffleWagered: 700_000 });

    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await page.goto('/leaderboard');
      await page.getByRole('link', { name: 'ProfileStar' }).click();
      await expect(page).toHaveURL(new RegExp(`/players/${star.id}$`));
      await page.getByRole('heading', { level: 1, name: 'ProfileStar' }).waitFor();
      await expect(page.getByText('Bronze', { exact: true })).toBeVisible();
      await expect(page.getByText(/Member since/)).toBeVisible();
      const best = page.getByRole('heading', { name: 'Best wins' }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
      await expect(best.getByText('Plinko Coop')).toBeVisible();
      await expect(best.getByText('100.00×')).toBeVisible();
      await expect(best.getByRole('link', { name: 'Verify this Plinko Coop round' })).toHaveAttribute('href', /\/fairness\?round=/);
      await expect(page.getByText('No raffle win to show yet.')).toBeVisible();
      await noSideScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `player-profile-${width}`);

      // Back, then the player who hides their name: the profile says only that it is private.
      await page.goBack();
      await page.getByRole('link', { name: 'QuietOne' }).click();
      await page.getByRole('heading', { level: 2, name: 'This profile is private' }).waitFor();
      await expect(page.getByText('700,000')).toHaveCount(0);
      // Keyboard: the way back is a link that takes focus.
      await page.getByRole('link', { name: 'Back to the leaderboard' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/leaderboard$/);
      await context.close();
    }
  });

  test('tells a visitor when no player has the profile', async ({ openPage }) => {
    const { context, page } = await openPage(390);
    await page.goto('/players/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 2, name: 'Player not found' }).waitFor();
    await page.goto('/players/not-an-id');
    await page.getByRole('heading', { level: 2, name: 'Player not found' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
