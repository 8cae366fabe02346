import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { adminTokens, raffles, tradeLogs, users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { resetAdminTwoFactorBySteamId } from '../../src/server/modules/admin';
import { totpCode } from '../../src/server/modules/admin/two-factor-codes';
import { createPrizeService } from '../../src/server/modules/prizes';
import { insertUser } from '../helpers/users';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import {
  acceptWelcome,
  createRaffle,
  endRaffle,
  E2E_ADMIN_PASSWORD,
  screenshot,
  seriousViolations,
  signInAs,
  tradeUrlFor,
  postFromPage,
  socketConnected,
} from './harness';

// The admin portal as an operator uses it: raffles, ended raffles, feedback, the
// Steam bot's trade logs and the maintenance switch; and its doors: players are
// refused, and an admin whose portal token lapses is asked for the password again.

/** The demo admin accepts the welcome terms once per platform. */
async function adminLogIn(page: Page, firstVisit: boolean) {
  await signInAs(page, 'HenHouseAdmin');
  if (firstVisit) await acceptWelcome(page);
  await page.goto('/admin');
  await page.getByText('Enter admin password to continue').waitFor();
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Portal' }).click();
  await page.getByRole('tab', { name: 'Raffle Management' }).waitFor();
}

const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

test.describe('the admin portal in Chromium', () => {
  const e2e = usePlatform();

  /** A completed raffle whose prize offer the winner declined on the sandbox trade-offers page. */
  async function declinedTrade(): Promise<string> {
    const prizes = createPrizeService(e2e.platform.ctx);
    const items = await prizes.inventory();
    const item = items[items.length - 1]!;
    const winner = await insertUser(e2e.platform.ctx.db);
    const tradeOfferUrl = tradeUrlFor(winner.steamId);
    await e2e.platform.ctx.db.update(users).set({ tradeOfferUrl }).where(eq(users.id, winner.id));
    const [raffle] = await e2e.platform.ctx.db
      .insert(raffles)
      .values({
        name: 'Declined Prize Raffle',
        description: 'A prize',
        endTime: new Date(Date.now() - 1000),
        status: 'completed',
        winnerId: winner.id,
        assetId: item.assetid,
        itemName: item.name,
        seed: 'a'.repeat(64),
        seedHash: 'b'.repeat(64),
        drawnAt: new Date(),
      })
      .returning();
    await prizes.deliverRafflePrize(raffle!.id);
    const [log] = await e2e.platform.ctx.db.select().from(tradeLogs).where(eq(tradeLogs.raffleId, raffle!.id));
    const settled = await e2e.platform.app.inject({
      method: 'POST',
      url: `/sandbox/steam/trade-offers/${log!.tradeOfferId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: 'declined' }).toString(),
    });
    expect(settled.statusCode).toBe(303);
    return winner.username;
  }

  test('creates, ends and deletes a raffle, answers feedback, retries a declined trade and switches maintenance', async ({ openPage }) => {
    // The portal's whole day in one flow, a raffle draw included: longer than one screen's test.
    test.setTimeout(240_000);
    const player = await openPage(1280);
    const admin = await openPage(1280);
    // A player writes in.
    await signInAs(player.page);
    await acceptWelcome(player.page);
    const message = 'Could the hourly raffles have bigger prizes?';
    expect((await postFromPage(player.page, '/api/feedback', { message })).status()).toBe(200);

    const { page } = admin;
    await adminLogIn(page, true);
    expect(await seriousViolations(page)).toEqual([]);

    // Create: the required fields first, then a real raffle with a bot item.
    await page.getByRole('button', { name: 'Create Raffle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Raffle' });
    await dialog.getByRole('button', { name: 'Create Raffle' }).click();
    await page.getByText('Please fill in all required fields').first().waitFor();
    const name = 'E2E Golden Egg';
    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByLabel('Description *').fill('An item straight from the bot.');
    await expect(dialog.getByLabel('Min entry (fowls)')).toHaveValue('10');
    await expect(dialog.getByLabel('Max participants')).toHaveValue('25');
    await dialog.getByRole('button', { name: '+1hr' }).click();
    await expect(dialog.getByLabel('End time *')).not.toHaveValue('');
    await dialog.getByRole('group', { name: 'Prize from the bot inventory' }).getByRole('button').first().click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-create-raffle-1280');
    await dialog.getByRole('button', { name: 'Create Raffle' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const activeRow = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
    await activeRow.waitFor();
    await screenshot(page, 'admin-raffles-1280');

    // The item is now this raffle's: the picker greys it out and names the raffle.
    const [created] = await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.name, name));
    await page.getByRole('button', { name: 'Create Raffle' }).first().click();
    const picker = dialog.getByRole('group', { name: 'Prize from the bot inventory' });
    const reservedItem = picker.getByRole('button').filter({ hasText: `Reserved for ${name}` });
    await reservedItem.waitFor();
    await expect(reservedItem).toBeDisabled();
    await expect(reservedItem).toContainText(created!.itemName!);
    await expect(picker.getByRole('button', { disabled: true })).toHaveCount(1);
    await expect(picker.getByRole('button', { disabled: false })).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-prize-picker-reserved-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Edit: the datetime-local value is the browser's local time, stored as that instant.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Raffle' });
    await expect(edit.getByLabel('Name *')).toHaveValue(name);
    const later = new Date(Date.now() + 2 * 3600_000);
    later.setSeconds(0, 0);
    const local = await page.evaluate((ms) => {
      const d = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    }, later.getTime());
    await edit.getByLabel('End time *').fill(local);
    await edit.getByLabel('Max participants').fill('50');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await activeRow.getByText('0/50 participants').waitFor();
    const [edited] = await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.name, name));
    expect(edited!.endTime.getTime()).toBe(later.getTime());

    // End it from the active list, then find it among the ended raffles and delete it.
    await page.getByRole('button', { name: `End ${name}` }).click();
    await page.getByRole('dialog', { name: 'End this raffle?' }).getByRole('button', { name: 'End Raffle' }).click();
    await page.getByRole('button', { name: `End ${name}` }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /^View All \(\d+\)$/ }).click();
    await page.waitForURL('**/admin/ended-raffles');
    await page.getByLabel('Search by name or type').fill('golden EGG');
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-ended-raffles-1280');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete this raffle permanently?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No ended raffles match.').waitFor();
    expect(await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.name, name))).toHaveLength(0);
    await page.getByRole('link', { name: 'Back to Admin Portal' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    // Answer the player's feedback; the player sees the answer.
    await openTab(page, 'Feedback Management');
    const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: message });
    await item.getByRole('button', { name: /^Manage feedback from/ }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Feedback' });
    await manage.getByRole('button', { name: 'resolved' }).click();
    await manage.getByLabel('Response (optional)').fill('  Bigger prizes arrive next week.  ');
    expect(await seriousViolations(page)).toEqual([]);
    await manage.getByRole('button', { name: 'Update Feedback' }).click();
    await page.getByText('Feedback status has been updated successfully').first().waitFor();
    await item.getByText('Bigger prizes arrive next week.').waitFor();
    await screenshot(page, 'admin-feedback-1280');
    await player.page.goto('/feedback-history');
    const answered = player.page.getByRole('listitem').filter({ hasText: message });
    await answered.getByText('Resolved').waitFor();
    await answered.getByText('Bigger prizes arrive next week.').waitFor();

    // Retry a declined prize offer from the Trade Logs tab.
    const partner = await declinedTrade();
    await openTab(page, 'Steam Bot Manager');
    await page.getByText('Sandbox').first().waitFor();
    await page.getByRole('list', { name: 'Bot inventory' }).waitFor();
    // The declined prize stays its raffle's while a retry may still send it.
    await page.getByRole('list', { name: 'Bot inventory' }).getByRole('listitem').filter({ hasText: 'Reserved for Declined Prize Raffle' }).waitFor();
    await screenshot(page, 'admin-steam-inventory-1280');
    await openTab(page, 'Trade Logs');
    const trade = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: partner });
    await trade.getByText('declined', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-trade-logs-1280');
    await trade.getByRole('button', { name: `Retry trade to ${partner}` }).click();
    await page.getByRole('status').getByText(`Trade offer sent again to ${partner}: pending.`).waitFor();
    await trade.getByText('pending', { exact: true }).waitFor();
    await trade.getByRole('button', { name: /^Retry/ }).waitFor({ state: 'detached' });
    // The winner accepts the new offer on Steam: the open tab catches up without a reload.
    const [resent] = await e2e.platform.ctx.db
      .select()
      .from(tradeLogs)
      .where(and(eq(tradeLogs.status, 'pending'), eq(tradeLogs.partnerName, partner)));
    await e2e.platform.app.inject({
      method: 'POST',
      url: `/sandbox/steam/trade-offers/${resent!.tradeOfferId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: 'accepted' }).toString(),
    });
    await trade.getByText('accepted', { exact: true }).waitFor({ timeout: 30_000 });
    // The line about the retry follows the offer: it no longer says pending above an accepted row.
    await page.getByRole('status').getByText(`Trade offer sent again to ${partner}: accepted.`).waitFor();

    // Maintenance on: the player is sent to /maintenance, the admin keeps working; then off.
    await openTab(page, 'Site Maintenance');
    const toggle = page.getByRole('switch', { name: 'Maintenance Mode' });
    // The switch asks first; cancelling changes nothing.
    await toggle.click();
    await page.getByRole('dialog', { name: 'Turn maintenance on?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await page.getByRole('dialog', { name: 'Turn maintenance on?' }).getByRole('button', { name: 'Turn On' }).click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByText('Players are now sent to the maintenance page.').first().waitFor();
    await player.page.goto('/');
    await player.page.waitForURL(/\/maintenance$/);
    await openTab(page, 'Raffle Management');
    await page.getByRole('heading', { name: /^Active Raffles/ }).waitFor();
    await openTab(page, 'Site Maintenance');
    await toggle.click();
    await page.getByRole('dialog', { name: 'Turn maintenance off?' }).getByRole('button', { name: 'Turn Off' }).click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText('The site is open to players again.').first().waitFor();
    await player.page.goto('/feedback-history');
    await player.page.getByRole('listitem').filter({ hasText: message }).waitFor();
    expect(new URL(player.page.url()).pathname).toBe('/feedback-history');
  });

  /** The first test accepts the demo admin's welcome terms; a test that may run without it (alone, or after it failed) records them as seen. */
  const welcomeSeen = () =>
    e2e.platform.ctx.db
      .update(users)
      .set({ hasSeenWelcome: true })
      .where(eq(users.steamId, demoPersonas.find((p) => p.personaName === 'HenHouseAdmin')!.steamId));

  test('lists a raffle ended without entries on an open Ended Raffles page at once, and finds it by name, type and the day it ended', async ({ openPage }) => {
    await welcomeSeen();
    const { page } = await openPage(1280);
    await adminLogIn(page, false);
    const connected = socketConnected(page);
    await page.goto('/admin/ended-raffles');
    await page.getByRole('heading', { name: 'Ended Raffles' }).waitFor();
    await connected;
    const search = page.getByLabel('Search by name or type');
    await search.fill('nobody');
    await page.getByText('No ended raffles match.').waitFor();

    // Due in three days, ended now without an entry by an admin in another tab.
    const raffle = await createRaffle(e2e.platform, { name: 'Nobody Entered', type: 'weekly', endTime: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    await endRaffle(e2e.platform, raffle.id);
    // The open page hears of it (raffle_updated): a retrying check, well inside the page's 30-second poll.
    const ended = page.getByRole('list', { name: 'Ended raffles' });
    await expect(ended.getByText('Nobody Entered')).toBeVisible();
    await search.fill('WEEKLY');
    await ended.getByText('Nobody Entered').waitFor();
    // On the day it ended, not the day it was due.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await search.fill('');
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await ended.getByText('Nobody Entered').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('fits a phone: every section, no sideways scrolling, axe clean', async ({ openPage }) => {
    const { page } = await openPage(360);
    await welcomeSeen();
    await adminLogIn(page, false);
    for (const [tab, slug] of [
      ['Raffle Management', 'raffles'],
      ['Feedback Management', 'feedback'],
      ['Steam Bot Manager', 'steam-bot'],
      ['Site Maintenance', 'maintenance'],
    ] as const) {
      await openTab(page, tab);
      await page.getByRole('tabpanel').getByText(tab).first().waitFor();
      await page
        .getByRole('tabpanel')
        .locator('[aria-busy="true"], .animate-pulse')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await screenshot(page, `admin-${slug}-360`);
    }
    await openTab(page, 'Raffle Management');
    await createRaffle(e2e.platform, { name: 'Phone Prize' });
    // A long name in the list stays within the screen.
    await createRaffle(e2e.platform, { name: 'TheLongestRaffleNameThatAnAdminCouldPossiblyTypeIntoTheForm' });
    await page.reload();
    await openTab(page, 'Raffle Management');
    await page.getByRole('tabpanel').getByText('TheLongestRaffleNameThatAnAdminCouldPossiblyTypeIntoTheForm').waitFor();
    await noSideScroll(page);
    await page.getByRole('button', { name: 'Create Raffle' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Create Raffle' }).getByRole('group', { name: 'Prize from the bot inventory' });
    await picker.getByText('Reserved for Phone Prize').scrollIntoViewIfNeeded();
    await noSideScroll(page);
    await screenshot(page, 'admin-create-raffle-360');
    await page.keyboard.press('Escape');
    await page.goto('/admin/ended-raffles');
    await page.getByRole('heading', { name: 'Ended Raffles' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await noSideScroll(page);
    await screenshot(page, 'admin-ended-raffles-360');
  });

  test('shows a signed-in player who is not an admin Access Denied, with a way back', async ({ openPage }) => {
    const { page } = await openPage(390);
    await signInAs(page);
    await acceptWelcome(page);
    // Both doors to the portal refuse the player: no password form to try.
    for (const path of ['/admin', '/admin-login']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have admin privileges.").waitFor();
      await expect.poll(() => page.getByLabel('Admin password').count()).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await noSideScroll(page);
    await screenshot(page, 'admin-access-denied-390');
    // The server says the same, even to a player who knows the password.
    const login = await postFromPage(page, '/api/admin/login', { password: E2E_ADMIN_PASSWORD });
    expect(login.status()).toBe(403);
    expect((await login.json()).error).toBe("You don't have admin privileges.");
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('logs an admin in from /admin-login, and asks again for the password once the portal token stops working', async ({ page }) => {
    await welcomeSeen();
    await signInAs(page, 'HenHouseAdmin');
    await page.goto('/admin-login');
    await page.getByRole('heading', { name: 'Admin Portal', level: 1 }).waitFor();
    await page.getByText('Enter admin password to continue').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-login-1280');
    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Portal' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('tab', { name: 'Raffle Management' }).waitFor();
    // The token lives in this tab's sessionStorage: /admin-login now goes straight on.
    await page.goto('/admin-login');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('tab', { name: 'Raffle Management' }).waitFor();

    // The maintenance section polls nothing, so the switch is the next admin call.
    await openTab(page, 'Site Maintenance');
    const toggle = page.getByRole('switch', { name: 'Maintenance Mode' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    // The server lets the token lapse (as it does after 8 hours); the browser still holds it.
    const admin = demoPersonas.find((p) => p.personaName === 'HenHouseAdmin')!;
    const [adminRow] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, admin.steamId));
    await e2e.platform.ctx.db
      .update(adminTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminTokens.userId, adminRow!.id));
    await toggle.click();
    await page.getByRole('dialog', { name: 'Turn maintenance on?' }).getByRole('button', { name: 'Turn On' }).click();
    await page.getByText('Session Expired').first().waitFor();
    await page.getByText('Admin session expired. Please login again.').first().waitFor();
    await page.getByText('Enter admin password to continue').waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
    // One message for the expiry, not a second one from the switch.
    await expect.poll(() => page.getByText('Failed to toggle maintenance mode').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-session-expired-1280');

    // The password again, and the portal is back; the refused click changed nothing.
    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Portal' }).click();
    await openTab(page, 'Site Maintenance');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  test('sets up two-factor sign-in from the portal, then asks for a code at the next sign-in', async ({ openPage }) => {
    const adminSteamId = demoPersonas.find((p) => p.personaName === 'HenHouseAdmin')!.steamId;
    const phone = await openPage(390);
    const desktop = await openPage(1280);
    const { config } = e2e.platform.ctx;
    // The first test accepts the welcome terms; this one may run alone.
    await e2e.platform.ctx.db.update(users).set({ hasSeenWelcome: true }).where(eq(users.steamId, adminSteamId));
    try {
      // A phone, on a platform that requires two-factor sign-in: the setup comes before anything else.
      config.admin.requireTotp = true;
      await adminLogInUntilSetup(phone.page);
      await phone.page.getByText('This platform requires two-factor sign-in for admins. Set it up to use the portal.').waitFor();
      await expect.poll(() => phone.page.getByRole('tab', { name: 'Raffle Management' }).count()).toBe(0);
      await phone.page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
      await phone.page.getByRole('img', { name: /^QR code/ }).waitFor();
      await phone.page.getByRole('link', { name: 'Open in Authenticator App' }).waitFor();
      expect(await seriousViolations(phone.page)).toEqual([]);
      await noSideScroll(phone.page);
      await screenshot(phone.page, 'admin-two-factor-setup-390');
      config.admin.requireTotp = false;

      // The desktop sets it up: a wrong code first, then the app's code, then the recovery codes once.
      const { page } = desktop;
      await adminLogIn(page, false);
      await openTab(page, 'Two-Factor Sign-In');
      await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
      const setupKey = async () => (await page.getByTestId('setup-key').innerText()).replace(/\s+/g, '');
      await expect.poll(setupKey).toMatch(/^[A-Z2-7]{32}$/);
      const secret = await setupKey();
      await page.getByRole('img', { name: /^QR code/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-two-factor-setup-1280');
      const code = totpCode(secret);
      await page.getByLabel('Authentication code').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid authentication code' }).first().waitFor();
      await page.getByLabel('Authentication code').fill(code);
      await page.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();
      const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(recoveryCodes).toHaveCount(10);
      const codes = await recoveryCodes.allTextContents();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-two-factor-recovery-codes-1280');
      await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();
      await page.getByText('10 of 10 recovery codes left').waitFor();
      await screenshot(page, 'admin-two-factor-on-1280');

      // Signed out of the site (the portal token ends with the session) and back in: password, then code.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/i })
        .click();
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'Sign In with Steam' }).first().waitFor();
      await signInAs(page, 'HenHouseAdmin');
      await page.goto('/admin');
      await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Access Admin Portal' }).click();
      const codeField = page.getByLabel('Authentication code');
      await codeField.waitFor();
      await page.getByText('Two-factor sign-in is on for your account.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-login-code-1280');
      // The code already used to turn it on is refused; the next one opens the portal.
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Access Admin Portal' }).click();
      await page.getByRole('alert').filter({ hasText: 'This code has already been used.' }).first().waitFor();
      await codeField.fill(totpCode(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: 'Access Admin Portal' }).click();
      await page.getByRole('tab', { name: 'Raffle Management' }).waitFor();

      // The phone's token was issued on the password alone, so it ended: password, then a recovery code.
      await phone.page.goto('/admin');
      await phone.page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
      await phone.page.getByRole('button', { name: 'Access Admin Portal' }).click();
      await phone.page.getByLabel('Authentication code').waitFor();
      await phone.page.getByText('Admin session expired. Please login again.').first().waitFor();
      await phone.page
        .getByRole('region', { name: /notifications/i })
        .getByRole('button', { name: 'Close' })
        .click();
      await phone.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await phone.page.getByLabel('Recovery code').fill(codes[0]!);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await noSideScroll(phone.page);
      await screenshot(phone.page, 'admin-login-code-390');
      await phone.page.getByRole('button', { name: 'Access Admin Portal' }).click();
      await openTab(phone.page, 'Two-Factor Sign-In');
      await phone.page.getByText('9 of 10 recovery codes left').waitFor();
      expect(await seriousViolations(phone.page)).toEqual([]);
      await noSideScroll(phone.page);
      await screenshot(phone.page, 'admin-two-factor-on-390');
    } finally {
      config.admin.requireTotp = false;
      // The demo admin signs in with the password alone in the other tests.
      await resetAdminTwoFactorBySteamId(e2e.platform.ctx, adminSteamId);
    }
  });
});

/** The demo admin's password, on a platform that then shows the two-factor setup instead of the portal. */
async function adminLogInUntilSetup(page: Page) {
  await signInAs(page, 'HenHouseAdmin');
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Portal' }).click();
  await page.getByRole('heading', { name: 'Two-Factor Sign-In' }).waitFor();
}
