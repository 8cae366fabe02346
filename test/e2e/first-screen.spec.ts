import type { Page } from '@playwright/test';
import { expect, test, usePlatform } from './fixtures';
import { createRaffle } from './harness';

// A signed-out visitor's first screen comes as HTML with its data (docs/decisions/0064):
// it reads without any script, the browser takes it over without redrawing or moving it,
// and the first load asks the API nothing the page already carries.

const TITLES = ['Dragon Lore weekend', 'Howl for the flock'];

test.describe('the first screen as the server renders it', () => {
  const e2e = usePlatform();
  test.beforeAll(async () => {
    for (const name of TITLES) await createRaffle(e2e.platform, { name });
  });

  test('shows the raffle list on / and /raffles with JavaScript off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/raffles']) {
      await page.goto(path);
      for (const name of TITLES) await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign In with Steam' }).first()).toBeVisible();
    }
    await context.close();
  });

  /** What a first load did: its console errors, its layout shifts, and the requests it sent. */
  async function watch(page: Page) {
    const seen = { errors: [] as string[], requests: [] as string[] };
    page.on('console', (message) => void (message.type() === 'error' && seen.errors.push(message.text())));
    page.on('pageerror', (error) => void seen.errors.push(error.message));
    page.on('request', (request) => void seen.requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; firstTitle: Element | null };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The page as parsed, before its scripts run: taking it over keeps these very elements.
      document.addEventListener('readystatechange', () => void (document.readyState === 'interactive' && (w.firstTitle = document.querySelector('h3'))));
    });
    return seen;
  }

  for (const path of ['/', '/raffles']) {
    test(`takes over ${path} as sent: no error, no shift, no second read, no long polling`, async ({ page }) => {
      const seen = await watch(page);
      const connected = page.waitForEvent('websocket');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: TITLES[0], level: 3 })).toBeVisible();
      // The realtime connection opens once the first screen has settled; its first connect reads nothing again.
      await connected;
      await page.waitForTimeout(1500);
      const hydrated = await page.evaluate(() => {
        const title = (window as unknown as { firstTitle: Element | null }).firstTitle;
        return title !== null && document.contains(title) && Object.keys(title).some((key) => key.startsWith('__reactFiber'));
      });
      expect(hydrated).toBe(true);
      expect(seen.errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
      const count = (prefix: string) => seen.requests.filter((url) => url.startsWith(prefix)).length;
      // The list may be polled once in this time (every 5 s); the feed is never polled, so a read of it is a second read.
      expect(count('/api/raffles')).toBeLessThanOrEqual(1);
      expect(count('/api/feed')).toBe(0);
      expect(count('/api/auth/user')).toBeLessThanOrEqual(1);
      expect(seen.requests.filter((url) => url.startsWith('/ws/') && url.includes('transport=polling'))).toEqual([]);
    });
  }
});
