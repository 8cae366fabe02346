import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { payments, users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { signIn } from '../helpers/sign-in';
import { startSwitchableFront, type SwitchableFront } from '../helpers/switchable-front';
import { expect, test, usePlatform } from './fixtures';
import { acceptWelcome, expiryInDays, postFromPage, screenshot, seriousViolations, signInAs } from './harness';

/** Screenshots at phone and desktop width, checked by axe at both. */
async function capture(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('Premium through the payment sandbox in Chromium', () => {
  // The platform's calls to the payment sandbox go through a front a test can cut, as
  // if Coinbase were down; the browser and the sandbox's webhooks reach it directly.
  let coinbase: SwitchableFront;
  test.beforeAll(async () => {
    coinbase = await startSwitchableFront();
  });
  const e2e = usePlatform({
    configure: (config) => {
      config.coinbase = { ...config.coinbase, apiBaseUrl: `${coinbase.url}/sandbox/coinbase` };
    },
  });
  test.beforeAll(() => coinbase.pointAt(e2e.platform.baseUrl));
  test.afterAll(async () => {
    await coinbase?.close();
  });

  const db = () => e2e.platform.ctx.db;
  const userBySteamId = async (steamId: string) => (await db().select().from(users).where(eq(users.steamId, steamId)))[0]!;

  test('lets a referred free-trial player buy Premium, rewarding both sides, and opens the status from the payment redirect', async ({ page }) => {
    const steamId = await signInAs(page);
    await acceptWelcome(page);
    // The Premium referrer hands out their code; the new player applies it, as the
    // dashboard's referral form does (the form itself is dashboard-and-leaderboard.spec's).
    const goose = await signIn(e2e.platform.app, demoPersonas.find((p) => p.personaName === 'GoldenGoose')!.steamId);
    const code = (await e2e.platform.app.inject({ url: '/api/referral/stats', headers: { cookie: goose.cookie } })).json().referralCode as string;
    const applied = await postFromPage(page, '/api/referral/apply', { referralCode: code.toLowerCase() });
    expect(applied.status()).toBe(200);
    expect(await applied.json()).toEqual({ success: true, referralCode: code });
    const buyer = await userBySteamId(steamId);
    const referrer = await userBySteamId(goose.steamId);
    expect(buyer.referredBy).toBe(referrer.id);

    await page.goto('/subscriptions');
    await page.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Free Trial' }).waitFor();
    await page.getByText('Current Plan').waitFor();
    await capture(page, 'subscriptions-free-trial');

    // Any plan but monthly is sent back to the plans.
    await page.goto('/checkout?plan=yearly');
    await page.waitForURL((url) => url.pathname === '/subscriptions');

    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.search === '?plan=monthly');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    for (const coin of ['BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'DAI']) await page.getByText(coin, { exact: true }).waitFor();
    await capture(page, 'checkout');

    await page.getByRole('button', { name: 'Pay with Crypto' }).click();
    await page.waitForURL(/\/sandbox\/coinbase\/pay\/[0-9a-f]{24}$/);
    await page.getByRole('heading', { name: 'Payment sandbox: checkout' }).waitFor();
    await capture(page, 'sandbox-checkout');

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    const params = new URL(page.url()).searchParams;
    expect(params.get('user_id')).toBe(buyer.id);
    expect(params.get('plan_id')).toBe('monthly');
    await page.getByRole('heading', { name: 'Payment confirmed' }).waitFor();
    await page.getByRole('main').getByText('Premium Member').waitFor();
    await capture(page, 'payment-success-confirmed');

    // The provider's return page opens the payment status in a new tab and takes
    // this one home after 3 seconds.
    const successPath = `/payment-success${new URL(page.url()).search}`;
    const opened = page.waitForEvent('popup');
    await page.goto(`/payment-redirect${new URL(page.url()).search}`);
    await page.getByRole('heading', { name: 'Returning from checkout', level: 1 }).waitFor();
    // It asks the server rather than assuming: this charge is paid.
    await page.locator('[data-payment-state="confirmed"]').getByText('Your payment is confirmed.').waitFor();
    await page.getByText('Your payment status opens in a new tab.', { exact: false }).waitFor();
    // The link is there for a browser that blocks the pop-up.
    await expect(page.getByRole('link', { name: 'Open payment status' })).toHaveAttribute('href', successPath);
    const status = await opened;
    await status.waitForURL((url) => `${url.pathname}${url.search}` === successPath);
    await status.getByRole('heading', { name: 'Payment confirmed' }).waitFor();
    // Opened with noopener: the new tab cannot reach back into this one.
    await expect.poll(() => status.evaluate(() => window.opener)).toBeNull();
    await page.waitForURL((url) => url.pathname === '/');
    await status.close();
    // Without query parameters the tab's remembered checkout names the charge.
    const openedAgain = page.waitForEvent('popup');
    await page.goto('/payment-redirect');
    const again = await openedAgain;
    await again.waitForURL((url) => url.pathname === '/payment-success');
    expect(new URL(again.url()).searchParams.get('user_id')).toBe(buyer.id);
    await again.getByRole('heading', { name: 'Payment confirmed' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await again.close();

    const after = await userBySteamId(steamId);
    expect(after.subscriptionExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await userBySteamId(referrer.steamId)).fowlBalance).toBe(referrer.fowlBalance + 2000);
    expect(after.fowlBalance).toBe(buyer.fowlBalance + 2000);

    await page.goto('/subscription-management');
    await page.getByRole('heading', { name: 'Subscription Management', level: 1 }).waitFor();
    await page.getByText('30 days remaining').waitFor();
    await page.getByText('Completed').waitFor();
    await expect.poll(() => page.getByText('Your Premium expires soon').count()).toBe(0);
    await capture(page, 'subscription-management');

    // Close to the end, the page reminds the member to renew by hand.
    await db()
      .update(users)
      .set({ subscriptionExpiresAt: expiryInDays(3) })
      .where(eq(users.id, buyer.id));
    await page.reload();
    await page.getByText(/Your Premium expires soon: 3 days remaining/).waitFor();
    await capture(page, 'subscription-management-reminder');

    await page.goto('/subscriptions');
    await page.getByRole('link', { name: 'Manage Subscription' }).waitFor();
    await screenshot(page, 'subscriptions-premium-1280');
  });

  test('leaves a player whose payment fails on the free trial, and says so while Coinbase cannot be reached', async ({ page }) => {
    const steamId = await signInAs(page);
    await acceptWelcome(page);

    // Coinbase down: the alert says nothing was charged, and nothing is recorded.
    coinbase.set('refuse');
    await page.goto('/checkout?plan=monthly');
    await page.getByRole('button', { name: 'Pay with Crypto' }).click();
    await page
      .getByRole('alert')
      .getByText(
        'Payment failed: The payment service cannot be reached right now, so no checkout was opened and nothing was charged. Please try again in a few minutes.',
      )
      .waitFor();
    await expect(page.getByRole('button', { name: 'Pay with Crypto' })).toBeEnabled();
    await screenshot(page, 'checkout-failed-alert-1280');
    const buyer = await userBySteamId(steamId);
    expect(await db().select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([]);

    // Coinbase back: the same button goes through, and a double click opens one checkout.
    coinbase.set('open');
    await page.getByRole('button', { name: 'Pay with Crypto' }).dblclick();
    await page.waitForURL(/\/sandbox\/coinbase\/pay\//);
    const hostedUrl = page.url();
    const [payment, ...others] = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    expect(others).toEqual([]);
    expect(payment!.chargeId).toBe(hostedUrl.split('/').at(-1));

    // The success page waits, polling every 5 s, until the provider settles the charge.
    await page.goto(`/payment-success?charge=${payment!.id}&plan_id=monthly`);
    await page.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();
    await capture(page, 'payment-success-waiting');
    // While Coinbase cannot be reached the payment is being confirmed, not failed.
    coinbase.set('refuse');
    await page.reload();
    await page.getByRole('heading', { name: 'Confirming your payment' }).waitFor();
    await page.getByText('If you paid, Premium is granted as soon as it answers', { exact: false }).waitFor();
    await capture(page, 'payment-success-confirming');
    coinbase.set('open');
    const failed = await page.request.post(`${hostedUrl}/fail`, { form: {}, maxRedirects: 0 });
    expect(failed.status()).toBe(303);
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor({ timeout: 15_000 });
    await page.getByText('You are still on the Free Trial.').waitFor();
    await capture(page, 'payment-success-failed');

    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.isSubscribed).toBe(false);
    expect((await userBySteamId(steamId)).subscriptionExpiresAt).toBeNull();
    await page.goto('/subscription-management');
    await page.getByText('Failed', { exact: true }).waitFor();
    await capture(page, 'subscription-management-free-trial');

    // A charge id that is not letters, digits and hyphens is ignored.
    await page.goto('/payment-success?charge=bad_id%3Cscript%3E');
    await page.getByRole('heading', { name: 'No payment to show' }).waitFor();
  });
});
