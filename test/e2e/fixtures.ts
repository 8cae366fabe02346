import { setTimeout as sleep } from 'node:timers/promises';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { MIN_CLICK_INTERVAL_MS } from '../../src/core/games/fowl-hunt';
import { startPlatform, viewportFor, type Platform, type PlatformOptions } from './harness';

// What the Playwright specs add to the harness: one fresh platform per spec file (or
// describe block) with its own database, Playwright's `page` on it, more pages at
// any width, and the checks that use Playwright's expect.

export { expect };

export interface E2E {
  /** The platform of the enclosing file or describe block, set once its tests run. */
  platform: Platform;
}

/** The platform whose tests run now: each worker runs one spec file at a time. */
let current: Platform | undefined;

/**
 * Starts a platform on an empty database before the tests of the file (or describe
 * block) it is called in, and closes it after them. Its tests run in order, in one
 * worker, so each sees what the ones before it left.
 */
export function usePlatform(options: PlatformOptions = {}): E2E {
  const e2e = {} as E2E;
  test.beforeAll(async () => {
    e2e.platform = await startPlatform(options);
    current = e2e.platform;
  });
  test.afterAll(async () => {
    current = undefined;
    await e2e.platform?.close();
  });
  return e2e;
}

/**
 * A new browser context and page on the platform, `width` pixels wide (phones 844 px
 * tall, wider screens 800), with reduced motion unless `options` say otherwise.
 * Closed after the test.
 */
export type OpenPage = (width?: number, options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page }>;

interface Fixtures {
  openPage: OpenPage;
}

export const test = base.extend<Fixtures>({
  // Playwright's own `page` and `context` open on the platform: 1280×800, reduced motion (playwright.config.ts).
  // Unset only while the beforeAll hooks run, which is where the platform starts.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(current?.baseUrl),
  openPage: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (width = 1280, options = {}) => {
      const context = await browser.newContext({ baseURL, viewport: viewportFor(width), reducedMotion: 'reduce', ...options });
      contexts.push(context);
      return { context, page: await context.newPage() };
    });
    for (const context of contexts) await context.close();
  },
});

/** Fails when the page scrolls sideways at its width (the 360 px rule). */
export async function noSideScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Fowl Hunt clicked at a person's pace. The server times each hit on its own clock,
 * from the moment it revealed the target to the moment the click arrived, and flags a
 * round with more than two hits under 120 ms (decision 0013); the page drops a click
 * that comes within 50 ms of the one before. So the page's clock cannot stand in here:
 * before each click `ready` waits, in real time, for what remains of a person's
 * reaction to that target (it appeared when the answer that revealed it arrived) and
 * of the page's interval after the last click, which its answer shows the page took.
 * Call it when the round's start answer arrives, with the number of targets up.
 */
export function personsPace(targetsUp: number) {
  const started = performance.now();
  const shownAt = Array.from({ length: targetsUp }, () => started);
  let answeredAt = started;
  return {
    /** Waits until a person who needs `reactionMs` to react would click the target in `slot`. */
    async ready(slot: number, reactionMs: number): Promise<void> {
      const due = Math.max(shownAt[slot]! + reactionMs, answeredAt + 2 * MIN_CLICK_INTERVAL_MS);
      const left = due - performance.now();
      if (left > 0) await sleep(left);
    },
    /** The last click's answer arrived, revealing the target that now takes `slot` (if it hit). */
    answered(slot: number): void {
      answeredAt = performance.now();
      shownAt[slot] = answeredAt;
    },
  };
}

/** Defuse la Bomba: cuts the red, green and blue wires in turn until the round ends on a blast or a defuse. */
export async function cutWiresUntilTheEnd(page: Page): Promise<void> {
  for (const colour of ['Red', 'Green', 'Blue']) {
    await page.getByRole('button', { name: new RegExp(`^Cut the ${colour} wire \\(intact\\)`) }).click();
    await page.getByRole('button', { name: new RegExp(`^Cut the ${colour} wire \\(cut`) }).waitFor();
    if (await page.getByRole('button', { name: 'Play Again' }).isVisible()) break;
  }
}

/** Presses Tab until `target` has the focus, as a keyboard player gets to a control (fails after `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${String(target)}`);
}
