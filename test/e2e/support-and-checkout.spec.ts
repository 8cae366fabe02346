import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { BANNED_MESSAGE } from '../../src/core/contracts/accounts';
import { SUPPORT_TEXT } from '../../src/core/contracts/support';
import { referralShareText } from '../../src/core/referrals';
import { supportMessages, users } from '../../src/server/db/schema';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { E2E_ADMIN_PASSWORD, acceptWelcome, postFromPage, screenshot, seriousViolations, signInAs } from './harness';

// Rough edges a careful player found (issue 13, items 5 and 6): the FAQ's trade URL
// answer on phones, the checkout's return page, the share toast, a checkout without
// a network, and a way to reach support signed out or banned.

/** Axe at both widths, and a full-page picture of each (name-390, name-1280). */
async function capture(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    expect(await seriousViolations(page)).toEqual([]);
    await noSideScroll(page);
    await screenshot(page, `${name}-${width}`);
  }
}

/** Every box inside `container` lies within it: nothing is cut off by its overflow. */
const overflowingParts = (page: Page, containerSelector: string) =>
  page.locator(containerSelector).evaluate((container) => {
    const box = container.getBoundingClientRect();
    const out: string[] = [];
    for (const el of container.querySelectorAll('*')) {
      // Screen-reader-only text is clipped on purpose.
      if (el.closest('.sr-only')) continue;
      for (const r of el.getClientRects()) {
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5) out.push(`${el.tagName}: ${el.textContent?.slice(0, 40)}`);
      }
    }
    return out;
  });

test.describe('support, checkout and wording fixes in Chromium', () => {
  const e2e = usePlatform();
  const db = () => e2e.platform.ctx.db;

  test('shows the whole trade URL answer of the FAQ on phones', async ({ openPage }) => {
    for (const width of [360, 390]) {
      const { context, page } = await openPage(width);
      await page.goto('/faq');
      await page.getByRole('button', { name: 'Where do I find my Steam trade URL?' }).click();
      const answer = page.getByRole('region', { name: 'Where do I find my Steam trade URL?' });
      await answer.getByText('dashboard settings').waitFor();
      // The item clips what overflows it (rounded corners), so everything must fit inside.
      await answer.evaluate((el) => el.parentElement!.setAttribute('data-probe', 'faq-item'));
      await expect.poll(() => overflowingParts(page, '[data-probe="faq-item"]')).toEqual([]);
      await expect(answer.getByTestId('example-trade-url')).toHaveText('https://steamcommunity.com/tradeoffer/new/?partner=…&token=…');
      await noSideScroll(page);
      if (width === 390) await capture(page, 'polish-faq-trade-url');
      await context.close();
    }
  });

  test('says what the checkout return page knows, and really counts down to home', async ({ openPage }) => {
    const { page } = await openPage(390);
    const steamId = await signInAs(page);
    await acceptWelcome(page);

    // No payment at all: nothing was received, and the countdown moves 3, 2, 1, then home.
    await page.goto('/payment-redirect');
    await page.getByRole('heading', { name: 'Returning from checkout', level: 1 }).waitFor();
    await page.locator('[data-payment-state="none"]').getByText('There is no payment to check here.').waitFor();
    await expect(page.getByText('Payment Received')).toHaveCount(0);
    // The words and the count it is at, read together.
    const countdownAt = (seconds: number) => page.locator(`[data-testid="redirect-countdown"][data-seconds-left="${seconds}"]`);
    await expect(countdownAt(2)).toHaveText('2 seconds');
    await expect(countdownAt(1)).toHaveText('1 second');
    await page.waitForURL((url) => url.pathname === '/');

    // A charge that is not paid yet: the page asks the server and says so.
    const created = await postFromPage(page, '/api/payment/create-charge', { planId: 'monthly' });
    expect(created.status()).toBe(200);
    const reference = ((await created.json()) as { charge: { reference: string } }).charge.reference;
    const [me] = await db().select().from(users).where(eq(users.steamId, steamId));
    // One visit per width: the page leaves after 3 seconds.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      const opened = page.waitForEvent('popup');
      await page.goto(`/payment-redirect?charge=${reference}&user_id=${me!.id}&plan_id=monthly`);
      await page.locator('[data-payment-state="pending"]').getByText('Your payment is not confirmed yet.', { exact: false }).waitFor();
      await screenshot(page, `polish-payment-redirect-pending-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      const status = await opened;
      await status.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();
      await status.close();
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  test('says which text the Share fallback copied, and keeps the referral bonus worded as the specification does', async ({ openPage }) => {
    const { context, page } = await openPage(390);
    // No share sheet (as on most desktops): Share copies the invitation instead.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.platform.baseUrl });
    await signInAs(page, 'GoldenGoose');
    await acceptWelcome(page).catch(() => undefined);
    const code = (await page.getByTestId('referral-code').textContent())!;
    await page.getByText('you both get 2000 Fowls.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Share' }).click();
    const toastRegion = page.getByRole('region', { name: /Notification/ });
    // One short line that says what happened (the invitation itself is on the clipboard), not five lines over the page.
    const shared = toastRegion.getByRole('listitem').filter({ hasText: 'Share message copied to clipboard' });
    await shared.waitFor();
    await expect(shared).not.toContainText(referralShareText(code));
    expect((await shared.boundingBox())!.height).toBeLessThan(100);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(referralShareText(code));
    await expect(toastRegion.getByText('Referral code copied to clipboard')).toHaveCount(0);
    await capture(page, 'polish-referral-share-toast');

    await page.getByRole('button', { name: 'Copy' }).click();
    await toastRegion.getByText('Referral code copied to clipboard').waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test("explains a checkout that cannot reach the server in a sentence, not the browser's words", async ({ openPage }) => {
    const { page } = await openPage(390);
    await signInAs(page);
    await acceptWelcome(page);
    await page.route('**/api/payment/create-charge', (route) => route.abort('internetdisconnected'));
    await page.goto('/checkout?plan=monthly');
    await page.getByRole('button', { name: 'Pay with Crypto' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await alert.getByText('Payment failed: could not reach the server. Check your connection and try again.').waitFor();
    await expect(alert).not.toContainText('Failed to fetch');
    await capture(page, 'polish-checkout-network-failure');
  });

  test('lets a signed-out visitor and a banned player write to support, and shows their messages to the admin', async ({ openPage }) => {
    // Signed out: the footer's Contact link leads to the form.
    const visitor = await openPage(390);
    try {
      const { page } = visitor;
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      const form = page.getByRole('form', { name: 'Contact support' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText(SUPPORT_TEXT.emailRequired).waitFor();
      await form.getByLabel('Your email address').fill('visitor@example');
      await form.getByLabel('Message').fill('I cannot sign in.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText(SUPPORT_TEXT.emailInvalid).waitFor();
      expect(await db().select().from(supportMessages)).toHaveLength(0);
      await capture(page, 'polish-contact-form-error');

      await form.getByLabel('Your email address').fill('visitor@example.com');
      await form.getByLabel('Message').fill('I cannot sign in with my Steam account. What should I do?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.locator('[data-state="sent"]').getByText('visitor@example.com').waitFor();
      await page.getByText(SUPPORT_TEXT.sentTitle).waitFor();
      await capture(page, 'polish-contact-form-sent');
      const [stored] = await db().select().from(supportMessages);
      expect(stored).toMatchObject({ email: 'visitor@example.com', userId: null });
    } finally {
      await visitor.context.close();
    }

    // Banned while playing: told so with a link to the form; refused at sign-in with the same way out.
    const banned = await openPage(390);
    try {
      const { page } = banned;
      const steamId = await signInAs(page);
      await acceptWelcome(page);
      await db().update(users).set({ isBanned: true }).where(eq(users.steamId, steamId));
      await page.reload();
      const shown = page.getByRole('region', { name: 'Account banned' });
      await shown.getByText(BANNED_MESSAGE).waitFor();
      await shown.getByRole('link', { name: 'Contact support' }).waitFor();

      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with Steam' }).click();
      await page.waitForURL(/\/sandbox\/steam\/openid\/login/);
      await page.locator('input#steamid').fill(steamId);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      const notice = page.getByRole('region', { name: 'Account banned' });
      await notice.getByText(BANNED_MESSAGE).waitFor();
      await capture(page, 'polish-login-banned');
      await notice.getByRole('link', { name: 'Contact support' }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      const form = page.getByRole('form', { name: 'Contact support' });
      await form.getByLabel('Your email address').fill('banned.player@example.com');
      await form.getByLabel('Message').fill('I think my ban is a mistake.\nPlease have another look.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.locator('[data-state="sent"]').waitFor();
      expect(await db().select().from(supportMessages).where(eq(supportMessages.email, 'banned.player@example.com'))).toHaveLength(1);
    } finally {
      await banned.context.close();
    }

    // The admin reads both in the portal's feedback tab.
    const admin = await openPage(1280);
    try {
      const { page } = admin;
      await signInAs(page, 'HenHouseAdmin');
      await acceptWelcome(page).catch(() => undefined);
      await page.goto('/admin');
      await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Access Admin Portal' }).click();
      await page.getByRole('tab', { name: 'Feedback Management' }).click();
      const list = page.getByRole('list', { name: 'Support messages' });
      await list.getByText('I cannot sign in with my Steam account. What should I do?').waitFor();
      await list.getByText('banned.player@example.com', { exact: true }).waitFor();
      await list.getByText('I think my ban is a mistake.', { exact: false }).waitFor();
      await expect(list.getByRole('link', { name: 'Reply to visitor@example.com' })).toHaveAttribute('href', /^mailto:visitor@example\.com\?/);
      await list.scrollIntoViewIfNeeded();
      await capture(page, 'polish-admin-support-messages');
    } finally {
      await admin.context.close();
    }
  });
});
