import { expect, test, usePlatform } from './fixtures';
import { acceptWelcome, seriousViolations, signInAs } from './harness';

// The shared spectator account is nobody's: its account panel shows no player ID, no
// membership, no Premium offer and no trade URL form (which it could never save).

test.describe('the spectator account panel in Chromium', () => {
  usePlatform();

  for (const width of [390, 1280]) {
    test(`shows only the Spectator badge and Logout at ${width} px`, async ({ openPage }) => {
      const { page } = await openPage(width);
      await page.goto('/spectator');
      await acceptWelcome(page);
      await page.getByRole('button', { name: /^Account menu:/ }).click();
      const panel = page.getByRole('dialog', { name: 'Account' });
      await panel.waitFor();
      await expect(panel.getByText('Spectator', { exact: true })).toHaveCount(2); // the account's name and its badge
      await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(panel.getByText('Free Trial')).toHaveCount(0);
      await expect(panel.getByText(/^ID: /)).toHaveCount(0);
      await expect(panel.getByRole('textbox')).toHaveCount(0);
      await expect(panel.getByRole('link', { name: /Premium|Subscription|Play limits/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('shows a player their ID, membership, the Premium offer and the trade URL form', async ({ openPage }) => {
    const { page } = await openPage(390);
    await signInAs(page);
    await acceptWelcome(page);
    await page.getByRole('button', { name: /^Account menu:/ }).click();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await panel.getByText('Free Trial').waitFor();
    await expect(panel.getByText(/^ID: /)).toHaveCount(1);
    await expect(panel.getByRole('textbox')).toHaveCount(1);
    await expect(panel.getByRole('link', { name: /Premium/ })).toHaveCount(1);
  });
});
