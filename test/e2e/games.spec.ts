import type { Page } from '@playwright/test';
import { cutWiresUntilTheEnd, expect, test, usePlatform } from './fixtures';
import { acceptWelcome, screenshot, seriousViolations, signInAs } from './harness';

// Hen House Hazard, Fowl Flip, Defuse la Bomba and the fairness page in Chromium:
// a Premium player plays each game once, rotates the seeds and verifies a round in
// the browser; a free-trial player is asked to upgrade.

/** Waits for whichever of the texts shows first and returns it. */
async function firstOf(page: Page, texts: string[]): Promise<string> {
  return Promise.any(
    texts.map((text) =>
      page
        .getByText(text, { exact: false })
        .first()
        .waitFor()
        .then(() => text),
    ),
  );
}

test.describe('the provably fair games in Chromium', () => {
  usePlatform();

  test('lets a Premium player play each game, rotate the seeds and verify a round', async ({ page }) => {
    await signInAs(page, 'GoldenGoose');
    await acceptWelcome(page);

    // Hen House Hazard: one bomb, reveal a tile, then cash out (or hit the bomb).
    await page.goto('/mini-games/hen-house-hazard');
    await page.getByRole('link', { name: '← Back to Mini Games' }).waitFor();
    await page.getByRole('button', { name: 'Start Game' }).waitFor();
    const bombs = page.getByLabel(/^Bombs:/);
    await bombs.focus();
    await page.keyboard.press('Home');
    await expect(bombs).toHaveValue('1');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByText('Pick a tile.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Row 3, column 3: hidden' }).press('Enter');
    const tile = await firstOf(page, ['Safe! Multiplier', 'Bomb Hit!']);
    if (tile === 'Safe! Multiplier') {
      await screenshot(page, 'games-hen-house-playing-1280');
      await page.getByRole('button', { name: /^Cash Out/ }).click();
      await page.getByText('Cashed Out!').first().waitFor();
    }
    // The finished board is uncovered for 3 s, then hidden again.
    await page.locator('[data-look="bomb"], [data-look="hit"]').first().waitFor();
    await screenshot(page, 'games-hen-house-ended-1280');
    await page.locator('[data-look="bomb"], [data-look="hit"]').first().waitFor({ state: 'detached', timeout: 10_000 });

    // Fowl Flip: one flip; the coin lands after 2 s and the flip joins the history.
    await page.goto('/mini-games/fowl-flip');
    await page.getByRole('button', { name: 'Flip Coin' }).click();
    await firstOf(page, ['Won 20 fowls', 'Lost 10 fowls']);
    await page
      .getByRole('listitem')
      .filter({ hasText: /called Heads/ })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'games-fowl-flip-1280');

    // Defuse la Bomba: cut wires until the game ends.
    await page.goto('/mini-games/defuse-la-bomba');
    await page.getByText('No games played yet').waitFor();
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByText('Safe Wires: 0/3').waitFor();
    await cutWiresUntilTheEnd(page);
    const ending = await firstOf(page, ['YOU WIN!', 'BOOM!']);
    if (ending === 'YOU WIN!') await page.getByText('Successfully defused the bomb! Won 30 fowls.').first().waitFor();
    await page.getByRole('button', { name: 'Play Again' }).waitFor();
    await expect.poll(() => page.getByText('No games played yet').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'games-defuse-1280');

    // The fairness page: three rounds, none verifiable until the seeds rotate.
    await page.goto('/fairness');
    await page.getByRole('heading', { name: 'Your past rounds' }).waitFor();
    await page.getByText('Rotate your seeds to verify').first().waitFor();
    await expect.poll(() => page.locator('[data-round]').count()).toBe(3);
    await page.getByRole('button', { name: 'Rotate Seeds' }).click();
    await page.getByText('Seeds Rotated').first().waitFor();
    await page.getByRole('button', { name: /^Verify Hen House Hazard round/ }).click();
    await page.getByText("Matches the round's recorded outcome").waitFor();
    await page.getByText('The server seed matches its hash').waitFor();
    await expect(page.getByTestId('verifier-headline')).toHaveText(/^1 bomb on tile \d+$/);
    await page.getByRole('button', { name: /^Verify Fowl Flip round/ }).click();
    await page
      .getByTestId('verifier-headline')
      .filter({ hasText: /^The coin lands on (Heads|Tails)$/ })
      .waitFor();
    await page.getByText("Matches the round's recorded outcome").waitFor();
    await page.getByRole('button', { name: /^Verify Defuse la Bomba round/ }).click();
    await page
      .getByTestId('verifier-headline')
      .filter({ hasText: /^The bomb is the (Red|Green|Blue|Yellow) wire$/ })
      .waitFor();
    await page.getByText("Matches the round's recorded outcome").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'games-fairness-1280');
  });

  test('asks a free-trial player to upgrade, and lets anyone use the verifier', async ({ openPage }) => {
    const { page } = await openPage(390);
    await page.goto('/fairness');
    const verifier = page.getByRole('region', { name: 'Result' });
    await page.getByLabel('Game').selectOption('fowl_flip');
    await page.getByLabel('Server seed (revealed)').fill('18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159');
    await page.getByLabel('Client seed').fill('bb62964774');
    await page.getByLabel('Nonce').fill('1');
    await verifier.getByText('The coin lands on Tails').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'games-fairness-signed-out-390');

    await signInAs(page, 'RookieRooster');
    await acceptWelcome(page);
    for (const path of ['/mini-games/hen-house-hazard', '/mini-games/fowl-flip', '/mini-games/defuse-la-bomba']) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Upgrade to Premium to Play' }).waitFor();
    }
    await screenshot(page, 'games-upgrade-390');
  });

  test('fits the game screens at 390 px', async ({ openPage }) => {
    const { page } = await openPage(390);
    await signInAs(page, 'GoldenGoose');
    for (const [path, ready, name] of [
      ['/mini-games/hen-house-hazard', 'Start Game', 'hen-house'],
      ['/mini-games/fowl-flip', 'Flip Coin', 'fowl-flip'],
      ['/mini-games/defuse-la-bomba', 'Start Game', 'defuse'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: ready }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `games-${name}-390`);
    }
    await page.goto('/fairness');
    await page.getByRole('heading', { name: 'Your past rounds' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'games-fairness-390');
  });
});
