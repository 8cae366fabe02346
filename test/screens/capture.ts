import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { raffles, users } from '../../src/server/db/schema';
import { signIn } from '../helpers/sign-in';
import { tradeUrlFor } from '../helpers/users';
import {
  E2E_ADMIN_PASSWORD,
  acceptWelcome,
  adminHeaders,
  createRaffle,
  launchBrowser,
  postFromPage,
  signInThroughSandbox,
  startPlatform,
  type Platform,
} from '../e2e/harness';

// `npm run screens [folder]`: the main screens of the built platform, at a phone's
// 390 px and a desktop's 1280 px, as full-page JPEGs (docs/screens/after by default).
// It seeds what makes a screen meaningful: active raffles with entrants, a drawn
// raffle, a premium player with some history, and an admin.

const WIDTHS = [390, 1280] as const;
const outDir = process.argv[2] ?? 'docs/screens/after';

interface Seeded {
  activeId: string;
  drawnId: string;
}

async function seed(platform: Platform): Promise<Seeded> {
  const entrants = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const { cookie, steamId } = await signIn(platform.app);
      await platform.app.inject({ method: 'POST', url: '/api/user/trade-url', headers: { cookie }, payload: { tradeOfferUrl: tradeUrlFor(steamId) } });
      return cookie;
    }),
  );
  const enter = (raffleId: string, cookie: string, entryAmount: number) =>
    platform.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie }, payload: { raffleId, entryAmount } });

  const active = await createRaffle(platform, { name: 'Weekend Cup', endTime: new Date(Date.now() + 5 * 3600_000).toISOString() });
  await createRaffle(platform, { name: 'Midnight Flash', endTime: new Date(Date.now() + 40 * 60_000).toISOString(), maxParticipants: 20 });
  // Free-trial players hold one raffle entry at a time: each raffle has its own entrants.
  for (const [i, cookie] of entrants.slice(0, 6).entries()) await enter(active.id, cookie, 10 + i * 15);

  const drawn = await createRaffle(platform, { name: 'Yesterday’s Drop' });
  for (const [i, cookie] of entrants.slice(6).entries()) await enter(drawn.id, cookie, 20 + i * 10);
  await platform.app.inject({ method: 'PUT', url: `/api/admin/raffles/${drawn.id}`, headers: await adminHeaders(platform), payload: { status: 'ended' } });
  for (let i = 0; i < 100; i++) {
    const [row] = await platform.ctx.db.select({ winnerId: raffles.winnerId }).from(raffles).where(eq(raffles.id, drawn.id));
    if (row?.winnerId) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  // The win joins the live feed once every wheel has stopped: shoot the screens after that.
  for (let i = 0; i < 150; i++) {
    const feed = (await platform.app.inject({ url: '/api/feed' })).json() as { events: { kind: string }[] };
    if (feed.events.some((e) => e.kind === 'raffle_win')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { activeId: active.id, drawnId: drawn.id };
}

async function shoot(page: Page, name: string, path: string, ready?: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (ready) await ready(page).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(outDir, `${name}-${page.viewportSize()!.width}.jpg`), fullPage: true, type: 'jpeg', quality: 70 });
  console.log(`  ${name} at ${page.viewportSize()!.width} px`);
}

async function newPage(browser: Browser, platform: Platform, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.baseUrl, viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
  return context.newPage();
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
      await shoot(visitor, 'faq', '/faq');
      await visitor.context().close();

      const member = await newPage(browser, platform, width);
      await signInThroughSandbox(member, 'GoldenGoose');
      // The demo personas accept the welcome terms once per platform.
      if (width === WIDTHS[0]) await acceptWelcome(member);
      const [goose] = await platform.ctx.db.select().from(users).where(eq(users.steamId, '76561198000000102'));
      await platform.ctx.db
        .update(users)
        .set({ subscriptionExpiresAt: new Date(Date.now() + 20 * 86_400_000) })
        .where(eq(users.id, goose!.id));
      await postFromPage(member, '/api/user/trade-url', { tradeOfferUrl: tradeUrlFor('76561198000000102') });
      await postFromPage(member, '/api/raffles/enter', { raffleId: activeId, entryAmount: 25 });
      await postFromPage(member, '/api/fowl-flip/play', { betAmount: 10, selectedSide: 'heads' });
      await shoot(member, 'dashboard', '/');
      await shoot(member, 'raffles', '/raffles');
      await shoot(member, 'raffle-active', `/raffle/${activeId}`);
      await shoot(member, 'raffle-drawn', `/raffle/${drawnId}`);
      await shoot(member, 'mini-games', '/mini-games');
      for (const game of ['hen-house-hazard', 'defuse-la-bomba', 'fowl-flip', 'fowl-hunt', 'plinko']) await shoot(member, game, `/mini-games/${game}`);
      await shoot(member, 'fowl-case', '/fowl-case');
      await shoot(member, 'payment-redirect', '/payment-redirect');
      await shoot(member, 'leaderboard', '/leaderboard');
      await member.context().close();

      const admin = await newPage(browser, platform, width);
      await signInThroughSandbox(admin, 'HenHouseAdmin');
      if (width === WIDTHS[0]) await acceptWelcome(admin);
      await admin.goto('/admin');
      await admin.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
      await admin.getByRole('button', { name: 'Access Admin Portal' }).click();
      await admin.getByRole('tab', { name: 'Raffle Management' }).waitFor();
      await shoot(admin, 'admin-raffles', '/admin', (p) => p.getByRole('tab', { name: 'Raffle Management' }).waitFor());
      await admin.context().close();
    }
  } finally {
    await browser.close();
    await platform.close();
  }
}

await main();
