import type { Route } from '@playwright/test';
import { expect, test, usePlatform } from './fixtures';
import { acceptWelcome, E2E_ADMIN_PASSWORD, screenshot, seriousViolations, signInAs, signInThroughSandbox, tradeUrlFor } from './harness';

test.describe('sign-in and the shell in Chromium', () => {
  const e2e = usePlatform();

  test('takes a new player from sign-in to a saved trade URL and back out', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('Modern Gaming Platform').waitFor();
    await page.getByRole('button', { name: 'Sign in with Steam' }).click();
    const steamId = await signInThroughSandbox(page);

    // The welcome terms cannot be skipped: Accept waits for the checkbox.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const accept = dialog.getByRole('button', { name: /accept/i });
    await expect(accept).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await acceptWelcome(page);

    const header = page.getByRole('banner');
    await header.getByText('500 fowls', { exact: true }).first().waitFor();

    // Save the trade URL from the account menu.
    await header.getByRole('button', { name: /account menu/i }).click();
    const tradeUrl = tradeUrlFor(steamId);
    await page
      .getByLabel(/trade (offer )?url/i)
      .first()
      .fill(tradeUrl);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Trade URL Updated').first().waitFor();

    // A reload keeps the modal closed and the URL saved.
    await page.reload();
    await header.getByText('500 fowls', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.tradeOfferUrl).toBe(tradeUrl);
    expect(me.hasSeenWelcome).toBe(true);

    await header.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In with Steam' }).first().waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
  });

  test('refuses a wrong admin password and admits the right one', async ({ page }) => {
    await signInAs(page, 'HenHouseAdmin');
    await acceptWelcome(page);
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: 'Access Admin Portal' }).click();
    await page.getByText('Authentication Failed').first().waitFor();
    await page.getByLabel(/password/i).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Portal' }).click();
    await page.getByText('Site Maintenance').first().waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
  });

  test('lets a player in when the acceptance gets no answer, and asks again on the next visit', async ({ page }) => {
    await signInAs(page);
    // The recording hangs, as on a dropped connection: the dialog closes after its wait all the same.
    const held: Route[] = [];
    await page.route('**/api/user/welcome-seen', (route) => void held.push(route));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).click();
    await dialog.getByRole('button', { name: /accept/i }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByText('500 fowls', { exact: true }).first().waitFor();
    // The connection drops in the end: nothing was recorded, so the terms come back.
    expect(held).toHaveLength(1);
    await held[0]!.abort('connectionreset');
    await page.reload();
    await page.getByRole('dialog').getByText('Welcome to Fowls').waitFor();
  });

  test('shows the 404 screen for unknown paths and a JSON 404 under /api', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    const api = await page.goto('/api/no-such-route');
    expect(api?.status()).toBe(404);
    expect(await api?.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  test('has no serious accessibility violations and looks right at 390 and 1280 px', async ({ openPage }) => {
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await page.goto('/login');
      await page.getByText('Modern Gaming Platform').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `login-${width}`);

      await signInAs(page);
      await page.getByRole('dialog').waitFor();
      await screenshot(page, `welcome-${width}`);
      await acceptWelcome(page);
      await page.getByRole('banner').getByText('500 fowls', { exact: true }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `shell-${width}`);

      // Premium is one of the sections: in the bar on a desktop, in the menu on a phone.
      const sections = page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
      if (width < 1024) {
        await sections.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('menuitem', { name: 'Premium' }).click();
      } else {
        await sections.getByRole('link', { name: 'Premium' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/subscriptions');
      if (width >= 1024) await expect(sections.getByRole('link', { name: 'Premium' })).toHaveAttribute('aria-current', 'page');
      // The bar still fits beside the account controls at the narrowest desktop width.
      if (width >= 1024) {
        await page.setViewportSize({ width: 1024, height: 800 });
        await expect.poll(() => page.getByRole('banner').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        await page.setViewportSize({ width, height: 800 });
      }

      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/i })
        .click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await screenshot(page, `account-menu-${width}`);
      await context.close();
    }
  });

  test('sends players to the maintenance page while it is on', async ({ page }) => {
    await signInAs(page);
    await acceptWelcome(page);
    await e2e.platform.app.inject({ method: 'GET', url: '/api/platform' });
    const { setMaintenance } = await import('../../src/server/modules/platform');
    await setMaintenance(e2e.platform.ctx, true, e2e.platform.ctx.clock());
    try {
      await page.reload();
      await page.waitForURL(/\/maintenance$/);
      await page.getByRole('heading').first().waitFor();
      await screenshot(page, 'maintenance-1280');
    } finally {
      await setMaintenance(e2e.platform.ctx, false, e2e.platform.ctx.clock());
    }
    // The maintenance page notices the end and returns home, where the player's balance shows again.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await page.getByRole('banner').getByText('500 fowls', { exact: true }).first().waitFor();
  });
});
