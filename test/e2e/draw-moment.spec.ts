import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { DRAW_SPIN_MS, formatOdds } from '../../src/core/raffles';
import { raffleEntries, raffles, users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { signIn } from '../helpers/sign-in';
import { expect, noSideScroll, test, usePlatform, type E2E, type OpenPage } from './fixtures';
import { createRaffle, screenshot, seriousViolations, tradeUrlFor } from './harness';

// The raffle draw as the skin sites stage it: avatars on the wheel, ticks and a
// bouncing pointer that follow the wheel's real motion, and a winner moment (confetti,
// the prize, the share of the tickets) that comes only once the wheel has stopped.

interface DrawLog {
  /** The winner moment was in the page while the wheel was not stopped. */
  momentBeforeStop: boolean;
  /** canvas-confetti's canvas appeared before the winner moment. */
  confettiBeforeMoment: boolean;
  confettiSeen: boolean;
  /** Names or avatars turned upright for the landing while the wheel still turned (a hint at it). */
  flipsChangedWhileTurning: boolean;
  /** When the moment first showed: the wheel's drawn angle and its target, and its state. */
  atMoment: { angle: number; target: number; state: string | null; ticks: number } | null;
}

/** Records, from inside the page, what happens around the wheel's stop. */
function watchTheDraw(page: Page): Promise<void> {
  return page.evaluate(() => {
    const log: DrawLog = { momentBeforeStop: false, confettiBeforeMoment: false, confettiSeen: false, flipsChangedWhileTurning: false, atMoment: null };
    (window as unknown as { drawLog: DrawLog }).drawLog = log;
    const wheel = () => document.querySelector<HTMLElement>('[data-testid="winner-wheel"]');
    // How the names and avatars are turned: set for the resting wheel, so it may change only once it rests.
    const flips = () =>
      [...document.querySelectorAll<SVGElement>('[data-testid="winner-wheel"] text[data-flipped], [data-testid="wheel-avatar"]')]
        .map((t) => `${t.textContent}:${t.style.transform}`)
        .join('|');
    // As last seen before the spin (an entry may add names and avatars until then).
    let flipsBeforeSpin = flips();
    const check = () => {
      const state = wheel()?.dataset.state ?? null;
      const moment = document.querySelector('[data-testid="winner-moment"]');
      const confetti = document.querySelector('body > canvas');
      if (confetti) log.confettiSeen = true;
      if (confetti && !moment) log.confettiBeforeMoment = true;
      if (state === 'idle') flipsBeforeSpin = flips();
      else if (state === 'spinning' && flips() !== flipsBeforeSpin) log.flipsChangedWhileTurning = true;
      if (moment && state !== 'stopped') log.momentBeforeStop = true;
      if (moment && !log.atMoment) {
        const rotor = document.querySelector<HTMLElement>('[data-rotation]')!;
        const m = /matrix\(([^,]+),\s*([^,]+)/.exec(getComputedStyle(rotor).transform);
        const angle = m ? ((((Math.atan2(Number(m[2]), Number(m[1])) * 180) / Math.PI) % 360) + 360) % 360 : 0;
        log.atMoment = { angle, target: Number(rotor.dataset.rotation) % 360, state, ticks: Number(rotor.dataset.ticks ?? 0) };
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const drawLog = (page: Page) => page.evaluate(() => (window as unknown as { drawLog: DrawLog }).drawLog);

/** A raffle page's viewer whose clock the test can move (it runs in step with real time until then). */
async function viewer(openPage: OpenPage, width: number, reducedMotion: 'reduce' | 'no-preference'): Promise<{ page: Page; cspErrors: string[] }> {
  const { page } = await openPage(width, { reducedMotion });
  await page.clock.install();
  // Images refused by the Content-Security-Policy (the avatars on the wheel must not be).
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy') && message.text().includes('img-src')) cspErrors.push(message.text());
  });
  return { page, cspErrors };
}

async function enter(e2e: E2E, raffleId: string, amount: number, persona?: string) {
  const player = await signIn(e2e.platform.app, persona ? demoPersonas.find((p) => p.personaName === persona)!.steamId : undefined);
  const headers = { cookie: player.cookie };
  await e2e.platform.app.inject({ method: 'POST', url: '/api/user/trade-url', headers, payload: { tradeOfferUrl: tradeUrlFor(player.steamId) } });
  const res = await e2e.platform.app.inject({ method: 'POST', url: '/api/raffles/enter', headers, payload: { raffleId, entryAmount: amount } });
  expect(res.statusCode).toBe(200);
  return res;
}

test.describe('the raffle draw moment in Chromium', () => {
  const e2e = usePlatform();

  test('draws avatars on the wheel, ticks with its motion and shows the winner, the prize and the odds only once it stopped', async ({ openPage }) => {
    // Names short enough for their segments (the specification's label rule), and a sliver.
    const raffle = await createRaffle(e2e.platform, { name: 'Moment Cup', maxParticipants: 4, minEntry: 10 });
    await enter(e2e, raffle.id, 100, 'HenHouseAdmin');
    await enter(e2e, raffle.id, 60, 'RookieRooster');
    await enter(e2e, raffle.id, 40, 'GoldenGoose');
    const pool = 210;

    const wide = await viewer(openPage, 1280, 'no-preference');
    const phone = await viewer(openPage, 390, 'no-preference');
    const calm = await viewer(openPage, 390, 'reduce');
    const all = [wide, phone, calm];
    for (const { page } of all) {
      await page.goto(`/raffle/${raffle.id}`);
      await page.getByText('The wheel spins when the raffle ends.').waitFor();
      await expect.poll(() => page.getByTestId('wheel-avatar').count()).toBe(3);
    }

    // Each avatar on the wheel loads from where the participants list loads it, within the page's CSP.
    const hrefs = await wide.page.locator('[data-testid="wheel-avatar"] image').evaluateAll((images) => images.map((i) => i.getAttribute('href')!));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) {
      await expect.poll(() => wide.page.locator(`main img[src="${href}"]`).count(), { message: href }).toBeGreaterThan(0);
      await wide.page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
      }, href);
    }
    for (const { page } of all) await watchTheDraw(page);

    // Upright labels: those on the left half of the resting wheel are turned to read left to right.
    const labels = wide.page.getByTestId('winner-wheel').locator('text[dominant-baseline="central"][text-anchor="end"]');
    await expect(labels).toHaveText(['HenHouseAdmin', 'RookieRooster', 'GoldenGoose']);
    await expect(wide.page.locator('text[data-flipped]')).toHaveText(['RookieRooster', 'GoldenGoose']);

    // A fourth, small entry fills the raffle: the server closes and draws it. Its sliver carries no avatar.
    await enter(e2e, raffle.id, 10);
    await expect
      .poll(async () => (await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id)))[0]!.status, { timeout: 30_000 })
      .toBe('completed');
    const [row] = await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id));
    const [winner] = await e2e.platform.ctx.db.select().from(users).where(eq(users.id, row!.winnerId!));
    const entries = await e2e.platform.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.raffleId, raffle.id));
    const winnerTotal = entries.filter((e) => e.userId === winner!.id).reduce((sum, e) => sum + e.entryAmount, 0);
    const shareText = `Won with ${formatOdds(winnerTotal, pool)}% of the tickets`;

    // Mid-spin: the wheel turns with its avatars and ticks as edges pass; no winner yet.
    for (const { page } of [wide, phone]) {
      const wheel = page.getByTestId('winner-wheel');
      await page.locator('[data-testid="winner-wheel"][data-state="spinning"]').waitFor({ timeout: 30_000 });
      await expect.poll(async () => Number(await page.locator('[data-rotation]').getAttribute('data-ticks'))).toBeGreaterThanOrEqual(3);
      await expect(page.locator('[data-rotation] path')).toHaveCount(4);
      await expect(wheel.getByTestId('wheel-avatar')).toHaveCount(3);
      await expect(page.getByTestId('winner-moment')).toHaveCount(0);
      await expect(page.getByTestId('wheel-status')).toHaveText('Spinning…');
    }
    await screenshot(wide.page, 'draw-mid-spin-1280');
    await screenshot(phone.page, 'draw-mid-spin-390');

    // The page times the 12 s spin: its clock jumps past the stop rather than the test waiting it out.
    // (The wheel's transition is the browser's own; the stop sets it at rest on the server's ticket.)
    for (const { page } of [wide, phone]) {
      if (await page.locator('[data-testid="winner-wheel"][data-state="spinning"]').count()) await page.clock.fastForward(DRAW_SPIN_MS);
    }

    // The stop: the winner moment with the prize and the odds, confetti, then the dialog.
    for (const { page } of [wide, phone]) {
      const moment = page.getByTestId('winner-moment');
      await moment.waitFor();
      // Its entrance played out (the looping glows aside), for a still picture.
      await moment.evaluate((el) =>
        Promise.all(
          el
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      );
      await screenshot(page, `draw-winner-moment-${page.viewportSize()!.width}`);
      await expect(moment.getByTestId('winner-moment-name')).toHaveText(winner!.username);
      await expect(moment.getByTestId('winner-moment-prize')).toHaveText(row!.itemName!);
      await expect(moment.getByTestId('winner-moment-share')).toHaveText(shareText);
      // By its alt text: the winner dialog follows within seconds and hides the page behind it from roles.
      await expect.poll(() => moment.locator('img').evaluateAll((images) => images.map((i) => i.getAttribute('alt')))).toContain(row!.itemName);
    }
    expect(await seriousViolations(wide.page)).toEqual([]);
    await noSideScroll(phone.page);

    for (const { page } of [wide, phone]) {
      const log = await drawLog(page);
      expect(log.momentBeforeStop).toBe(false);
      expect(log.flipsChangedWhileTurning).toBe(false);
      expect(log.confettiBeforeMoment).toBe(false);
      // The moment came with the wheel at rest on the server's ticket, after ticks for every edge it passed.
      expect(log.atMoment!.state).toBe('stopped');
      expect(Math.abs(log.atMoment!.angle - log.atMoment!.target)).toBeLessThan(0.5);
      expect(log.atMoment!.ticks).toBeGreaterThanOrEqual(3);
      await expect.poll(async () => (await drawLog(page)).confettiSeen).toBe(true);
      await page.getByRole('dialog').getByText(shareText).waitFor({ timeout: 10_000 });
    }

    // Under reduced motion: no ticks, no bounce, no confetti, but the same winner moment, standing still.
    const calmMoment = calm.page.getByTestId('winner-moment');
    await calmMoment.waitFor();
    await expect(calmMoment.getByTestId('winner-moment-share')).toHaveText(shareText);
    await expect(calmMoment).toHaveCSS('animation-name', 'none');
    const calmLog = await drawLog(calm.page);
    expect(calmLog.momentBeforeStop).toBe(false);
    expect(calmLog.atMoment!.ticks).toBe(0);
    expect(Math.abs(calmLog.atMoment!.angle - calmLog.atMoment!.target)).toBeLessThan(0.5);
    expect(calmLog.confettiSeen).toBe(false);

    for (const { cspErrors } of all) expect(cspErrors).toEqual([]);
  });
});
