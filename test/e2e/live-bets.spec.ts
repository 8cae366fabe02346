import type { Page } from '@playwright/test';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { acceptWelcome, screenshot, seriousViolations, signInAs, socketConnected } from './harness';

// The live bets under each game in Chromium: a Premium player flips a coin and sees the
// round pushed into All bets and listed in My bets, opens it by keyboard for its seeds,
// and follows its link to the fairness page's verifier; a visitor on a phone reads the
// same bets as compact rows.

const liveBets = (page: Page) => page.getByRole('region', { name: 'Live bets' });

test.describe('live bets in Chromium', () => {
  usePlatform();

  test('shows a played round in All bets and My bets, opens its seeds and verifies it on /fairness', async ({ page, openPage }) => {
    await signInAs(page, 'GoldenGoose');
    await acceptWelcome(page);
    const connected = socketConnected(page);
    await page.goto('/mini-games/fowl-flip');
    await connected;
    const panel = liveBets(page);
    await panel.getByRole('tab', { name: 'All bets', selected: true }).waitFor();
    await panel.getByRole('tab', { name: 'High rollers' }).waitFor();

    const played = page.waitForResponse((r) => r.url().endsWith('/api/fowl-flip/play') && r.status() === 200);
    await page.getByRole('button', { name: 'Flip Coin' }).click();
    const roundId = ((await (await played).json()) as { result: { id: string } }).result.id;

    // Pushed once the coin has landed on the player's own page.
    const row = panel.locator(`[data-bet="${roundId}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('GoldenGoose');

    await panel.getByRole('tab', { name: 'My bets' }).click();
    const mine = panel.getByRole('tabpanel').locator(`[data-bet="${roundId}"]`);
    await expect(mine).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'live-bets-1280');

    // Each row is a button: Enter opens the round's details in the dialog.
    await mine.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fowl Flip bet' });
    await dialog.getByRole('heading', { name: 'Seeds' }).waitFor();
    await expect(dialog.getByText('Server seed hash')).toBeVisible();
    await expect(dialog.getByText('Hidden until you rotate your seeds on the fairness page')).toBeVisible();
    const clientSeed = (await dialog.locator('dt:text-is("Client seed") + dd').textContent())!;
    expect(clientSeed).toMatch(/\S/);
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes it and gives the focus back to the row.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(mine).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('link', { name: 'Verify this bet on the fairness page' }).click();
    await page.waitForURL(`**/fairness?round=${roundId}`);
    await expect(page.getByLabel('Client seed', { exact: true })).toHaveValue(clientSeed);
    await expect(page.getByLabel('Game')).toHaveValue('fowl_flip');
    await page.getByText('This bet’s server seed is still secret').waitFor();

    // A visitor on a phone: the same bets as compact rows, no sideways scroll, no My bets.
    const phone = await openPage(360);
    await phone.page.goto('/mini-games/fowl-flip');
    const onPhone = liveBets(phone.page);
    await expect(onPhone.locator(`[data-bet="${roundId}"]`)).toBeVisible();
    await expect(onPhone.getByRole('tab', { name: 'My bets' })).toHaveCount(0);
    await noSideScroll(phone.page);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'live-bets-360');
  });
});
