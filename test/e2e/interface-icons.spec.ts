import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PICTURE_CHARACTER_SOURCE } from '../helpers/picture-characters';
import { insertUser } from '../helpers/users';
import { expect, test, usePlatform } from './fixtures';
import { acceptWelcomeIfNew, createRaffle, screensToVisit, screenshot, seriousViolations, signInAs } from './harness';

// Icons, not emoji: a Chromium without a colour emoji font drew the coin, its sides and the
// bomb's toast as empty boxes. Every icon is SVG now; these flows look at what the screens
// render (the source check is test/lint/no-emoji-icons.test.ts).

/** The picture characters in the page's visible text and labels (scripts and styles aside). */
function picturesOnPage(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const picture = new RegExp(source, 'gu');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template')) continue;
      for (const match of node.textContent?.match(picture) ?? []) found.push(`${match} in "${node.textContent!.trim().slice(0, 60)}"`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        for (const match of element.getAttribute(name)?.match(picture) ?? []) found.push(`${match} in ${name}="${element.getAttribute(name)}"`);
      }
    }
    return found;
  }, PICTURE_CHARACTER_SOURCE);
}

test.describe('interface icons in Chromium', () => {
  const e2e = usePlatform();

  test('draws the coin and its sides as SVG, and writes no emoji on the coin or the calls', async ({ openPage }) => {
    for (const width of [390, 1280]) {
      const { page } = await openPage(width);
      await signInAs(page, 'GoldenGoose');
      await acceptWelcomeIfNew(page);
      await page.goto('/mini-games/fowl-flip');
      const flip = page.getByRole('button', { name: 'Flip Coin' });
      await flip.waitFor();
      // The coin's two faces: the hen for heads, the egg for tails, each an SVG beside its word.
      for (const side of ['heads', 'tails']) {
        const icon = page.locator(`[data-coin] svg[data-coin-side-icon="${side}"]`);
        await expect(icon).toHaveCount(1);
        expect((await icon.boundingBox())?.width).toBeGreaterThan(30);
      }
      // The calls: a picture and a name each, read by name alone.
      for (const side of ['Heads', 'Tails']) {
        const call = page.getByRole('button', { name: side, exact: true });
        await expect(call.locator('svg')).toHaveCount(1);
        await expect(call).toHaveText(side);
      }
      await page.getByRole('button', { name: 'Tails', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Tails', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await flip.click();
      await page
        .getByText(/Won 20 fowls|Lost 10 fowls/)
        .first()
        .waitFor();
      expect(await picturesOnPage(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `icons-fowl-flip-${width}`);
    }
  });

  test("shows the Hen House bomb's toast with an SVG bomb and the game's words", async ({ openPage }) => {
    const { page } = await openPage(390);
    await signInAs(page, 'GoldenGoose');
    await acceptWelcomeIfNew(page);
    await page.goto('/mini-games/hen-house-hazard');
    const start = page.getByRole('button', { name: 'Start Game' });
    await start.waitFor();
    // 24 bombs: the first tile is a bomb 24 times in 25; a lucky round ends at once, and the next is tried.
    const bombs = page.getByLabel(/^Bombs:/);
    await bombs.focus();
    await page.keyboard.press('End');
    await expect(bombs).toHaveValue('24');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const blast = toasts.getByRole('listitem').filter({ hasText: 'Bomb Hit! Game over! All bombs and safe spaces revealed.' });
    for (let round = 0; round < 6 && (await blast.count()) === 0; round++) {
      await expect(start).toBeEnabled({ timeout: 10_000 });
      await start.click();
      await page.getByRole('button', { name: 'Row 3, column 3: hidden' }).click();
      // The round is over once the tile shows what it held: the bomb, or the one safe tile.
      await page.getByRole('button', { name: /^Row 3, column 3: (safe|bomb, hit)$/ }).waitFor();
    }
    await blast.waitFor();
    await expect(blast.locator('svg').first()).toBeVisible();
    await expect(blast.getByText('Bomb Hit! Game over! All bombs and safe spaces revealed.', { exact: true })).toBeVisible();
    // The round's card names the blast in words; its picture is the loss's own icon.
    await page.locator('[data-round-result][data-moment="lose"]').getByText('Bomb Hit!', { exact: true }).waitFor();
    expect(await picturesOnPage(page)).toEqual([]);
    await screenshot(page, 'icons-hen-house-blast-390', { fullPage: false });
  });

  test('writes no emoji on any screen, signed out or signed in', async ({ openPage }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'Icon Check' });
    // Every screen, and the 404 screen.
    const screens = [...screensToVisit({ raffleId: raffle.id, userId: randomUUID(), playerId: (await insertUser(e2e.platform.ctx.db)).id }), '/no-such-page'];
    const { page } = await openPage(1280);
    const check = async (who: string) => {
      for (const path of screens) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await picturesOnPage(page), `${who} ${path}`).toEqual([]);
      }
    };
    await check('signed out');
    await signInAs(page, 'GoldenGoose');
    await acceptWelcomeIfNew(page);
    await check('GoldenGoose');
  });
});
