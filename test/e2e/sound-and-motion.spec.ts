import type { BrowserContext, Page } from '@playwright/test';
import { cutWiresUntilTheEnd, expect, test, usePlatform } from './fixtures';
import { acceptWelcomeIfNew, signInAs } from './harness';

// The games' sounds obey the header's mute toggle (kept across visits), and under
// reduced motion every round still reaches its result with nothing left moving.

/** Counts every sound the page starts: each synthesized blip is an audio source started once. */
async function countSounds(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { soundsStarted: number };
    w.soundsStarted = 0;
    const start = AudioScheduledSourceNode.prototype.start;
    AudioScheduledSourceNode.prototype.start = function (this: AudioScheduledSourceNode, ...args: Parameters<typeof start>) {
      w.soundsStarted += 1;
      return start.apply(this, args);
    };
  });
}
const soundsStarted = (page: Page) => page.evaluate(() => (window as unknown as { soundsStarted: number }).soundsStarted);

/** One Fowl Flip, to its result banner (the last one leaves the screen when the coin is thrown). */
async function flipOnce(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/fowl-flip/play');
  await page.getByRole('button', { name: 'Flip Coin' }).click();
  expect((await answered).status()).toBe(200);
  await page.locator('[data-round-result][data-moment]').waitFor();
}

/** A Premium player, past the welcome once the dashboard has loaded. */
async function signedIn(page: Page): Promise<void> {
  await signInAs(page, 'GoldenGoose');
  await page.getByText('Transaction History').first().waitFor();
  await acceptWelcomeIfNew(page);
}

/** Animations and transitions still running inside the page's main area. */
const movingInMain = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('main')
        ?.getAnimations({ subtree: true })
        .filter((a) => a.playState === 'running').length ?? 0,
  );

test.describe('sound and motion in Chromium', () => {
  usePlatform();

  test('a round plays its sounds, none once muted, and the choice holds after a reload', async ({ openPage }) => {
    const { context, page } = await openPage(1280, { reducedMotion: 'no-preference' });
    await countSounds(context);
    await signedIn(page);
    await page.goto('/mini-games/fowl-flip');

    await flipOnce(page);
    await expect.poll(() => soundsStarted(page)).toBeGreaterThan(0);

    const mute = page.getByRole('button', { name: 'Mute sounds' });
    await mute.click();
    await expect(page.getByRole('button', { name: 'Unmute sounds' })).toHaveAttribute('aria-pressed', 'true');
    const before = await soundsStarted(page);
    await flipOnce(page);
    await expect.poll(() => soundsStarted(page)).toBe(before);

    // A new visit starts muted, and unmuting brings the sounds back.
    await page.reload();
    const unmute = page.getByRole('button', { name: 'Unmute sounds' });
    await unmute.waitFor();
    await flipOnce(page);
    await expect.poll(() => soundsStarted(page)).toBe(0);
    await unmute.click();
    await page.getByRole('button', { name: 'Mute sounds' }).waitFor();
    await flipOnce(page);
    await expect.poll(() => soundsStarted(page)).toBeGreaterThan(0);
  });

  test('under reduced motion each game reaches its result with nothing left moving', async ({ page }) => {
    await signedIn(page);

    await page.goto('/mini-games/fowl-flip');
    await flipOnce(page);
    await expect.poll(() => movingInMain(page)).toBe(0);

    await page.goto('/mini-games/hen-house-hazard');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByText('Pick a tile.').first().waitFor();
    await page.getByRole('button', { name: 'Row 1, column 1: hidden' }).click();
    await page.locator('[data-look="picked"], [data-look="hit"]').first().waitFor();
    if (await page.getByRole('button', { name: /^Cash Out/ }).isVisible()) await page.getByRole('button', { name: /^Cash Out/ }).click();
    await page.locator('[data-round-result][data-moment]').waitFor();
    await expect.poll(() => movingInMain(page)).toBe(0);

    await page.goto('/mini-games/defuse-la-bomba');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByText('Safe Wires: 0/3').waitFor();
    await cutWiresUntilTheEnd(page);
    await page.locator('[data-round-result][data-moment]').first().waitFor();
    await expect.poll(() => movingInMain(page)).toBe(0);
  });
});
