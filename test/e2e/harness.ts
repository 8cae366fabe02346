import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp, type App } from '../../src/server/app';
import { buildConfig, parseEnv } from '../../src/server/config';
import { freePort } from '../helpers/ports';
import { CHROMIUM_PATH } from '../../scripts/ensure-chromium';
import { demoPersonas } from '../../src/server/integrations/steam';

// The whole platform (built web app, API, sandboxes, embedded database) on a
// real port, driven by Debian's Chromium.

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const SCREENSHOT_DIR = 'test-results/screenshots';

export interface Platform extends App {
  baseUrl: string;
}

export async function startPlatform(): Promise<Platform> {
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
  const built = await buildApp(config, { logger: false });
  await built.app.listen({ port, host: '127.0.0.1' });
  return { ...built, baseUrl: config.publicUrl };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export async function newPage(browser: Browser, baseUrl: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the Steam sandbox's page, as a new account or as a demo persona. */
export async function signInThroughSandbox(page: Page, persona?: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Steam' }).click();
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

export async function acceptWelcome(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).click();
  await dialog.getByRole('button', { name: /accept/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** axe's serious and critical findings on the page, as readable lines (none expected). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page } as never).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
