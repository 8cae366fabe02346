import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp, type App } from '../../src/server/app';
import { buildConfig, parseEnv, type StartConfig } from '../../src/server/config';
import { createTestDatabase } from '../helpers/databases';
import { freePort } from '../helpers/ports';
import { randomSteamId } from '../helpers/users';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium';
import { demoPersonas } from '../../src/server/integrations/steam';
import type { Raffle } from '../../src/core/contracts/raffles';
import { screenPaths } from '../../src/core/routes';
import { createPrizeService } from '../../src/server/modules/prizes';
import { adminToken, signIn } from '../helpers/sign-in';
import { injectFromOwnOrigin } from '../helpers/test-app';

// The whole platform (built web app, API, sandboxes, embedded database) on a
// real port, driven by Debian's Chromium. Free of any test runner: the Playwright
// specs (through fixtures.ts), the system tests and the screens script share it.

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const SCREENSHOT_DIR = 'test-results/screenshots';

export interface Platform extends App {
  baseUrl: string;
}

export interface PlatformOptions {
  /** Changes the configuration before the platform starts (a spec that routes Coinbase through a front it can cut). */
  configure?: (config: StartConfig) => void;
}

export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const port = await freePort();
  const config = buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef-0123',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    }),
    { database: { kind: 'pglite', dataDir: null }, rateLimits: { perMinute: 100_000, adminLoginPerIp: 1000 } },
  );
  // Sandbox beacon rounds every second: a closed raffle waits at most that long for its draw.
  config.beacon = { ...config.beacon, sandboxPeriodSeconds: 1 };
  options.configure?.(config);
  const database = await createTestDatabase('pglite');
  const built = await buildApp(config, { logger: false, database });
  injectFromOwnOrigin(built.app, config.publicUrl);
  await built.app.listen({ port, host: '127.0.0.1' });
  return {
    ...built,
    baseUrl: config.publicUrl,
    async close() {
      await built.close();
      await database.close();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A screen `width` pixels wide: a phone's 844 px tall under 600 px, a laptop's 800 px above. */
export const viewportFor = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

export async function newPage(browser: Browser, baseUrl: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewportFor(width), reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the Steam sandbox's page, as a new account or as a demo persona. */
export async function signInThroughSandbox(page: Page, persona?: string): Promise<string> {
  // Where every 'Sign in with Steam' button leads (the sign-in flow clicks one first).
  if (!page.url().includes('/sandbox/steam/openid/login')) await page.goto('/api/auth/steam');
  await page.waitForURL(/\/sandbox\/steam\/openid\/login/);
  let steamId: string;
  if (persona) {
    steamId = demoPersonas.find((p) => p.personaName === persona)!.steamId;
    await page.getByRole('button', { name: `Sign in as ${persona}` }).click();
  } else {
    steamId = await page.locator('input#steamid').inputValue();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
  return steamId;
}

/**
 * Signs in where sign-in is not what a flow tests: the same OpenID exchange with the
 * Steam sandbox, over HTTP from the page's own cookie jar (Playwright's request API
 * shares it), without rendering the sandbox's page; then opens the home page, where
 * signInThroughSandbox lands. Returns the SteamID64, a new account's unless `persona`.
 */
export async function signInAs(page: Page, persona?: string): Promise<string> {
  const steamId = persona ? demoPersonas.find((p) => p.personaName === persona)!.steamId : randomSteamId();
  const start = await page.request.get('/api/auth/steam', { maxRedirects: 0 });
  const provider = new URL(start.headers().location!);
  const signed = await page.request.post(provider.pathname + provider.search, { form: { steamid: steamId }, maxRedirects: 0 });
  const back = new URL(signed.headers().location!);
  const session = await page.request.get(back.pathname + back.search, { maxRedirects: 0 });
  if (session.status() !== 302 || session.headers().location !== '/') throw new Error(`sign-in failed: ${session.status()} ${session.headers().location}`);
  await page.goto('/');
  return steamId;
}

export async function acceptWelcome(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).click();
  // A player's dialog closes once the acceptance is recorded, so a page loaded next sees it.
  await dialog.getByRole('button', { name: /accept/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Accepts the welcome when the signed-in player has not yet: asked of the server, since the
 * dialog's code loads after the dashboard and may open a moment after it shows.
 */
export async function acceptWelcomeIfNew(page: Page): Promise<void> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { hasSeenWelcome: boolean };
  if (!me.hasSeenWelcome) await acceptWelcome(page);
}

/**
 * Screenshots for looking at the screens are taken when E2E_SCREENSHOTS=1: a full-page
 * capture costs about as much as the check before it, and `npm test` must fit its time.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** The whole page (or, with `fullPage: false`, what the screen shows now) under test-results/screenshots/. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/** axe's serious and critical findings on the page, as readable lines (none expected). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Text still fading in reads as low contrast: let finite animations (a round's result, a
  // toast) end first. Endless ones (a spinner, a lit fuse) are left as they are.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page } as never).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export { tradeUrlFor } from '../helpers/users';

const adminSessions = new WeakMap<Platform, Promise<{ cookie: string; authorization: string }>>();

/** The demo admin's cookie and bearer token, for admin calls made straight to the API (one login per platform). */
export function adminHeaders(platform: Platform): Promise<{ cookie: string; authorization: string }> {
  let headers = adminSessions.get(platform);
  if (!headers) {
    headers = (async () => {
      const admin = await signIn(platform.app, demoPersonas.find((p) => p.role === 'admin')!.steamId);
      return { cookie: admin.cookie, authorization: `Bearer ${await adminToken(platform.app, admin.cookie, E2E_ADMIN_PASSWORD)}` };
    })();
    adminSessions.set(platform, headers);
  }
  return headers;
}

/** An active raffle ending in an hour, its prize the bot's first item no other raffle holds, created through the admin API. */
export async function createRaffle(platform: Platform, fields: Record<string, unknown>): Promise<Raffle> {
  const item = (await createPrizeService(platform.ctx).inventoryWithReservations()).find((i) => !i.reservedFor);
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/admin/raffles',
    headers: await adminHeaders(platform),
    payload: { description: 'A CS skin for the luckiest fowl.', endTime: new Date(Date.now() + 3600_000).toISOString(), assetId: item!.assetid, ...fields },
  });
  if (res.statusCode !== 200) throw new Error(`Creating the raffle answered ${res.statusCode}: ${res.body}`);
  return res.json().raffle as Raffle;
}

/** An admin ends the raffle through the API, as the portal's End button does: the server then draws it. */
export async function endRaffle(platform: Platform, raffleId: string): Promise<void> {
  const res = await platform.app.inject({
    method: 'PUT',
    url: `/api/admin/raffles/${raffleId}`,
    headers: await adminHeaders(platform),
    payload: { status: 'ended' },
  });
  if (res.statusCode !== 200) throw new Error(`Ending the raffle answered ${res.statusCode}: ${res.body}`);
}

/** A JSON POST from the page's own origin, as the page's scripts would send it (Playwright's request API sends no Origin). */
/**
 * A Premium expiry `days` calendar days from today, at noon: the screens count calendar
 * days, so an expiry a fixed number of hours away reads one day more or less near midnight.
 */
export function expiryInDays(days: number): Date {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(12, 0, 0, 0);
  return at;
}

/**
 * Resolves once the page's next socket has connected (Socket.IO's connect packet, `40`, came
 * back). Call it before the navigation that opens the socket. A page connects once its first
 * screen has settled, and its first connect reads nothing again (decision 0064): a flow that
 * pushes an event to an open page waits for this first, as a page open for a while would be.
 */
export function socketConnected(page: Page): Promise<unknown> {
  return page.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')));
}

export const postFromPage = (page: Page, path: string, data: unknown) => page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });

/**
 * Every screen of the web app (core's screenPaths) that a page can open and stay on, its
 * ids filled in (`playerId`: a player with a public profile): not /spectator, which signs the visitor in as a spectator, nor
 * /payment-redirect, which opens another tab and leaves.
 */
export const screensToVisit = (ids: { raffleId: string; userId: string; playerId: string }): string[] =>
  screenPaths
    .filter((path) => path !== '/spectator' && path !== '/payment-redirect')
    .map((path) => path.replace(':id', path.startsWith('/raffle/') ? ids.raffleId : path.startsWith('/players/') ? ids.playerId : ids.userId));
