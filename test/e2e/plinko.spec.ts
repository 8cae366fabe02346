import { eq } from 'drizzle-orm';
import type { Page, Response } from '@playwright/test';
import type { PlinkoDrop } from '../../src/core/contracts/plinko';
import { users } from '../../src/server/db/schema';
import { playerColour } from '../../src/web/features/plinko/utils/player-colour';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { acceptWelcome, screenshot, seriousViolations, signInAs } from './harness';

// Plinko in Chromium: a Premium player opens it from the hub, drops balls, sees each
// land in the bucket the server decided and join the last drops, then verifies a drop
// on the fairness page; with motion allowed the ball falls along the same path.

/** The room's one board, where the player's own balls fall with everyone else's. */
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

  /** A new player on `page`, made Premium and named `name` (Premium is bought through the payment sandbox in premium.spec). */
  async function premiumPlayer(page: Page, name: string): Promise<string> {
    const steamId = await signInAs(page);
    await acceptWelcome(page);
    const [user] = await e2e.platform.ctx.db
      .update(users)
      .set({ username: name, subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.steamId, steamId))
      .returning({ id: users.id });
    return user!.id;
  }

  const meterReads = (page: Page) => page.getByTestId('coop-meter').textContent();

  test("names another player's ball in the room, or 'A player' once they hide their name, and fills the meter", async ({ openPage }) => {
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
    const dropperId = await premiumPlayer(dropper.page, name);
    await dropper.page.goto('/mini-games/plinko');
    const drop = await dropAndRead(dropper.page);

    const entry = watcher.page.locator(`[data-room-ball="${drop.id}"]`);
    await entry.getByText(name).waitFor();
    await expect(entry).toHaveAttribute('data-player', dropperId);
    // Less motion: the ball is in its bucket at once, and its multiplier is told.
    await expect(entry).toContainText(`${drop.multiplier}×`);
    await expect.poll(() => meterReads(watcher.page)).toMatch(/^1 \/ \d+ drops$/);
    expect(await seriousViolations(watcher.page)).toEqual([]);
    await screenshot(watcher.page, 'plinko-coop-room-1280');

    // The same player hides their name from the feed: the room shows their next ball as anyone's.
    const hidden = await dropper.page.evaluate(async () => {
      const res = await fetch('/api/user/feed-privacy', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"showNameInFeed":false}' });
      return res.status;
    });
    expect(hidden).toBe(200);
    const unnamed = await dropAndRead(dropper.page);
    const anonymous = watcher.page.locator(`[data-room-ball="${unnamed.id}"]`);
    await anonymous.getByText('A player').waitFor();
    await expect(anonymous).toHaveAttribute('data-player', 'hidden');
    await expect(anonymous).not.toContainText(name);
  });

  test('drops the balls of three players on one board, each in their colour, and keeps the board in view at 1280 px', async ({ openPage }) => {
    const motion = { reducedMotion: 'no-preference' } as const;
    const players: Array<{ page: Page; id: string; name: string }> = [];
    for (const [i, name] of ['Clucky Cass', 'Rooster Ray', 'Hen Solo'].entries()) {
      const { page } = await openPage(i === 1 ? 390 : 1280, motion);
      const id = await premiumPlayer(page, name);
      await page.goto('/mini-games/plinko');
      await page.getByRole('button', { name: 'Drop Ball' }).waitFor();
      players.push({ page, id, name });
    }
    const first = players[0]!.page;
    const board = mainBoard(first);
    const startedAt = Number((await meterReads(first))!.split(' / ')[0]);

    // Every ball that comes on the first player's board: whose, in which colour, and how many fall at once.
    await board.evaluate((svg) => {
      const seen = new Map<string, { player: string; colour: string; own: boolean }>();
      let most = 0;
      new MutationObserver(() => {
        const balls = svg.querySelectorAll<SVGGElement>('[data-ball]');
        most = Math.max(most, balls.length);
        for (const b of balls) seen.set(b.dataset.ball!, { player: b.dataset.player!, colour: b.dataset.colour!, own: b.dataset.own === 'true' });
        Object.assign(window, { plinkoBalls: { seen: [...seen.values()], most } });
      }).observe(svg, { childList: true, subtree: true });
    });

    // At 1280 px, from the bottom of the page: pressing Drop Ball leaves the whole board in view.
    await first.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await first.getByRole('button', { name: 'Drop Ball' }).click();
    await expect(board).toBeInViewport({ ratio: 1 });
    await first.getByRole('status').filter({ hasText: 'Dropping…' }).waitFor();
    await first.locator('[data-landed-bucket]').waitFor();

    // The three players drop together: each ball falls on the one board, in its player's colour.
    await Promise.all(players.map((p) => dropAndRead(p.page)));
    await expect(board).toBeInViewport({ ratio: 1 });
    const seenOnBoard = () =>
      first.evaluate(
        () => (window as unknown as { plinkoBalls?: { seen: Array<{ player: string; colour: string; own: boolean }>; most: number } }).plinkoBalls,
      );
    await expect.poll(async () => new Set((await seenOnBoard())?.seen.map((b) => b.player)).size).toBe(3);
    const { seen, most } = (await seenOnBoard())!;
    expect(new Set(seen.map((b) => b.player))).toEqual(new Set(players.map((p) => p.id)));
    for (const ball of seen) {
      expect(ball.colour).toBe(playerColour(ball.player));
      expect(ball.own).toBe(ball.player === players[0]!.id);
    }
    expect(most).toBeGreaterThanOrEqual(2);

    // The latest balls name each player, the viewer as 'You'; the meter counted all four drops.
    for (const p of players) {
      const named = first.locator(`li[data-player="${p.id}"]`).first();
      await named.getByText(p === players[0] ? 'You' : p.name, { exact: true }).waitFor();
    }
    await expect.poll(() => meterReads(first)).toMatch(new RegExp(`^${startedAt + 4} / \\d+ drops$`));
    await expect(first.getByRole('progressbar', { name: /Coop meter/ })).toHaveAttribute('aria-valuenow', String(startedAt + 4));
    expect(await seriousViolations(first)).toEqual([]);
    await screenshot(first, 'plinko-coop-three-players-1280', { fullPage: false });
    await screenshot(players[1]!.page, 'plinko-coop-three-players-390');
  });
});
