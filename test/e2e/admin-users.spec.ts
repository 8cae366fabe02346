import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { users } from '../../src/server/db/schema';
import { BANNED_MESSAGE } from '../../src/core/contracts/accounts';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { acceptWelcome, E2E_ADMIN_PASSWORD, screenshot, seriousViolations, signInAs, type Platform } from './harness';

// An operator finds a player, adjusts their balance with a reason (the player's
// history shows it), looks at their dashboard, bans them (their open page loses
// access) and reads the system log.

const ADMIN_STEAM_ID = '76561198000000103';

/** The admin has accepted the welcome terms already (a player's first sign-in is covered below). */
async function adminLogIn(platform: Platform, page: Page) {
  await platform.ctx.db.update(users).set({ hasSeenWelcome: true }).where(eq(users.steamId, ADMIN_STEAM_ID));
  await signInAs(page, 'HenHouseAdmin');
  await page.goto('/admin');
  await page.getByText('Enter admin password to continue').waitFor();
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Portal' }).click();
  await page.getByRole('tab', { name: 'User Management' }).waitFor();
}

test.describe('user management in Chromium', () => {
  const e2e = usePlatform();

  test('adjusts a player balance, shows their dashboard and bans them', async ({ openPage }) => {
    const player = await openPage(1280);
    const admin = await openPage(1280);
    const steamId = await signInAs(player.page);
    await acceptWelcome(player.page);
    const me = await player.page.evaluate(async () => (await fetch('/api/me')).json());

    const { page } = admin;
    await adminLogIn(e2e.platform, page);
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByLabel('Search users').fill(steamId);
    const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: steamId });
    await row.waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Users' }).getByRole('listitem').count()).toBe(1);

    // Missing fields are refused in the dialog; then a subtraction beyond the balance by the server.
    await row.getByRole('button', { name: `Adjust balance of ${me.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust Balance' });
    await dialog.getByRole('button', { name: 'Add Fowls' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
    await dialog.getByLabel('Amount').fill('250');
    await dialog.getByLabel('Reason').fill('E2E tournament prize');
    await dialog.getByText(/New balance:\s*750/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-adjust-balance-1280');
    await dialog.getByRole('button', { name: 'Add Fowls' }).click();
    await page.getByText('Balance Updated').first().waitFor();
    await row.getByText('750').first().waitFor();

    // The player's own history shows the adjustment with its reason.
    await player.page.goto('/');
    const history = player.page.getByRole('region', { name: /Transaction history/ });
    await history.getByText('E2E tournament prize').waitFor();

    await page.getByLabel('Search users').fill('');
    expect(await seriousViolations(page)).toEqual([]);
    await noSideScroll(page);
    await screenshot(page, 'admin-users-1280');

    // The user dashboard: overview with activity and payments, then each tab.
    await row.getByRole('link', { name: `View ${me.username}` }).click();
    await page.waitForURL(`**/admin/user/${me.id}`);
    await page.getByRole('heading', { name: `User: ${me.username}` }).waitFor();
    await page.getByRole('tabpanel').getByText('E2E tournament prize').waitFor();
    await page.getByText('No payments yet.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-user-dashboard-1280');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByRole('tabpanel').getByText('Admin Adjustment').waitFor();
    await page.getByRole('tab', { name: 'Raffle History' }).click();
    await page.getByText('No raffle entries yet.').waitFor();
    await page.getByRole('tab', { name: 'Referrals' }).click();
    await page.getByText('No referrals yet.').waitFor();

    // Ban from the dashboard: the player's open page loses access at once.
    await page.getByRole('button', { name: `Ban ${me.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ban User' }).click();
    await page.getByText('User Banned').first().waitFor();
    await page.getByText('Banned', { exact: true }).first().waitFor();
    // Told at once, without a reload: the banned notice with the way to support stays over the signed-out page.
    const notice = player.page.getByRole('region', { name: 'Account banned' });
    await notice.getByText(BANNED_MESSAGE).waitFor();
    await expect(notice.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await player.page.getByRole('link', { name: 'Sign In with Steam' }).first().waitFor();
    expect(await seriousViolations(player.page)).toEqual([]);
    await screenshot(player.page, 'player-banned-1280');
    expect(await player.page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
    // Still there after a reload of the tab, signed out.
    await player.page.reload();
    await notice.getByText(BANNED_MESSAGE).waitFor();
    // Signing in again is refused.
    await player.page.goto('/login');
    await player.page.getByRole('button', { name: 'Sign in with Steam' }).click();
    await player.page.waitForURL(/\/sandbox\/steam\/openid\/login/);
    await player.page.locator('input#steamid').fill(steamId);
    // Waited for from before the click: the page drops the parameter as soon as it has shown it.
    await Promise.all([player.page.waitForURL(/\/login\?error=account_banned/), player.page.getByRole('button', { name: 'Sign In', exact: true }).click()]);

    // The system log lists the ban and the adjustment, newest first.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'System Logs' }).click();
    const logs = page.getByRole('list', { name: 'Log entries' });
    await logs.getByText('user.ban', { exact: true }).waitFor();
    await logs.getByText('user.balance_adjust', { exact: true }).waitFor();
    await page.getByLabel('Type').selectOption('raffle');
    await page.getByText('No log entries.').waitFor();
    await page.getByLabel('Type').selectOption('user');
    await logs.getByText('user.ban', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-logs-1280');
  });

  test('fits a phone: user list, user dashboard and logs at 390 px', async ({ openPage }) => {
    const { page } = await openPage(390);
    await adminLogIn(e2e.platform, page);
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('list', { name: 'Users' }).waitFor();
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-users-390');

    // A new player joins: the portal hears new_user_joined and shows it.
    const newcomer = await openPage(390);
    await signInAs(newcomer.page);
    await page.getByText('New User Joined').first().waitFor();
    await newcomer.context.close();
    await page.getByRole('link', { name: 'View HenHouseAdmin' }).click();
    await page.getByRole('heading', { name: 'User: HenHouseAdmin' }).waitFor();
    await page.getByText('Payment History').waitFor();
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-user-dashboard-390');
    await page.goto('/admin/user/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'User Not Found' }).waitFor();
    await page.goto('/admin/user/not-an-id');
    await page.getByRole('heading', { name: 'Invalid User' }).waitFor();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'System Logs' }).click();
    await page.getByRole('list', { name: 'Log entries' }).waitFor();
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-logs-390');
  });
});
