import type { Page, Route } from '@playwright/test';
import { CANVAS, ROUND_MS, type Point } from '../../src/core/games/fowl-hunt';
import { formatFowls, formatSignedFowls } from '../../src/core/money';
import { expect, personsPace, test, usePlatform, type OpenPage } from './fixtures';
import { acceptWelcomeIfNew, screenshot, screenshotsWanted, seriousViolations, signInAs } from './harness';

// The moments of the four games, with motion allowed: tiles turn over, a bomb blows, wires
// snap, a coin turns, targets pop, and every round ends on a win or a loss moment
// (`[data-round-result][data-moment]`). Each answer that decides a round is held on its
// way to the server, to show that nothing of the result is on screen before it arrives.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function motionPage(openPage: OpenPage, viewport = DESKTOP) {
  const { page } = await openPage(viewport.width, { viewport, reducedMotion: 'no-preference' });
  await signInAs(page, 'GoldenGoose');
  await page.getByText('Transaction History').first().waitFor();
  await acceptWelcomeIfNew(page);
  return page;
}

/** What the phone or the desktop shows right now (not the whole page): the fold matters here. */
const shot = (page: Page, name: string) => screenshot(page, `moments-${name}-${page.viewportSize()!.width}`, { fullPage: false });

/** Both widths of the same state. */
async function shotBoth(page: Page, name: string) {
  if (!screenshotsWanted) return;
  const before = page.viewportSize()!;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await shot(page, name);
  }
  await page.setViewportSize(before);
}

/**
 * Holds the next POST to `path` until `release()`; `held` resolves once it is waiting.
 * `answer` is the server's JSON once released.
 */
async function holdNext<T>(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const matches = (url: URL) => url.pathname === path;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    arrived();
    await gate;
    await route.continue();
  };
  await page.route(matches, handler);
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST', { timeout: 60_000 });
  // A test that fails while a request is held never reads it: that is no second error.
  response.catch(() => undefined);
  return {
    held,
    async release(): Promise<T> {
      release();
      const body = (await (await response).json()) as T;
      await page.unroute(matches, handler);
      return body;
    },
  };
}

const resultBanner = (page: Page) => page.locator('[data-round-result]');

test.describe('game moments in Chromium (motion allowed)', () => {
  usePlatform();

  test('Hen House: the Cash Out fits a 390×844 phone, tiles turn over on the answer, a win reads the same on the dashboard', async ({ openPage }) => {
    const page = await motionPage(openPage, PHONE);
    await page.goto('/mini-games/hen-house-hazard');
    const bombs = page.getByLabel(/^Bombs:/);
    // Set before every round: the reload in the first one puts the form back to its defaults.
    const setUpRound = async () => {
      await bombs.focus();
      await page.keyboard.press('Home');
      await page.getByLabel(/^Bet/).fill('100');
    };

    const cashOut = page.getByRole('button', { name: /^Cash Out/ });
    // Defect 5: the round's controls are on screen without scrolling, and so is the whole board above them.
    const roundFitsTheScreen = async () => {
      await cashOut.waitFor();
      // Polled as a whole: the board scrolls smoothly into view, and mid-scroll the Cash Out can be in view before the board's top is.
      await expect
        .poll(async () => {
          const box = (await cashOut.boundingBox())!;
          const grid = (await page.getByRole('group', { name: /^Hen house/ }).boundingBox())!;
          const bar = (await page.locator('[data-round-bar]').boundingBox())!;
          return { cashOutInView: box.y >= 0 && box.y + box.height <= PHONE.height, boardInView: grid.y >= 0, boardAboveBar: grid.y + grid.height <= bar.y };
        })
        .toEqual({ cashOutInView: true, boardInView: true, boardAboveBar: true });
    };

    let won = false;
    for (let round = 0; round < 6 && !won; round++) {
      await setUpRound();
      await page.getByRole('button', { name: 'Start Game' }).click();
      await roundFitsTheScreen();
      if (round === 0) {
        await shot(page, 'hen-house-round');
        // A round picked up again after a reload, from the top of the page, fits as well.
        await page.reload();
        await roundFitsTheScreen();
      }

      const reveal = await holdNext<{ result: 'safe' | 'bomb' }>(page, '/api/game/hen-house-hazard/reveal');
      await page.locator('[data-tile="12"]').click();
      await reveal.held;
      // Waiting for the answer: the tile is still face down and no moment shows (the tile is
      // read once on purpose: this is the moment the answer is held).
      expect(await page.locator('[data-tile="12"]').getAttribute('data-look')).toBe('hidden');
      await expect(resultBanner(page)).toHaveCount(0);
      const { result } = await reveal.release();
      await page.locator(`[data-tile="12"][data-look="${result === 'safe' ? 'picked' : 'hit'}"]`).waitFor();
      if (result === 'bomb') {
        await resultBanner(page).and(page.locator('[data-moment="lose"]')).waitFor();
        continue;
      }
      await shot(page, 'hen-house-safe');

      const cash = await holdNext<{ payout: number }>(page, '/api/game/hen-house-hazard/cash-out');
      await cashOut.click();
      await cash.held;
      await expect(resultBanner(page)).toHaveCount(0);
      const { payout } = await cash.release();
      const banner = resultBanner(page).and(page.locator('[data-moment="win"]'));
      await banner.waitFor();
      await expect(banner.locator('[data-round-amount]')).toHaveText(`Won ${payout} fowls`);
      await expect(banner.locator('[data-round-net]')).toHaveText(`net +${payout - 100}`);
      await shotBoth(page, 'hen-house-win');
      expect(await seriousViolations(page)).toEqual([]);
      won = true;

      // Defect 6: the dashboard lists the round once, with the same payout and its labelled net.
      await page.goto('/');
      const row = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: 'Hen House Hazard cash-out' }).first();
      await row.waitFor();
      await expect(row.locator('[data-payout]')).toHaveText(`Won ${formatFowls(payout)}`);
      await expect(row.locator('[data-amount]')).toHaveText(`net ${formatSignedFowls(payout - 100)} fowls`);
      await row.scrollIntoViewIfNeeded();
      await shot(page, 'dashboard-history');
      await page.goto('/mini-games/hen-house-hazard');
    }
    expect(won).toBe(true);

    // A loss: 24 bombs, so the first tile is almost surely one; the board blows and shakes.
    await page.getByLabel(/^Bet/).fill('10');
    await bombs.focus();
    await page.keyboard.press('End');
    for (let round = 0; round < 3; round++) {
      await page.getByRole('button', { name: 'Start Game' }).click();
      const reveal = await holdNext<{ result: 'safe' | 'bomb' }>(page, '/api/game/hen-house-hazard/reveal');
      await page.locator('[data-tile="0"]').click();
      await reveal.held;
      await expect(page.locator('[data-look="hit"] [data-burst]')).toHaveCount(0);
      const { result } = await reveal.release();
      if (result === 'safe') {
        // The only safe tile: the round is won and cashed out by itself.
        await resultBanner(page).waitFor();
        continue;
      }
      await page.locator('[data-look="hit"] [data-burst]').waitFor({ state: 'attached' });
      await page.locator('[data-moment="lose"][data-round-result]').waitFor();
      await expect(resultBanner(page).locator('[data-round-amount]')).toHaveText('Lost 10 fowls');
      await shotBoth(page, 'hen-house-loss');
      break;
    }
  });

  test('Fowl Flip: the coin turns from the click and rests on the side the server flipped', async ({ openPage }) => {
    const page = await motionPage(openPage);
    await page.goto('/mini-games/fowl-flip');
    const seen = new Set<string>();
    for (let flip = 0; flip < 14 && seen.size < 2; flip++) {
      const play = await holdNext<{ result: { result: 'heads' | 'tails'; won: boolean; payout: number; betAmount: number } }>(page, '/api/fowl-flip/play');
      await page.getByRole('button', { name: 'Flip Coin' }).click();
      await play.held;
      // The coin is turning before any answer, and nothing says how it ends.
      await page.locator('.ff-coin[data-state="spinning"]').waitFor();
      const turn = () => page.locator('[data-coin]').evaluate((el) => (el as HTMLElement).style.transform);
      const first = await turn();
      await expect.poll(turn).not.toBe(first);
      await expect(resultBanner(page)).toHaveCount(0);
      if (flip === 0) await shotBoth(page, 'fowl-flip-spinning');
      const { result } = await play.release();

      const moment = result.won ? 'win' : 'lose';
      await page.locator(`[data-round-result][data-moment="${moment}"]`).waitFor();
      const restsAt = async () => {
        const degrees = Number((await turn()).match(/rotateY\((-?[\d.]+)deg\)/)![1]);
        return ((degrees % 360) + 360) % 360;
      };
      await expect.poll(restsAt).toBe(result.result === 'heads' ? 0 : 180);
      await expect(resultBanner(page).locator('[data-round-amount]')).toHaveText(result.won ? `Won ${result.payout} fowls` : `Lost ${result.betAmount} fowls`);
      // The history shows the same figure.
      await expect(page.locator('li [data-round-amount]').first()).toHaveText(result.won ? `Won ${result.payout} fowls` : `Lost ${result.betAmount} fowls`);
      if (!seen.has(moment)) await shotBoth(page, `fowl-flip-${moment}`);
      seen.add(moment);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Defuse la Bomba: wires snap on the answer, and the round ends on a blast or a defuse', async ({ openPage }) => {
    const page = await motionPage(openPage);
    await page.goto('/mini-games/defuse-la-bomba');
    const seen = new Set<string>();
    for (let game = 0; game < 12 && seen.size < 2; game++) {
      if (await page.getByRole('button', { name: 'Play Again' }).isVisible()) await page.getByRole('button', { name: 'Play Again' }).click();
      await page.getByRole('button', { name: 'Start Game' }).click();
      await page.locator('[data-bomb="lit"]').waitFor();
      for (const colour of ['Red', 'Green', 'Blue']) {
        const cut = await holdNext<{ result: 'safe' | 'bomb'; game: { status: string; won: boolean; payout: number; betAmount: number } }>(
          page,
          '/api/games/defuse-bomba/cut',
        );
        await page.getByRole('button', { name: new RegExp(`^Cut the ${colour} wire \\(intact\\)`) }).click();
        await cut.held;
        // While the answer is held the wire is still whole (read once on purpose: this moment), and no moment shows.
        expect(await page.locator(`[data-wire="${colour.toLowerCase()}"]`).getAttribute('data-cut')).toBe('false');
        await expect(resultBanner(page)).toHaveCount(0);
        if (game === 0 && colour === 'Red') await shotBoth(page, 'defuse-round');
        const answer = await cut.release();
        await page.locator(`[data-wire="${colour.toLowerCase()}"][data-cut="true"]`).waitFor();
        if (answer.game.status === 'active') continue;
        const moment = answer.game.won ? 'win' : 'lose';
        await page.locator(`[data-round-result][data-moment="${moment}"]`).waitFor();
        await page.locator(`[data-bomb="${answer.game.won ? 'defused' : 'exploded'}"]`).waitFor();
        await expect(resultBanner(page).locator('[data-round-amount]')).toHaveText(
          answer.game.won ? `Won ${answer.game.payout} fowls` : `Lost ${answer.game.betAmount} fowls`,
        );
        if (!seen.has(moment)) await shotBoth(page, `defuse-${moment}`);
        seen.add(moment);
        break;
      }
    }
    expect(seen.has('lose')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Fowl Hunt: targets pop when hit, and the result shows only once the server has counted', async ({ openPage }) => {
    test.setTimeout(180_000);
    const page = await motionPage(openPage);
    // The page's clock runs in step with real time until the test moves it past a round's 30 s.
    await page.clock.install();
    await page.goto('/mini-games/fowl-hunt');
    const canvas = page.getByTestId('fowl-hunt-canvas');
    for (const plan of [
      { hits: 40, moment: 'win' },
      { hits: 3, moment: 'lose' },
    ] as const) {
      const started = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer/start'));
      await page.getByRole('button', { name: 'Start Hunt' }).click();
      const start = (await (await started).json()) as { visible: Point[] };
      const pace = personsPace(start.visible.length);
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      const shown = [...start.visible];
      const finish = await holdNext<{ game: { result: string; payout: number; betAmount: number } }>(page, '/api/games/aim-trainer');
      await expect(canvas).toHaveAttribute('data-phase', 'playing');
      // A person's pace and aim: uneven reactions, a few pixels off the centre.
      for (let i = 0; i < plan.hits; i++) {
        if ((await canvas.getAttribute('data-phase')) !== 'playing') break;
        const slot = i % 3;
        await pace.ready(slot, 150 + Math.random() * 550);
        const target = shown[slot]!;
        const angle = Math.random() * Math.PI * 2;
        const off = 5 + Math.random() * 12;
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/games/aim-trainer/shot'));
        await page.mouse.click(
          box.x + ((target.x + Math.cos(angle) * off) * box.width) / CANVAS.width,
          box.y + ((target.y + Math.sin(angle) * off) * box.height) / CANVAS.height,
        );
        const answer = (await (await answered).json()) as { revealed: Point | null };
        pace.answered(slot);
        shown[slot] = answer.revealed!;
        if (i === 4 && plan.moment === 'win') await shot(page, 'fowl-hunt-round');
      }
      // The page's 30 s run out at once: it asks the server to end the round.
      await page.clock.fastForward(ROUND_MS);
      await finish.held;
      // Time is up and the count is on its way: no result yet.
      await expect(resultBanner(page)).toHaveCount(0);
      const { game } = await finish.release();
      expect(game.result).toBe(plan.moment === 'win' ? 'win' : 'loss');
      await page.locator(`[data-round-result][data-moment="${plan.moment}"]`).waitFor();
      await expect(resultBanner(page).locator('[data-round-amount]')).toHaveText(
        plan.moment === 'win' ? `Won ${game.payout} fowls` : `Lost ${game.betAmount} fowls`,
      );
      await shotBoth(page, `fowl-hunt-${plan.moment}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start Hunt' }).waitFor({ timeout: 10_000 });
    }
  });
});
