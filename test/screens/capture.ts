import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { raffles, tradeLogs, users } from '../../src/server/db/schema';
import { signIn } from '../helpers/sign-in';
import { tradeUrlFor } from '../helpers/users';
import { E2E_ADMIN_PASSWORD, adminHeaders, createRaffle, endRaffle, launchBrowser, signInAs, startPlatform, type Platform } from '../e2e/harness';

// `npm run screens [folder]`: the main screens of the built platform, at a phone's
// 390 px and a desktop's 1280 px, as full-page JPEGs (docs/screens/after by default).
// It seeds what makes a screen meaningful: active raffles with entrants, a drawn
// raffle whose prize offer the winner declined, a Premium member three days from
// renewal with a long day of history, a free-trial player, a banned player and an
// admin. Each screen waits for what it shows; a wait that runs out is reported and
// the screen is taken anyway, so an older version of the app (whose screens differ)
// still yields its set.

const WIDTHS = [390, 1280] as const;
const outDir = process.argv[2] ?? 'docs/screens/after';
const GOOSE = '76561198000000102';
const TRADE_URL_QUESTION = 'Where do I find my Steam trade URL?';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `what`; a wait that runs out is logged, not thrown. */
async function until(label: string, what: () => Promise<unknown>): Promise<boolean> {
  try {
    await what();
    return true;
  } catch (error) {
    console.log(`    (not seen: ${label}: ${String(error).split('\n')[0]})`);
    return false;
  }
}

async function poll(check: () => Promise<boolean>, tries: number, everyMs = 200): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return true;
    await sleep(everyMs);
  }
  return false;
}

interface Seeded {
  activeId: string;
  drawnId: string;
}

/** A new player with a trade URL; a sign-in refused under load is tried again. */
async function newPlayer(platform: Platform): Promise<string> {
  let player: { cookie: string; steamId: string } | null = null;
  for (let attempt = 1; !player; attempt++) {
    player = await signIn(platform.app).catch((error: unknown) => {
      if (attempt >= 3) throw error;
      return null;
    });
  }
  const { cookie, steamId } = player;
  await platform.app.inject({ method: 'POST', url: '/api/user/trade-url', headers: { cookie }, payload: { tradeOfferUrl: tradeUrlFor(steamId) } });
  return cookie;
}

const enter = (platform: Platform, raffleId: string, cookie: string, entryAmount: number) =>
  platform.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie }, payload: { raffleId, entryAmount } });

async function seed(platform: Platform): Promise<Seeded> {
  const entrants: string[] = [];
  for (let i = 0; i < 14; i++) entrants.push(await newPlayer(platform));

  const active = await createRaffle(platform, { name: 'Weekend Cup', endTime: new Date(Date.now() + 5 * 3600_000).toISOString() });
  const flash = await createRaffle(platform, { name: 'Midnight Flash', endTime: new Date(Date.now() + 40 * 60_000).toISOString(), maxParticipants: 20 });
  // Free-trial players hold one raffle entry at a time: each raffle has its own entrants.
  for (const [i, cookie] of entrants.slice(0, 6).entries()) await enter(platform, active.id, cookie, 10 + i * 15);
  for (const [i, cookie] of entrants.slice(10).entries()) await enter(platform, flash.id, cookie, 30 + i * 20);

  const drawn = await createRaffle(platform, { name: 'Yesterday’s Drop' });
  for (const [i, cookie] of entrants.slice(6, 10).entries()) await enter(platform, drawn.id, cookie, 20 + i * 10);
  await endRaffle(platform, drawn.id);
  await poll(async () => {
    const [row] = await platform.ctx.db.select({ winnerId: raffles.winnerId }).from(raffles).where(eq(raffles.id, drawn.id));
    return Boolean(row?.winnerId);
  }, 100);
  // The win joins the live feed once every wheel has stopped: shoot the screens after that
  // (versions without a feed answer 404 and are not waited for).
  await poll(async () => {
    const res = await platform.app.inject({ url: '/api/feed' });
    if (res.statusCode === 404) return true;
    return ((res.json() as { events?: { kind: string }[] }).events ?? []).some((e) => e.kind === 'raffle_win');
  }, 150);
  // The winner declines the prize's trade offer on Steam: the Trade Logs tab offers a retry.
  let offerId: string | null = null;
  await poll(async () => {
    const [log] = await platform.ctx.db.select().from(tradeLogs).where(eq(tradeLogs.raffleId, drawn.id));
    offerId = log?.tradeOfferId ?? null;
    return offerId !== null;
  }, 150);
  if (offerId) {
    await platform.app.inject({
      method: 'POST',
      url: `/sandbox/steam/trade-offers/${offerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: 'declined' }).toString(),
    });
  } else console.log('  (no trade offer for the drawn raffle)');

  // The Premium member: three days left, so the renewal reminder shows, and a long day of
  // history (a top-up, a raffle entry and forty-odd coin flips with their payouts).
  const goose = await signIn(platform.app, GOOSE);
  const [gooseRow] = await platform.ctx.db.select().from(users).where(eq(users.steamId, GOOSE));
  await platform.ctx.db
    .update(users)
    .set({ subscriptionExpiresAt: new Date(Date.now() + 3 * 86_400_000 + 3600_000) })
    .where(eq(users.id, gooseRow!.id));
  await platform.app.inject({
    method: 'POST',
    url: '/api/admin/user/balance',
    headers: await adminHeaders(platform),
    payload: { userId: gooseRow!.id, amount: 3000, reason: 'Community event prize' },
  });
  await platform.app.inject({ method: 'POST', url: '/api/user/trade-url', headers: { cookie: goose.cookie }, payload: { tradeOfferUrl: tradeUrlFor(GOOSE) } });
  await enter(platform, active.id, goose.cookie, 25);
  for (let i = 0; i < 45; i++) {
    await platform.app.inject({
      method: 'POST',
      url: '/api/fowl-flip/play',
      headers: { cookie: goose.cookie },
      payload: { betAmount: 10 + (i % 5) * 10, selectedSide: i % 2 ? 'tails' : 'heads' },
    });
  }
  const history = await platform.app.inject({ url: `/api/user/${GOOSE}/transaction-history`, headers: { cookie: goose.cookie } });
  console.log(`  member history: ${(history.json() as { transactions?: unknown[] }).transactions?.length ?? '?'} rows`);
  return { activeId: active.id, drawnId: drawn.id };
}

async function save(page: Page, name: string, fullPage = true): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(outDir, `${name}-${page.viewportSize()!.width}.jpg`), fullPage, type: 'jpeg', quality: 70 });
  console.log(`  ${name} at ${page.viewportSize()!.width} px`);
}

async function shoot(page: Page, name: string, path: string, ready?: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (ready) await until(name, () => ready(page));
  await save(page, name);
}

async function newPage(browser: Browser, platform: Platform, width: number, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.baseUrl, viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion });
  return context.newPage();
}

/** The welcome terms, if they are asked (once per account; every visit for the spectator). */
async function acceptWelcomeIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (
    !(await dialog.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    ))
  )
    return;
  await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).click();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens the header's account panel and takes the screen as it stands (the panel lies over the page's top). */
async function shootAccountPanel(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await until(`${name}: menu`, () => page.getByRole('button', { name: /^Account menu/ }).click({ timeout: 10_000 }));
  await until(`${name}: panel`, () => page.getByRole('dialog').last().waitFor({ timeout: 5000 }));
  await sleep(400);
  await save(page, name, false);
  await page.keyboard.press('Escape');
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const platform = await startPlatform();
  const browser = await launchBrowser();
  try {
    const { activeId, drawnId } = await seed(platform);
    for (const width of WIDTHS) {
      const visitor = await newPage(browser, platform, width);
      await shoot(visitor, 'home-signed-out', '/');
      await shoot(visitor, 'raffles-signed-out', '/raffles');
      await shoot(visitor, 'contact-signed-out', '/contact');
      // The trade URL answer open: the one that overflowed on phones.
      await shoot(visitor, 'faq', '/faq', async (p) => {
        await p.getByRole('button', { name: TRADE_URL_QUESTION }).click({ timeout: 10_000 });
        await p.getByRole('region', { name: TRADE_URL_QUESTION }).waitFor({ timeout: 5000 });
        await sleep(400);
      });
      await visitor.context().close();

      // The spectator screen, mid-raffle (the Midnight Flash on stage with its entrants), and its account panel.
      const spectator = await newPage(browser, platform, width);
      await spectator.goto('/spectator');
      await acceptWelcomeIfAsked(spectator);
      await until('spectator stage', () => spectator.getByRole('region', { name: 'Midnight Flash' }).waitFor({ timeout: 15_000 }));
      await spectator.waitForLoadState('networkidle').catch(() => undefined);
      await save(spectator, 'spectator');
      await shootAccountPanel(spectator, 'account-panel-spectator');
      await spectator.context().close();

      const member = await newPage(browser, platform, width);
      await signInAs(member, 'GoldenGoose');
      await acceptWelcomeIfAsked(member);
      const history = (p: Page) => p.getByRole('list', { name: 'Transactions' }).waitFor({ timeout: 15_000 });
      await shoot(member, 'dashboard', '/', history);
      await shootAccountPanel(member, 'account-panel-premium');
      await shoot(member, 'subscription-management', '/subscription-management', (p) =>
        p
          .getByText(/expires soon/i)
          .first()
          .waitFor({ timeout: 10_000 }),
      );
      await shoot(member, 'raffles', '/raffles');
      await shoot(member, 'raffle-active', `/raffle/${activeId}`);
      await shoot(member, 'raffle-drawn', `/raffle/${drawnId}`);
      await shoot(member, 'mini-games', '/mini-games');
      for (const game of ['hen-house-hazard', 'defuse-la-bomba', 'fowl-flip', 'fowl-hunt', 'plinko']) await shoot(member, game, `/mini-games/${game}`);
      await shoot(member, 'fowl-case', '/fowl-case');
      await shoot(member, 'payment-redirect', '/payment-redirect');
      await shoot(member, 'leaderboard', '/leaderboard');
      await member.context().close();

      // A free-trial player: the account panel with the way to Premium, and a checkout that cannot reach the server.
      const rookie = await newPage(browser, platform, width);
      await signInAs(rookie, 'RookieRooster');
      await acceptWelcomeIfAsked(rookie);
      await shootAccountPanel(rookie, 'account-panel-free-trial');
      await rookie.route('**/api/payment/create-charge', (route) => route.abort('internetdisconnected'));
      await shoot(rookie, 'checkout-failed', '/checkout?plan=monthly', async (p) => {
        await p.getByRole('button', { name: 'Pay with Crypto' }).click({ timeout: 10_000 });
        await p.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor({ timeout: 10_000 });
      });
      await rookie.context().close();

      // A banned player signing in: what the sign-in page says, and the way to support.
      const banned = await newPage(browser, platform, width);
      const bannedId = await signInAs(banned);
      await acceptWelcomeIfAsked(banned);
      await platform.ctx.db.update(users).set({ isBanned: true }).where(eq(users.steamId, bannedId));
      await banned.goto('/login');
      await banned.getByRole('button', { name: 'Sign in with Steam' }).click();
      await banned.waitForURL(/\/sandbox\/steam\/openid\/login/);
      await banned.locator('input#steamid').fill(bannedId);
      await banned.getByRole('button', { name: 'Sign In', exact: true }).click();
      await until('back from the sign-in', () => banned.waitForURL((url) => !url.pathname.startsWith('/sandbox'), { timeout: 15_000 }));
      await banned.waitForLoadState('networkidle').catch(() => undefined);
      await until('banned notice', () => banned.getByRole('region', { name: 'Account banned' }).waitFor({ timeout: 5000 }));
      await sleep(500);
      await save(banned, 'login-banned');
      await banned.context().close();

      const admin = await newPage(browser, platform, width);
      await signInAs(admin, 'HenHouseAdmin');
      await acceptWelcomeIfAsked(admin);
      await admin.goto('/admin');
      await admin.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
      await admin.getByRole('button', { name: 'Access Admin Portal' }).click();
      await admin.getByRole('tab', { name: 'Raffle Management' }).waitFor();
      await shoot(admin, 'admin-raffles', '/admin', (p) => p.getByRole('tab', { name: 'Raffle Management' }).waitFor());
      // Trade Logs: the declined prize offer with its retry.
      await until('trade logs', async () => {
        await admin.getByRole('tab', { name: 'Steam Bot Manager' }).click();
        await admin.getByRole('tab', { name: 'Trade Logs' }).click();
        await admin.getByRole('tabpanel').getByText('declined', { exact: true }).first().waitFor({ timeout: 15_000 });
      });
      await admin.waitForLoadState('networkidle').catch(() => undefined);
      await save(admin, 'admin-trade-logs');
      // The maintenance switch: the question it asks first (a version that asks nothing switches at once).
      await until('maintenance tab', async () => {
        await admin.getByRole('tab', { name: 'Site Maintenance' }).click();
        await admin.getByRole('switch', { name: 'Maintenance Mode' }).click();
      });
      const asked = await until('maintenance question', () => admin.getByRole('dialog').waitFor({ timeout: 5000 }));
      await sleep(400);
      await save(admin, 'admin-maintenance-confirm', false);
      if (asked) await admin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      const toggle = admin.getByRole('switch', { name: 'Maintenance Mode' });
      if ((await toggle.getAttribute('aria-checked').catch(() => null)) === 'true') {
        await toggle.click();
        await admin
          .getByRole('dialog')
          .getByRole('button', { name: 'Turn Off' })
          .click({ timeout: 3000 })
          .catch(() => undefined);
      }
      await poll(async () => (await toggle.getAttribute('aria-checked')) === 'false', 50);
      await admin.context().close();
    }
    await midDraw(browser, platform);
  } finally {
    await browser.close();
    await platform.close();
  }
}

/**
 * A raffle page while its wheel turns, motion on: the last entry fills the raffle, so the
 * server closes and draws it at once. One width at a time, and once more with a new raffle
 * if the shot came too late (the wheel stopped, or a winner already told).
 */
async function midDraw(browser: Browser, platform: Platform): Promise<void> {
  for (const width of WIDTHS) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const raffle = await createRaffle(platform, { name: 'Tonight’s Spin', maxParticipants: 5 }).catch(() => null);
      if (!raffle) return console.log('    (no bot item left for another raffle)');
      const players: string[] = [];
      for (let i = 0; i < 5; i++) players.push(await newPlayer(platform));
      for (const [i, cookie] of players.slice(0, 4).entries()) await enter(platform, raffle.id, cookie, 20 + i * 25);
      const page = await newPage(browser, platform, width, 'no-preference');
      await page.goto(`/raffle/${raffle.id}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page
        .getByText('Winner Wheel', { exact: true })
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'start' }))
        .catch(() => undefined);
      await enter(platform, raffle.id, players[4]!, 15);
      const spinning = page.getByText('Spinning…', { exact: true }).first();
      await until('the wheel spinning', () => spinning.waitFor({ timeout: 60_000 }));
      await sleep(1000);
      await save(page, 'raffle-mid-draw', false);
      const inTime = (await spinning.isVisible()) && (await page.getByTestId('winner-moment').count()) === 0;
      await page.context().close();
      if (inTime) break;
      console.log(`    (the shot came after the spin, attempt ${attempt})`);
    }
  }
}

await main();
