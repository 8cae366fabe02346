import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { landingRotation, spinTurns } from '../../src/core/raffles';
import { raffles, tradeLogs, users } from '../../src/server/db/schema';
import { signIn } from '../helpers/sign-in';
import { acceptWelcome, createRaffle, noSideScroll, postFromPage, screenshot, seriousViolations, signInThroughSandbox, tradeUrlFor, usePlatformAndBrowser, type E2E } from './harness';

/** A new player signed in through the sandbox page, past the welcome terms, with a saved trade URL. */
async function newPlayer(e2e: E2E, width: number) {
  const { context, page } = await e2e.page(width);
  const steamId = await signInThroughSandbox(page);
  await acceptWelcome(page);
  const saved = await postFromPage(page, '/api/user/trade-url', { tradeOfferUrl: tradeUrlFor(steamId) });
  expect(saved.status()).toBe(200);
  return { context, page, steamId };
}

describe('raffles in Chromium', () => {
  const e2e = usePlatformAndBrowser();

  it('shows signed-out visitors the list without a way in, with a fallback for broken images', async () => {
    await createRaffle(e2e.platform, { name: 'Hourly Showcase', maxParticipants: 10 });
    await createRaffle(e2e.platform, { name: 'Broken Picture', imageUrl: '/no-such-image.png' });
    const { context, page } = await e2e.page(390);
    try {
      await page.goto('/raffles');
      await page.getByRole('heading', { name: 'Hourly Showcase' }).waitFor();
      await page.getByRole('article', { name: 'Broken Picture' }).getByTestId('raffle-image-fallback').waitFor();
      await page.getByRole('link', { name: 'Sign In with Steam' }).first().waitFor();
      await expect.poll(() => page.getByRole('link', { name: /Enter Raffle/ }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'raffles-signed-out-390');

      // A visitor watching a raffle whose time runs out sees the server's draw.
      const timed = await createRaffle(e2e.platform, { name: 'Last Seconds', endTime: new Date(Date.now() + 6000).toISOString() });
      const entrant = await signIn(e2e.platform.app);
      await e2e.platform.app.inject({ method: 'POST', url: '/api/user/trade-url', headers: { cookie: entrant.cookie }, payload: { tradeOfferUrl: tradeUrlFor(entrant.steamId) } });
      expect((await e2e.platform.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie: entrant.cookie }, payload: { raffleId: timed.id, entryAmount: 10 } })).statusCode).toBe(200);
      await page.goto(`/raffle/${timed.id}`);
      await page.getByText('Sign in with Steam to enter this raffle.').waitFor();
      await page.getByRole('dialog').getByTestId('winner-name').waitFor({ timeout: 45_000 });
      const [row] = await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, timed.id));
      expect(row).toMatchObject({ status: 'completed', endReason: 'time_expired' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'raffle-timed-out-winner-390');
    } finally {
      await context.close();
    }
  });

  it('sends a player without a trade URL to the settings after the Entry Failed toast', async () => {
    const raffle = await createRaffle(e2e.platform, { name: 'Trade URL Check' });
    const { context, page } = await e2e.page(1280);
    try {
      await signInThroughSandbox(page);
      await acceptWelcome(page);
      await page.goto(`/raffle/${raffle.id}`);
      await page.getByRole('button', { name: 'Enter Raffle' }).click();
      await page.getByText('Entry Failed').first().waitFor();
      await page.getByText('You must add your Steam trade offer URL before entering raffles.', { exact: false }).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?tab=settings');
    } finally {
      await context.close();
    }
  });

  it('takes two players through entry, live chat, a server-drawn spin, the winner and its verification', async () => {
    const raffle = await createRaffle(e2e.platform, { name: 'AK Weekly', type: 'weekly', maxParticipants: 3, minEntry: 20 });
    const a = await newPlayer(e2e, 1280);
    const b = await newPlayer(e2e, 390);
    try {
      // The list, then the raffle page.
      await a.page.goto('/raffles');
      await a.page.getByRole('heading', { name: 'AK Weekly' }).waitFor();
      expect(await seriousViolations(a.page)).toEqual([]);
      await screenshot(a.page, 'raffles-list-1280');
      await a.page.getByRole('article', { name: 'AK Weekly' }).getByRole('link', { name: 'Enter Raffle →' }).click();
      await a.page.waitForURL(`**/raffle/${raffle.id}`);
      await b.page.goto(`/raffle/${raffle.id}`);

      for (const [p, amount] of [[a.page, '120'], [b.page, '60']] as const) {
        await p.getByText('Chat Locked').waitFor();
        const input = p.getByLabel('Entry amount (fowls)');
        await input.fill('5');
        await p.getByRole('button', { name: 'Enter Raffle' }).click();
        await p.getByText('Minimum entry is 20 fowls. You entered 5 fowls.').waitFor();
        await input.fill(amount);
        await p.getByRole('button', { name: 'Enter Raffle' }).click();
        await p.getByRole('button', { name: 'Already Entered' }).waitFor();
      }
      await a.page.getByText('Your win odds:').waitFor();
      await expect.poll(() => a.page.getByText('Your win odds:').textContent()).toContain('66.67%');

      // One chats, the other sees it arrive; the box holds 128 characters.
      const chatBox = a.page.getByLabel('Message', { exact: true });
      await chatBox.fill('x'.repeat(130));
      await a.page.getByText('Messages can be up to 128 characters long').first().waitFor();
      expect((await chatBox.inputValue()).length).toBe(128);
      await chatBox.fill('Good luck everyone!');
      await a.page.keyboard.press('Enter');
      await b.page.getByText('Good luck everyone!').waitFor();
      expect(await seriousViolations(b.page)).toEqual([]);
      await screenshot(b.page, 'raffle-detail-entered-390');
      await screenshot(a.page, 'raffle-detail-entered-1280');

      // A third player fills the raffle; the server ends and draws it.
      const third = await signIn(e2e.platform.app);
      await e2e.platform.app.inject({ method: 'POST', url: '/api/user/trade-url', headers: { cookie: third.cookie }, payload: { tradeOfferUrl: tradeUrlFor(third.steamId) } });
      const filled = await e2e.platform.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie: third.cookie }, payload: { raffleId: raffle.id, entryAmount: 20 } });
      expect(filled.json().raffle.status).toBe('completed');

      const [row] = await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id));
      const [winner] = await e2e.platform.ctx.db.select().from(users).where(eq(users.id, row!.winnerId!));
      const expectedRotation = landingRotation(row!.winningTicket!, 200, spinTurns(row!.drawFloat!));

      for (const p of [a.page, b.page]) {
        const dialog = p.getByRole('dialog');
        await dialog.getByTestId('winner-name').waitFor({ timeout: 40_000 });
        expect(await dialog.getByTestId('winner-name').textContent()).toBe(winner!.username);
        expect(Number(await p.locator('[data-rotation]').getAttribute('data-rotation'))).toBeCloseTo(expectedRotation, 6);
      }
      // The prize goes to the winner as a trade offer, recorded in a trade log.
      const tradeLogsOf = () => e2e.platform.ctx.db.select().from(tradeLogs).where(eq(tradeLogs.raffleId, raffle.id));
      await expect.poll(async () => (await tradeLogsOf()).length).toBe(1);
      const logs = await tradeLogsOf();
      expect(logs[0]).toMatchObject({ userId: winner!.id, partnerName: winner!.username });
      await screenshot(b.page, 'raffle-winner-dialog-390');
      await screenshot(a.page, 'raffle-winner-dialog-1280');

      // The verify control recomputes the draw in the browser.
      for (const p of [a.page, b.page]) {
        await p.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
        await p.getByRole('button', { name: 'Verify draw' }).click();
        await p.getByText(`Draw verified: ${winner!.username} won fairly.`).waitFor();
      }
      // The verification link checks it again on the fairness page, in a fresh signed-out browser.
      const link = await a.page.getByRole('link', { name: 'Verification link' }).getAttribute('href');
      expect(link).toBe(`/fairness?raffle=${raffle.id}`);
      const viewer = await e2e.page(390);
      try {
        await viewer.page.goto(link!);
        await viewer.page.getByText(`Draw verified: ${winner!.username} won fairly.`).waitFor();
        expect(await seriousViolations(viewer.page)).toEqual([]);
        await screenshot(viewer.page, 'fairness-raffle-link-390');
        await noSideScroll(viewer.page);
      } finally {
        await viewer.context.close();
      }
      expect(await seriousViolations(a.page)).toEqual([]);
      await screenshot(a.page, 'raffle-verified-1280');
      await screenshot(b.page, 'raffle-verified-390');
      await noSideScroll(b.page);

      // On a later visit the completed raffle opens with its winner.
      await b.page.reload();
      await b.page.getByRole('dialog').getByTestId('winner-name').waitFor();
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
