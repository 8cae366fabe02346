import type { Page } from '@playwright/test';
import { CANVAS, ROUND_MS, type Point } from '../../src/core/games/fowl-hunt';
import { expect, personsPace, test, usePlatform } from './fixtures';
import { acceptWelcome, screenshot, seriousViolations, signInAs } from './harness';

const FREE_CASE_USED = 'You have used your one free Fowl Case; Premium members open one every 4 hours.';
const toast = (page: Page, title: string) => page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true });

test.describe('Fowl Case and Fowl Hunt in Chromium', () => {
  usePlatform();

  test('lets a Premium player hunt once and open the case', async ({ page }) => {
    await signInAs(page, 'GoldenGoose');
    await acceptWelcome(page);

    // The page's clock runs in step with real time until the test moves it past the round's 30 s.
    await page.clock.install();
    await page.goto('/mini-games');
    await page.getByRole('heading', { name: 'Mini Games', level: 1 }).waitFor();
    // Every game on the hub is live, Plinko Coop included.
    await expect.poll(() => page.getByRole('link', { name: /^Play / }).count()).toBe(5);
    await page.getByRole('link', { name: 'Play Plinko Coop' }).waitFor();
    await expect(page.getByText('Coming Soon')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'mini-games-premium-1280');

    await page.getByRole('link', { name: 'Play Fowl Hunt' }).click();
    await page.getByRole('heading', { name: 'Fowl Hunt', level: 1 }).waitFor();
    await page.getByRole('link', { name: '← Back to Mini Games' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('region', { name: 'Daily winnings limit' }).getByText('Won today').waitFor();
    const started = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer/start') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Start Hunt' }).click();
    const start = (await (await started).json()) as { roundId: string; visible: Point[] } & Record<string, unknown>;
    const pace = personsPace(start.visible.length);
    // Only the three targets up: the rest of the sequence stays on the server.
    expect(start.visible).toHaveLength(3);
    expect(start).not.toHaveProperty('targets');
    const canvas = page.getByTestId('fowl-hunt-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await expect(canvas).toHaveAttribute('data-phase', 'playing');
    // Shoot six targets through the scaled canvas at a person's pace; each hit's
    // answer reveals the target that takes its slot.
    const shown = [...start.visible];
    for (let i = 0; i < 6; i++) {
      const slot = i % 3;
      await pace.ready(slot, 300);
      const target = shown[slot]!;
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer/shot'));
      await page.mouse.click(box.x + (target.x * box.width) / CANVAS.width, box.y + (target.y * box.height) / CANVAS.height);
      const answer = (await (await answered).json()) as { hitSlot: number | null; revealed: Point | null; hits: number };
      pace.answered(slot);
      expect(answer).toMatchObject({ hitSlot: slot, hits: i + 1 });
      shown[slot] = answer.revealed!;
    }
    await page.getByText('6/35', { exact: true }).waitFor();
    await screenshot(page, 'fowl-hunt-playing-1280');

    // The page's 30 s run out at once; the server ends the round when the page asks, with what it counted.
    const submitted = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer') && r.request().method() === 'POST');
    await page.clock.fastForward(ROUND_MS);
    const result = (await (await submitted).json()) as { game: { result: string; targetsHit: number; totalTargets: number; flagged: boolean } };
    // Played at a person's pace, so nothing flags it.
    expect(result.game).toMatchObject({ result: 'loss', targetsHit: 6, totalTargets: 6, flagged: false });
    await toast(page, 'Game Over').waitFor();
    await page.getByRole('listitem').getByText('6/35 hits · 100%').waitFor();
    await screenshot(page, 'fowl-hunt-finished-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Start Hunt' }).waitFor();
    await screenshot(page, 'fowl-hunt-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/fowl-case');
    await page.getByText('Available Now').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open Fowl Case' }).click();
    await toast(page, 'Fowl Case Opened!').waitFor();
    await page.getByText(/^You won \d+ fowls!$/).waitFor();
    await page.getByText('Next case in').waitFor();
    await screenshot(page, 'fowl-case-opened-1280');
  });

  test('shows a free-trial player the upgrade prompts and one case, not two', async ({ openPage }) => {
    const { page } = await openPage(390);
    // Signed out: the hub asks to sign in and the case is locked.
    await page.goto('/mini-games');
    await page.getByRole('link', { name: 'Sign Into Steam to Play' }).first().waitFor();
    await page.goto('/fowl-case');
    await page.getByRole('heading', { name: 'Fowl Case Locked' }).waitFor();
    await page.getByText('Published Odds').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fowl-case-locked-390');

    await signInAs(page);
    await acceptWelcome(page);
    await page.goto('/mini-games');
    const upgrades = page.getByRole('link', { name: 'Upgrade to Premium to Play' });
    await upgrades.first().waitFor();
    await expect.poll(() => upgrades.count()).toBe(5);
    await expect(upgrades.first()).toHaveAttribute('href', '/subscriptions');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'mini-games-trial-390');

    await page.goto('/mini-games/fowl-hunt');
    await page.getByRole('link', { name: 'Upgrade to Premium to Play' }).waitFor();
    await expect.poll(() => page.getByTestId('fowl-hunt-canvas').count()).toBe(0);

    await page.goto('/fowl-case');
    await page.getByText('Available Now').waitFor();
    await page.getByRole('button', { name: 'Open Fowl Case' }).click();
    await toast(page, 'Fowl Case Opened!').waitFor();
    await page.getByText('Free case used').waitFor();
    await page.getByText('Cases opened: 1').waitFor();
    await screenshot(page, 'fowl-case-trial-opened-390');

    // The second try is refused on the page, and by the server, with the truth: one
    // free case in total, not a 4-hour wait, and a way to Premium.
    await page.getByRole('button', { name: 'Open Fowl Case' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
    await page.getByRole('button', { name: 'Open Fowl Case' }).click();
    await toast(page, 'Fowl Case Already Opened').waitFor();
    await toast(page, FREE_CASE_USED).waitFor();
    await expect(page.getByText('You can only open one fowl case every 4 hours')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' }).last()).toHaveAttribute('href', '/subscriptions');
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/daily-case/open', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"prizeAmount":500}' });
      return { status: res.status, body: (await res.json()) as unknown };
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'FREE_CASE_USED', error: FREE_CASE_USED } });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByText('Free case used').waitFor();
    await screenshot(page, 'fowl-case-trial-used-1280');
  });
});
