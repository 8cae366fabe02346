import type { Page } from '@playwright/test';
import { CASE_REFUSAL, type CaseOpenResult } from '../../src/core/contracts/fowl-case';
import { prizeRarity } from '../../src/web/features/fowl-case/utils/rarity';
import { expect, noSideScroll, test, usePlatform, type OpenPage } from './fixtures';
import { acceptWelcome, screenshot, seriousViolations, signInAs } from './harness';

// The Fowl Case reel with motion on (decision 0037): it travels, ticks, stops on the
// server's prize with the winning tile lit, and only then is the prize credited.

const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });
const headerBalance = async (page: Page) => Number((await page.getByTestId('header-balance').textContent())!.replace(/\D/g, ''));
const reelIn = (page: Page, state: 'spinning' | 'stopped') => page.locator(`[data-testid="case-reel"][data-reel-state="${state}"]`);
/** The reel track's rendered translateX, mid-transition included. */
const reelOffset = (page: Page) =>
  page
    .getByTestId('case-reel')
    .locator(':scope > div')
    .first()
    .evaluate((track) => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41);

test.describe('the Fowl Case reel in Chromium', () => {
  usePlatform();

  async function freeTrialPlayer(openPage: OpenPage, width: number, reducedMotion: 'reduce' | 'no-preference') {
    const { page } = await openPage(width, { reducedMotion });
    await signInAs(page);
    await acceptWelcome(page);
    await page.goto('/fowl-case');
    await page.getByText('Available Now').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(500);
    return page;
  }

  async function openCase(page: Page): Promise<CaseOpenResult> {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/daily-case/open') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Open Fowl Case' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    return (await response.json()) as CaseOpenResult;
  }

  for (const width of [1280, 390]) {
    test(`spins to the server prize, lights it and credits it after the stop at ${width} px`, async ({ openPage }) => {
      const page = await freeTrialPlayer(openPage, width, 'no-preference');
      const won = await openCase(page);

      // The reel moves, and the header keeps the old balance while it does (read once, mid-spin).
      await reelIn(page, 'spinning').waitFor();
      const startedAt = await reelOffset(page);
      await expect.poll(() => reelOffset(page)).toBeLessThan(startedAt - 96 * 3);
      expect(await headerBalance(page)).toBe(500);
      await expect(page.locator('[data-winner]')).toHaveCount(0);
      await screenshot(page, `fowl-case-reel-spinning-${width}`);

      // It stops on the server's prize, under the pointer, lit in its rarity.
      await reelIn(page, 'stopped').waitFor({ timeout: 30_000 });
      const winner = page.locator('[data-testid="case-reel"] [data-winner="true"]');
      await expect(winner).toHaveCount(1);
      await expect(winner).toHaveText(String(won.fowlsWon));
      await expect(winner).toHaveAttribute('data-tier', prizeRarity(won.prizeIndex).tier);
      await expect(winner).toHaveCSS('animation-name', 'case-winner-glow');
      const pointer = (await page.getByTestId('case-reel-marker').boundingBox())!;
      const tile = (await winner.boundingBox())!;
      expect(pointer.x + pointer.width / 2).toBeGreaterThan(tile.x);
      expect(pointer.x + pointer.width / 2).toBeLessThan(tile.x + tile.width);
      // Tiles ticked past the pointer as the reel really moved.
      await expect.poll(async () => Number(await page.getByTestId('case-reel-marker').getAttribute('data-ticks'))).toBeGreaterThan(10);

      // Credited after the stop: the header, the toast and the result line.
      await expect.poll(() => headerBalance(page)).toBe(500 + won.fowlsWon);
      await notifications(page).getByText('Fowl Case Opened!', { exact: true }).waitFor();
      await page.getByText(`You won ${won.fowlsWon} fowls`, { exact: true }).waitFor();
      await screenshot(page, `fowl-case-reel-stopped-${width}`);
      await noSideScroll(page);
      expect(await seriousViolations(page)).toEqual([]);

      // The free trial's second case is refused with the truth, and a way to Premium.
      await page.getByText('Free case used').waitFor();
      await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
      await page.getByRole('button', { name: 'Open Fowl Case' }).click();
      await notifications(page).getByText(CASE_REFUSAL.title, { exact: true }).waitFor();
      await notifications(page).getByText(CASE_REFUSAL.freeCaseUsed, { exact: true }).waitFor();
      await expect(page.getByText(CASE_REFUSAL.cooldown)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Upgrade to Premium' }).last()).toHaveAttribute('href', '/subscriptions');
      await screenshot(page, `fowl-case-free-trial-refused-${width}`);
    });
  }

  test('lands at once, without the pulse, for a player who prefers reduced motion', async ({ openPage }) => {
    const page = await freeTrialPlayer(openPage, 390, 'reduce');
    const won = await openCase(page);
    await reelIn(page, 'stopped').waitFor();
    const winner = page.locator('[data-testid="case-reel"] [data-winner="true"]');
    await expect(winner).toHaveText(String(won.fowlsWon));
    await expect(winner).toHaveCSS('animation-name', 'none');
    await expect.poll(() => headerBalance(page)).toBe(500 + won.fowlsWon);
    // No confetti canvas is ever added.
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});
