import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from '@playwright/test';
import { LEVELS } from '../../src/core/levels';
import { raffles, users } from '../../src/server/db/schema';
import { signIn } from '../helpers/sign-in';
import { expect, test, usePlatform, type OpenPage } from './fixtures';
import { acceptWelcome, createRaffle, postFromPage, screenshot, signInAs, tradeUrlFor } from './harness';

// A draw keeps its suspense: nothing tells the outcome before the wheel stops, on
// any screen that shows the raffle, and the draw starts on the room's event even
// when the page's own clock passed the end first.

/** The specification's fallback: the draw starts 5 s after the page's timer shows the end. */
const FALLBACK_MS = 5000;

/** Watches the page and records anything that tells the result while its wheel still turns. */
function watchForEarlyResult(page: Page, raffleName: string): Promise<void> {
  return page.evaluate((name) => {
    const leaks: string[] = [];
    (window as unknown as { earlyResults: string[] }).earlyResults = leaks;
    const balance = () => Number(document.querySelector('[data-testid="header-balance"]')?.textContent?.replace(/\D/g, '') ?? 0);
    const balanceBefore = balance();
    // The wheel's names and avatars stand upright for where it rests: turned for the landing early, they would hint at it.
    const upright = () =>
      [...document.querySelectorAll<SVGElement>('[data-testid="winner-wheel"] text[data-flipped], [data-testid="wheel-avatar"]')]
        .map((e) => `${e.textContent}:${e.style.transform}`)
        .join('|');
    // As last seen before the spin (entries may add names and avatars until then).
    let uprightBeforeSpin = upright();
    const w = window as unknown as { wheelStoppedAt?: number };
    const check = () => {
      if (!w.wheelStoppedAt && document.querySelector('[data-testid="winner-wheel"][data-state="stopped"]')) w.wheelStoppedAt = Date.now();
      const status = document.querySelector('[data-testid="wheel-status"], [data-testid="stage-status"]')?.textContent ?? '';
      if (status.startsWith('Winner:')) return;
      const text = document.body.innerText;
      for (const tell of ['Completed', 'Trade offer sent to the winner', 'Revealed seed', 'Winning ticket', 'We have a winner', 'You won', 'Promoted to']) {
        if (text.includes(tell)) leaks.push(`${tell} (${status})`);
      }
      if ([...document.querySelectorAll('main span')].some((e) => e.textContent?.trim() === 'Winner')) leaks.push('Winner badge');
      if (document.querySelector('[data-testid="stage-winner"]')) leaks.push('stage winner');
      if (document.querySelector('[data-testid="winner-moment"]')) leaks.push('winner moment');
      // canvas-confetti draws on a canvas of its own, added to the body.
      if (document.querySelector('body > canvas')) leaks.push('confetti');
      if (document.querySelector('[data-testid="winner-wheel"][data-state="stopped"]')) leaks.push('wheel highlights the winner');
      if (!document.querySelector('[data-testid="winner-wheel"][data-state="spinning"]')) uprightBeforeSpin = upright();
      else if (upright() !== uprightBeforeSpin) leaks.push('names or avatars turned for the landing');
      const recent = document.querySelector('[aria-labelledby="recent-winners-title"]');
      if (recent?.textContent?.includes(name)) leaks.push('recent winners');
      // An entry lowers it; only a win's reward raises it.
      if (balance() > balanceBefore) leaks.push(`balance ${balanceBefore} -> ${balance()}`);
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, raffleName);
}

/**
 * Watches another tab of a player (the dashboard) for what would tell the outcome there
 * during the spin: the header balance rising, a Winner badge in the history, a promotion.
 */
function watchDashboardForEarlyResult(page: Page): Promise<void> {
  return page.evaluate(() => {
    const tells: { what: string; at: number }[] = [];
    (window as unknown as { dashboardTells: typeof tells }).dashboardTells = tells;
    const balance = () => Number(document.querySelector('[data-testid="header-balance"]')?.textContent?.replace(/\D/g, '') ?? 0);
    const balanceBefore = balance();
    const tell = (what: string) => tells.push({ what, at: Date.now() });
    const check = () => {
      if (balance() > balanceBefore) tell(`balance ${balanceBefore} -> ${balance()}`);
      if ([...document.querySelectorAll('main span')].some((e) => e.textContent?.trim() === 'Winner')) tell('Winner badge');
      if (document.body.innerText.includes('Promoted to')) tell('Promoted to');
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** What a dashboard tab told before `stoppedAt` (a wheel's stop, on the same machine's clock). */
const dashboardTellsBefore = (page: Page, stoppedAt: number) =>
  page.evaluate(
    (before) => [
      ...new Set((window as unknown as { dashboardTells: { what: string; at: number }[] }).dashboardTells.filter((t) => t.at < before).map((t) => t.what)),
    ],
    stoppedAt,
  );
const wheelStoppedAt = (page: Page) => page.evaluate(() => (window as unknown as { wheelStoppedAt?: number }).wheelStoppedAt ?? Infinity);

const earlyResults = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { earlyResults: string[] }).earlyResults)]);
const headerBalance = async (page: Page) => Number((await page.getByTestId('header-balance').textContent())!.replace(/\D/g, ''));

const fullMotionPage = (openPage: OpenPage, width: number) => openPage(width, { reducedMotion: 'no-preference' });

test.describe('raffle draws in Chromium', () => {
  const e2e = usePlatform();

  test('tells nobody the outcome before the wheel stops: raffle pages, dashboards, header balances and the spectator screen', async ({ openPage }) => {
    // Five pages and a whole draw in real time: the beacon round, the 3 s delay and the 12 s spin.
    test.setTimeout(240_000);
    const raffle = await createRaffle(e2e.platform, { name: 'Suspense Cup', maxParticipants: 2, minEntry: 10 });
    const players: { context: BrowserContext; page: Page; steamId: string }[] = [];
    const spectator = await fullMotionPage(openPage, 1280);
    for (const width of [390, 1280]) {
      const { context, page } = await fullMotionPage(openPage, width);
      const steamId = await signInAs(page);
      await acceptWelcome(page);
      expect((await postFromPage(page, '/api/user/trade-url', { tradeOfferUrl: tradeUrlFor(steamId) })).status()).toBe(200);
      players.push({ context, page, steamId });
    }
    const [first, second] = players as [(typeof players)[0], (typeof players)[0]];
    expect((await postFromPage(first.page, '/api/raffles/enter', { raffleId: raffle.id, entryAmount: 50 })).status()).toBe(200);
    for (const { page } of players) {
      await page.goto(`/raffle/${raffle.id}`);
      await page.getByText('The wheel spins when the raffle ends.').waitFor();
    }
    await spectator.page.goto('/spectator');
    await acceptWelcome(spectator.page);
    await spectator.page.getByRole('region', { name: 'Suspense Cup' }).getByTestId('stage-countdown').waitFor();
    await expect.poll(() => first.page.getByTestId('header-balance').textContent()).toContain('450');
    for (const page of [first.page, second.page, spectator.page]) await watchForEarlyResult(page, raffle.name);
    // Each player also has the dashboard open in a second tab, which has no wheel to wait for.
    const dashboards: Page[] = [];
    for (const { context } of players) {
      const tab = await context.newPage();
      await tab.goto('/dashboard');
      await tab.getByText('Transaction History').first().waitFor();
      await watchDashboardForEarlyResult(tab);
      dashboards.push(tab);
    }

    // The second entry fills the raffle: the server closes it and draws the winner at once.
    expect((await postFromPage(second.page, '/api/raffles/enter', { raffleId: raffle.id, entryAmount: 50 })).status()).toBe(200);
    await expect
      .poll(async () => (await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id)))[0]!.status, { timeout: 30_000 })
      .toBe('completed');
    const [row] = await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id));
    const [winner] = await e2e.platform.ctx.db.select().from(users).where(eq(users.id, row!.winnerId!));

    // While the wheels turn the pages say so, and nothing else.
    // Both seen spinning before either screenshot, which can take a while on a busy machine.
    await Promise.all([
      first.page.getByTestId('wheel-status').getByText('Spinning…').waitFor({ timeout: 30_000 }),
      spectator.page.locator('[data-testid="winner-wheel"][data-state="spinning"]').waitFor({ timeout: 30_000 }),
    ]);
    await screenshot(first.page, 'raffle-spinning-390');
    await screenshot(spectator.page, 'spectator-spinning-1280');
    for (const { page } of players) {
      await page.getByRole('dialog').getByTestId('winner-name').waitFor({ timeout: 40_000 });
      await expect(page.getByRole('dialog').getByTestId('winner-name')).toHaveText(winner!.username);
    }
    await spectator.page.getByTestId('stage-winner-name').waitFor({ timeout: 40_000 });
    for (const page of [first.page, second.page, spectator.page]) expect(await earlyResults(page), page.url()).toEqual([]);
    // The dashboards told nothing before the first wheel stopped.
    const firstStop = Math.min(...(await Promise.all(players.map(({ page }) => wheelStoppedAt(page)))));
    expect(firstStop).toBeLessThan(Infinity);
    for (const tab of dashboards) expect(await dashboardTellsBefore(tab, firstStop)).toEqual([]);
    // The stage has the same winner moment as the raffle page: the prize and the odds the winner won with.
    await expect(spectator.page.getByTestId('stage-winner-name')).toHaveText(winner!.username);
    await expect(spectator.page.getByTestId('stage-winner-share')).toHaveText('Won with 50.00% of the tickets');
    await expect(spectator.page.getByTestId('stage-winner-prize')).toHaveText(row!.itemName!);
    await screenshot(spectator.page, 'spectator-winner-moment-1280');

    // Once stopped, the result shows, and the winner's level reward reaches the header.
    const winning = players.find((p) => p.steamId === winner!.steamId)!;
    await winning.page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
    await winning.page.getByText('Completed', { exact: true }).waitFor();
    await expect.poll(() => headerBalance(winning.page)).toBe(450 + LEVELS[1]!.reward);
    // The winner's dashboard tab gets it too, with the reward's Winner row in the history.
    const winnersDashboard = dashboards[players.indexOf(winning)]!;
    await expect.poll(() => headerBalance(winnersDashboard)).toBe(450 + LEVELS[1]!.reward);
    await winnersDashboard
      .locator('main span')
      .filter({ hasText: /^Winner$/ })
      .first()
      .waitFor();

    // A visitor who arrives after the draw sees the result at once.
    const late = await fullMotionPage(openPage, 390);
    await late.page.goto(`/raffle/${raffle.id}`);
    await late.page.getByRole('dialog').getByTestId('winner-name').waitFor();
    await late.page.getByText('Completed', { exact: true }).waitFor();
    await expect(late.page.getByTestId('wheel-status')).toHaveText(`Winner: ${winner!.username}`);
  });

  test('starts the draw on the room event when the page clock passed the end first, not after the 5 s fallback', async ({ page }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'Clock Race', endTime: new Date(Date.now() + 10_000).toISOString() });
    const player = await signIn(e2e.platform.app);
    await e2e.platform.app.inject({
      method: 'POST',
      url: '/api/user/trade-url',
      headers: { cookie: player.cookie },
      payload: { tradeOfferUrl: tradeUrlFor(player.steamId) },
    });
    const entered = await e2e.platform.app.inject({
      method: 'POST',
      url: '/api/raffles/enter',
      headers: { cookie: player.cookie },
      payload: { raffleId: raffle.id, entryAmount: 30 },
    });
    expect(entered.statusCode).toBe(200);

    // This page's clock runs two minutes ahead: it sees the end long before the server does.
    await page.clock.install({ time: Date.now() + 120_000 });
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
    await page.goto(`/raffle/${raffle.id}`);
    await expect.poll(() => page.getByTestId('wheel-status').textContent()).toBe('The raffle has ended. The winner is being drawn.');
    // From here the page's time moves only when the test moves it.
    // Paused just ahead of the page's now; a time its clock has already passed is refused, so try again from a fresh now.
    await expect
      .poll(async () =>
        page.clock
          .pauseAt((await page.evaluate(() => Date.now())) + 50)
          .then(() => true)
          .catch(() => false),
      )
      .toBe(true);

    await expect
      .poll(async () => (await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id)))[0]!.status, { timeout: 40_000 })
      .toBe('completed');
    await expect.poll(() => frames.some((f) => f.includes('raffle_ending'))).toBe(true);

    let advanced = 0;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          advanced += 100;
          return page.getByTestId('wheel-status').textContent();
        },
        { timeout: 60_000 },
      )
      .toMatch(/^(Spinning…|Winner: )/);
    // The event's 1 s and the 3 s start delay, well before the fallback's 5 s would even begin.
    expect(advanced).toBeLessThan(FALLBACK_MS);
  });
});
