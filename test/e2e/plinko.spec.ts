import { eq } from 'drizzle-orm';
import type { Page, Response } from '@playwright/test';
import type { PlinkoDrop } from '../../src/core/contracts/plinko';
import { users } from '../../src/server/db/schema';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { acceptWelcome, screenshot, seriousViolations, signInAs } from './harness';

// Plinko in Chromium: a Premium player opens it from the hub, drops balls, sees each
// land in the bucket the server decided and join the last drops, then verifies a drop
// on the fairness page; with motion allowed the ball falls along the same path.

/** The player's own board (the room's small boards carry other names). */
const mainBoard = (page: Page) => page.getByRole('img', { name: 'Plinko board', exact: true });

async function dropAndRead(page: Page): Promise<PlinkoDrop> {
  const answer = page.waitForResponse((r: Response) => r.url().endsWith('/api/plinko/drop') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Drop Ball' }).click();
  const body = (await (await answer).json()) as { drop: PlinkoDrop };
  return body.drop;
}

test.describe('Plinko in Chromium', () => {
  usePlatform();

  test('lets a Premium player drop balls from the hub and verify a drop', async ({ page }) => {
    await signInAs(page, 'GoldenGoose');
    await acceptWelcome(page);
    await page.goto('/mini-games');
    await page.getByRole('link', { name: 'Play Plinko Coop' }).click();
    await page.waitForURL(/\/mini-games\/plinko$/);
    await page.getByText('No drops yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Rows').selectOption('16');
    await page.getByRole('button', { name: 'High' }).click();
    await page.getByLabel(/^Bet/).fill('20');
    const drop = await dropAndRead(page);
    expect(drop).toMatchObject({ rows: 16, risk: 'high', betAmount: 20 });
    // The status names the server's multiplier, and the lit bucket is the server's.
    await page.locator(`[data-landed-bucket="${drop.bucket}"]`).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `${drop.multiplier}×!` })
      .waitFor();
    await expect(mainBoard(page).locator('[data-lit]')).toHaveAttribute('data-bucket', String(drop.bucket));
    await page.locator(`[data-drop="${drop.id}"]`).waitFor();

    const second = await dropAndRead(page);
    await page.locator(`[data-drop="${second.id}"]`).waitFor();
    await expect.poll(() => page.locator('[data-drop]').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'plinko-1280');

    await page.goto('/fairness');
    await page.getByRole('button', { name: 'Rotate Seeds' }).click();
    await page.getByText('Seeds Rotated').first().waitFor();
    await page.getByRole('button', { name: `Verify Plinko round, nonce ${drop.fairness.nonce}` }).click();
    await page
      .getByTestId('verifier-headline')
      .filter({ hasText: `The ball lands in bucket ${drop.bucket} of 0–16` })
      .waitFor();
    await page.getByText("Matches the round's recorded outcome").waitFor();
    await screenshot(page, 'plinko-verified-1280');
  });

  test('animates the ball along the path the server decided when motion is allowed', async ({ openPage }) => {
    const { page } = await openPage(1280, { viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
    await signInAs(page, 'GoldenGoose');
    await page.goto('/mini-games/plinko');
    await page.getByLabel('Rows').selectOption('8');
    const drop = await dropAndRead(page);
    // While it falls, the ball on the board carries the server's path.
    const ball = mainBoard(page).locator(`[data-ball="${drop.id}"]`);
    await ball.waitFor({ state: 'attached' });
    await expect(ball).toHaveAttribute('data-path', drop.path.join(''));
    await page.getByRole('status').filter({ hasText: 'Dropping…' }).waitFor();
    await screenshot(page, 'plinko-falling-1280');
    await page.locator(`[data-landed-bucket="${drop.bucket}"]`).waitFor();
    await expect(mainBoard(page).locator('[data-lit]')).toHaveAttribute('data-bucket', String(drop.bucket));
  });

  test('fits 360 px, and asks a free-trial player to upgrade', async ({ openPage }) => {
    const { context, page } = await openPage(360);
    await signInAs(page, 'GoldenGoose');
    await page.goto('/mini-games/plinko');
    await page.getByRole('button', { name: 'Drop Ball' }).waitFor();
    await noSideScroll(page);
    // Keyboard: rows, risk and the drop are reachable and usable without a mouse.
    await page.getByLabel('Rows').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Low' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Low' })).toHaveAttribute('aria-pressed', 'true');
    const answer = page.waitForResponse((r: Response) => r.url().endsWith('/api/plinko/drop'));
    await page.getByRole('button', { name: 'Drop Ball' }).press('Enter');
    const { drop } = (await (await answer).json()) as { drop: PlinkoDrop };
    expect(drop).toMatchObject({ rows: 13, risk: 'low' });
    await page.locator(`[data-drop="${drop.id}"]`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'plinko-360');
    await context.close();
    const trial = await openPage(390);
    await signInAs(trial.page, 'RookieRooster');
    await acceptWelcome(trial.page);
    await trial.page.goto('/mini-games/plinko');
    await trial.page.getByRole('link', { name: 'Upgrade to Premium to Play' }).waitFor();
  });
});

test.describe('Plinko Coop in Chromium', () => {
  const e2e = usePlatform();

  test("shows another player's ball on the room's board with their name, and fills the meter", async ({ openPage }) => {
    const watcher = await openPage();
    const dropper = await openPage(390);
    await signInAs(watcher.page, 'GoldenGoose');
    await acceptWelcome(watcher.page);
    await watcher.page.goto('/mini-games/plinko');
    await watcher.page.getByText('No balls in the room right now. Drop one!').waitFor();
    await expect(watcher.page.getByTestId('coop-meter')).toHaveText(/^0 \/ \d+ drops$/);
    await watcher.page.getByText('Coop rules').click();
    await watcher.page.getByText('worth 0.5 % of what they staked in that fill').waitFor();

    // A second Premium player, in another browser, drops one ball.
    const name = 'Coop Partner';
    const steamId = await signInAs(dropper.page);
    await acceptWelcome(dropper.page);
    // Premium is bought through the payment sandbox in premium.spec; set directly here.
    await e2e.platform.ctx.db
      .update(users)
      .set({ username: name, subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.steamId, steamId));
    await dropper.page.goto('/mini-games/plinko');
    const drop = await dropAndRead(dropper.page);

    const card = watcher.page.locator(`[data-room-drop="${drop.id}"]`);
    await card.getByText(name).waitFor();
    // Once the ball lands, its board is named with the player's multiplier.
    await card.getByRole('img', { name: `${name}'s ball on ${drop.rows} rows, ${drop.risk} risk: ${drop.multiplier}×` }).waitFor();
    await expect.poll(() => watcher.page.getByTestId('coop-meter').textContent()).toMatch(/^1 \/ \d+ drops$/);
    expect(await seriousViolations(watcher.page)).toEqual([]);
    await screenshot(watcher.page, 'plinko-coop-room-1280');
  });
});
