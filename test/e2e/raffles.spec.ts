import { eq } from 'drizzle-orm';
import { firstRoundAfter, QUICKNET } from '../../src/core/fair/beacon';
import { drawRaffleWinner } from '../../src/core/fair/raffle-draw';
import { generateServerSeed, hashServerSeed } from '../../src/core/fair/seeds';
import { landingRotation, spinTurns } from '../../src/core/raffles';
import { skinRarityInfo } from '../../src/core/skin-rarity';
import { raffleEntries, raffles, tradeLogs, users } from '../../src/server/db/schema';
import type { Page } from '@playwright/test';
import { signIn } from '../helpers/sign-in';
import { expect, noSideScroll, test, usePlatform, type OpenPage } from './fixtures';
import { acceptWelcome, endRaffle, createRaffle, E2E_ADMIN_PASSWORD, postFromPage, screenshot, seriousViolations, signInAs, tradeUrlFor } from './harness';

/** A new player signed in through the sandbox page, past the welcome terms, with a saved trade URL. */
async function newPlayer(openPage: OpenPage, width: number) {
  const { context, page } = await openPage(width);
  const steamId = await signInAs(page);
  await acceptWelcome(page);
  const saved = await postFromPage(page, '/api/user/trade-url', { tradeOfferUrl: tradeUrlFor(steamId) });
  expect(saved.status()).toBe(200);
  return { context, page, steamId };
}

test.describe('raffles in Chromium', () => {
  const e2e = usePlatform();

  /** A player signed in straight through the API who has saved a trade URL, to enter raffles from the test. */
  async function apiEntrant() {
    const entrant = await signIn(e2e.platform.app);
    await e2e.platform.app.inject({
      method: 'POST',
      url: '/api/user/trade-url',
      headers: { cookie: entrant.cookie },
      payload: { tradeOfferUrl: tradeUrlFor(entrant.steamId) },
    });
    return (raffleId: string, entryAmount = 10) =>
      e2e.platform.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie: entrant.cookie }, payload: { raffleId, entryAmount } });
  }

  const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

  test('colours a card by its prize’s grade and counts a new entrant live', async ({ openPage }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'Graded Prize', maxParticipants: 5 });
    expect(raffle.prizeRarity).not.toBeNull();
    const { page } = await newPlayer(openPage, 1280);
    await page.goto('/raffles');
    const card = cardOf(page, 'Graded Prize');
    await card.waitFor();
    await expect(card).toHaveAttribute('data-rarity', raffle.prizeRarity!);
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).getPropertyValue('--rarity').trim())).toBe(skinRarityInfo[raffle.prizeRarity!].color);
    await card.getByText(skinRarityInfo[raffle.prizeRarity!].label).waitFor();
    await card.locator('[data-participants="0"]').waitFor();

    // Someone else enters: the card's count moves without a reload.
    const enter = await apiEntrant();
    expect((await enter(raffle.id)).statusCode).toBe(200);
    await card.locator('[data-participants="1"]').waitFor();
    await expect(card.getByText('1/5')).toHaveCount(1);
  });

  test('keeps an ended raffle on the list as a result, whose View Results → opens it', async ({ openPage }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'Just Finished', maxParticipants: 1 });
    const enter = await apiEntrant();
    // The one entrant fills it: it ends, and the server draws it.
    expect((await enter(raffle.id, 25)).json().raffle.status).toBe('ended');
    await expect.poll(async () => (await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id)))[0]!.status).toBe('completed');
    await createRaffle(e2e.platform, { name: 'Still Running' });

    for (const width of [390, 1280]) {
      const { context, page } = await newPlayer(openPage, width);
      await page.goto('/raffles');
      const live = page.getByRole('region', { name: 'Live raffles' });
      const results = page.getByRole('region', { name: 'Recent results' });
      await live.getByRole('article', { name: 'Still Running' }).waitFor();
      const ended = results.getByRole('article', { name: 'Just Finished' });
      await ended.waitFor();
      await expect(ended).toHaveAttribute('data-state', 'ended');
      await expect(live.getByRole('article', { name: 'Just Finished' })).toHaveCount(0);
      // It filled up before its end time: the card says it ended rather than counting down.
      await expect(ended.locator('time')).toHaveText('Ended');
      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await screenshot(page, `raffles-list-results-${width}`);
      await ended.getByRole('link', { name: 'View Results →' }).click();
      await page.waitForURL(`**/raffle/${raffle.id}`);
      await page.getByRole('dialog').getByTestId('winner-name').waitFor({ timeout: 45_000 });
      await context.close();
    }
  });

  test('keeps the admin raffle lists within 360 and 390 px phones (and lays them out at 1280)', async ({ openPage }) => {
    await createRaffle(e2e.platform, { name: 'An admin raffle with a rather long name to wrap on phones', maxParticipants: 1000 });
    const done = await createRaffle(e2e.platform, { name: 'Ended for the admin list' });
    await (
      await apiEntrant()
    )(done.id);
    await endRaffle(e2e.platform, done.id);
    // A draw made without the beacon carries the longest badge; a name without spaces must wrap too.
    const closedAt = new Date(Date.now() - 60_000);
    const seed = generateServerSeed();
    await e2e.platform.ctx.db.insert(raffles).values({
      name: 'Supercalifragilistic_AWP_Dragon_Lore_Giveaway_Weekend',
      description: 'Drawn while the relays were down',
      imageUrl: '/sandbox/steam/items/28150000002.svg',
      endTime: closedAt,
      endedAt: closedAt,
      drawnAt: closedAt,
      status: 'ended',
      endReason: 'time_expired',
      seed,
      seedHash: hashServerSeed(seed),
      beaconChain: QUICKNET,
      beaconRound: firstRoundAfter(QUICKNET, closedAt.getTime()),
      drawFallbackReason: 'no relay answered',
    });

    const { page } = await openPage(360);
    await signInAs(page, 'HenHouseAdmin');
    // No other test of this file signs the demo admin in through the browser: this is its first visit.
    await acceptWelcome(page);
    await page.goto('/admin');
    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Portal' }).click();
    await page.getByRole('tab', { name: 'Raffle Management' }).waitFor();
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/admin');
      await page.getByText('Ended for the admin list').waitFor();
      await page.getByText('An admin raffle with a rather long name to wrap on phones').waitFor();
      await page.getByText('drawn without the beacon').first().waitFor();
      await noSideScroll(page);
      await screenshot(page, `admin-raffle-lists-${width}`);
      // The create dialog's fields and the prize picker stay inside the dialog too.
      await page.getByRole('button', { name: 'Create Raffle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Raffle' });
      await dialog.getByRole('group', { name: 'Prize from the bot inventory' }).waitFor();
      await expect.poll(() => dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-create-raffle-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: /View All/ }).click();
      await page.getByRole('heading', { name: 'Ended Raffles' }).waitFor();
      await page.getByText('Ended for the admin list').waitFor();
      await noSideScroll(page);
      await screenshot(page, `admin-ended-raffle-list-${width}`);
    }
  });

  test('shows signed-out visitors the list without a way in, with a fallback for broken images', async ({ openPage }) => {
    await createRaffle(e2e.platform, { name: 'Hourly Showcase', maxParticipants: 10 });
    await createRaffle(e2e.platform, { name: 'Broken Picture', imageUrl: '/no-such-image.png' });
    const { page } = await openPage(390);
    await page.goto('/raffles');
    await page.getByRole('heading', { name: 'Hourly Showcase' }).waitFor();
    // Pictures below the fold load (and fail) only once they come near the viewport.
    await page.getByRole('article', { name: 'Broken Picture' }).scrollIntoViewIfNeeded();
    await page.getByRole('article', { name: 'Broken Picture' }).getByTestId('raffle-image-fallback').waitFor();
    await page.getByRole('link', { name: 'Sign In with Steam' }).first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Enter Raffle/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'raffles-signed-out-390');

    // A visitor watching a raffle whose time runs out sees the server's draw.
    const timed = await createRaffle(e2e.platform, { name: 'Last Seconds', endTime: new Date(Date.now() + 6000).toISOString() });
    const entrant = await signIn(e2e.platform.app);
    await e2e.platform.app.inject({
      method: 'POST',
      url: '/api/user/trade-url',
      headers: { cookie: entrant.cookie },
      payload: { tradeOfferUrl: tradeUrlFor(entrant.steamId) },
    });
    expect(
      (
        await e2e.platform.app.inject({
          method: 'POST',
          url: '/api/raffles/enter',
          headers: { cookie: entrant.cookie },
          payload: { raffleId: timed.id, entryAmount: 10 },
        })
      ).statusCode,
    ).toBe(200);
    await page.goto(`/raffle/${timed.id}`);
    await page.getByText('Sign in with Steam to enter this raffle.').waitFor();
    await page.getByRole('dialog').getByTestId('winner-name').waitFor({ timeout: 45_000 });
    const [row] = await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, timed.id));
    expect(row).toMatchObject({ status: 'completed', endReason: 'time_expired' });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'raffle-timed-out-winner-390');
  });

  test('explains in plain words why no one can choose a raffle winner', async ({ openPage }) => {
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await page.goto('/fairness?raffle=');
      await page.getByRole('link', { name: 'Why no one, not even we, can choose the winner' }).click();
      await page.waitForURL('**/fairness/raffles');
      await page.getByText('Why no one can choose a raffle’s winner').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await screenshot(page, `fairness-raffles-${width}`);
      await context.close();
    }
  });

  test('marks a draw made without the beacon, with its reason, on the list, the raffle page and the fairness page; says a draw waits for its round', async ({
    openPage,
  }) => {
    // A raffle whose beacon never answered, drawn from its seed alone as the draw job records it when the operator turned the fallback on.
    const db = e2e.platform.ctx.db;
    const entrant = await signIn(e2e.platform.app);
    const [user] = await db.select().from(users).where(eq(users.steamId, entrant.steamId));
    // Closed lately, so it is among the list's results; drawn long enough ago for every wheel to have stopped.
    const closedAt = new Date(Date.now() - 40_000);
    const reason = 'no relay gave beacon round 1234 of chain 52db9ba70e0c… within 300 s of its time (api.drand.sh: HTTP 503)';
    const seed = generateServerSeed();
    /** A raffle closed at `closedAt`, committed to the first beacon round after it. */
    const closedRaffle = (name: string, description: string) => ({
      name,
      description,
      endTime: closedAt,
      endedAt: closedAt,
      status: 'ended' as const,
      endReason: 'time_expired' as const,
      seed,
      seedHash: hashServerSeed(seed),
      beaconChain: QUICKNET,
      beaconRound: firstRoundAfter(QUICKNET, closedAt.getTime()),
    });
    const [raffle] = await db.insert(raffles).values(closedRaffle('Quiet Beacon', 'Drawn while the relays were down')).returning();
    const [entry] = await db.insert(raffleEntries).values({ raffleId: raffle!.id, userId: user!.id, entryAmount: 50 }).returning();
    const draw = drawRaffleWinner({
      raffleSeed: seed,
      raffleId: raffle!.id,
      entries: [{ id: entry!.id, userId: user!.id, amount: 50 }],
      beaconRandomness: null,
    });
    await db
      .update(raffles)
      .set({
        status: 'completed',
        winnerId: user!.id,
        entriesDigest: draw.digest,
        drawFloat: draw.float,
        winningTicket: draw.ticket,
        drawnAt: new Date(Date.now() - 30_000),
        drawFallbackReason: reason,
      })
      .where(eq(raffles.id, raffle!.id));
    // And one whose round no relay has given yet: with no fallback configured it waits, however long.
    const [waiting] = await db.insert(raffles).values(closedRaffle('Patient Beacon', 'Waiting for its round')).returning();
    await db.insert(raffleEntries).values({ raffleId: waiting!.id, userId: user!.id, entryAmount: 50 });

    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await signInAs(page);
      await acceptWelcome(page);
      await page.goto('/raffles');
      await cardOf(page, 'Quiet Beacon')
        .getByRole('note')
        .filter({ hasText: `Drawn without the beacon: ${reason}` })
        .waitFor();
      await cardOf(page, 'Patient Beacon').getByText(`Waiting for beacon round ${waiting!.beaconRound} to draw the winner`).waitFor();
      await noSideScroll(page);
      await cardOf(page, 'Quiet Beacon').scrollIntoViewIfNeeded();
      await screenshot(page, `raffles-without-beacon-${width}`, { fullPage: false });
      await page.goto(`/raffle/${waiting!.id}`);
      await page.getByTestId('wheel-status').getByText(`Waiting for beacon round ${waiting!.beaconRound}: it was due at`).waitFor();
      await page.goto(`/raffle/${raffle!.id}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
      const notice = page.getByRole('note').filter({ hasText: `Drawn without the beacon: ${reason}` });
      await notice.waitFor();
      await page.getByRole('button', { name: 'Verify draw' }).click();
      await page.getByText(`Draw verified: ${user!.username} won fairly.`).waitFor();
      await page.getByText('Checks out: The seed and digest give the published winning ticket').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, `raffle-seed-alone-${width}`);
      await page.goto(`/fairness?raffle=${raffle!.id}`);
      await page
        .getByRole('note')
        .filter({ hasText: `Drawn without the beacon: ${reason}` })
        .waitFor();
      await page.getByText(`Draw verified: ${user!.username} won fairly.`).waitFor();
      await context.close();
    }
  });

  test('sends a player without a trade URL to the settings after the Entry Failed toast', async ({ page }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'Trade URL Check' });
    await signInAs(page);
    await acceptWelcome(page);
    await page.goto(`/raffle/${raffle.id}`);
    await page.getByRole('button', { name: 'Enter Raffle' }).click();
    await page.getByText('Entry Failed').first().waitFor();
    await page.getByText('You must add your Steam trade offer URL before entering raffles.', { exact: false }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?tab=settings');
  });

  test('takes two players through entry, live chat, a server-drawn spin, the winner and its verification', async ({ openPage }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'AK Weekly', type: 'weekly', maxParticipants: 3, minEntry: 20 });
    const a = await newPlayer(openPage, 1280);
    const b = await newPlayer(openPage, 390);
    // The list, then the raffle page.
    await a.page.goto('/raffles');
    await a.page.getByRole('heading', { name: 'AK Weekly' }).waitFor();
    expect(await seriousViolations(a.page)).toEqual([]);
    await screenshot(a.page, 'raffles-list-1280');
    await a.page.getByRole('article', { name: 'AK Weekly' }).getByRole('link', { name: 'Enter Raffle →' }).click();
    await a.page.waitForURL(`**/raffle/${raffle.id}`);
    await b.page.goto(`/raffle/${raffle.id}`);

    for (const [p, amount] of [
      [a.page, '120'],
      [b.page, '60'],
    ] as const) {
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
    await expect(chatBox).toHaveValue('x'.repeat(128));
    await a.page.keyboard.press('Enter');
    await a.page.getByRole('list', { name: 'Chat messages' }).getByText('x'.repeat(128)).waitFor();
    await chatBox.fill('Good luck everyone!');
    await a.page.keyboard.press('Enter');
    await b.page.getByText('Good luck everyone!').waitFor();
    // The 128 characters without a space wrap inside their bubble, on the phone too: nothing scrolls sideways.
    for (const p of [a.page, b.page]) {
      const messages = p.getByRole('list', { name: 'Chat messages' });
      await messages.getByText('x'.repeat(128)).waitFor();
      await expect.poll(() => messages.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await seriousViolations(b.page)).toEqual([]);
    await screenshot(b.page, 'raffle-detail-entered-390');
    await screenshot(a.page, 'raffle-detail-entered-1280');

    // A third player fills the raffle; the server ends and draws it.
    const third = await signIn(e2e.platform.app);
    await e2e.platform.app.inject({
      method: 'POST',
      url: '/api/user/trade-url',
      headers: { cookie: third.cookie },
      payload: { tradeOfferUrl: tradeUrlFor(third.steamId) },
    });
    const filled = await e2e.platform.app.inject({
      method: 'POST',
      url: '/api/raffles/enter',
      headers: { cookie: third.cookie },
      payload: { raffleId: raffle.id, entryAmount: 20 },
    });
    // Full: the entries close now, and the draw follows once the next beacon round is out.
    expect(filled.json().raffle.status).toBe('ended');
    const rowNow = async () => (await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id)))[0]!;
    await expect.poll(async () => (await rowNow()).status).toBe('completed');
    const row = await rowNow();
    const [winner] = await e2e.platform.ctx.db.select().from(users).where(eq(users.id, row!.winnerId!));
    const expectedRotation = landingRotation(row!.winningTicket!, 200, spinTurns(row!.drawFloat!));

    for (const p of [a.page, b.page]) {
      const dialog = p.getByRole('dialog');
      await dialog.getByTestId('winner-name').waitFor({ timeout: 40_000 });
      await expect(dialog.getByTestId('winner-name')).toHaveText(winner!.username);
      await expect.poll(async () => Number(await p.locator('[data-rotation]').getAttribute('data-rotation'))).toBeCloseTo(expectedRotation, 6);
    }
    // The prize goes to the winner as a trade offer, recorded in a trade log.
    const tradeLogsOf = () => e2e.platform.ctx.db.select().from(tradeLogs).where(eq(tradeLogs.raffleId, raffle.id));
    await expect.poll(async () => (await tradeLogsOf()).length).toBe(1);
    const logs = await tradeLogsOf();
    expect(logs[0]).toMatchObject({ userId: winner!.id, partnerName: winner!.username });
    await screenshot(b.page, 'raffle-winner-dialog-390');
    await screenshot(a.page, 'raffle-winner-dialog-1280');

    // The verify control recomputes the draw in the browser, the beacon round's BLS signature included.
    for (const p of [a.page, b.page]) {
      await p.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
      await p.getByText(row!.beaconSignature!).waitFor();
      await p.getByRole('button', { name: 'Verify draw' }).click();
      await p.getByText(`Draw verified: ${winner!.username} won fairly.`).waitFor();
      await p.getByText("Checks out: The round's BLS signature verifies against the chain's public key").waitFor();
      await p.getByText('Checks out: The round is the first one published after the entries closed').waitFor();
    }
    // The verification link checks it again on the fairness page, in a fresh signed-out browser.
    const link = `/fairness?raffle=${raffle.id}`;
    await expect(a.page.getByRole('link', { name: 'Verification link' })).toHaveAttribute('href', link);
    const viewer = await openPage(390);
    await viewer.page.goto(link);
    await viewer.page.getByText(`Draw verified: ${winner!.username} won fairly.`).waitFor();
    await viewer.page.getByText(row!.beaconRandomness!).waitFor();
    await viewer.page.getByText("Checks out: The round's BLS signature verifies against the chain's public key").waitFor();
    await viewer.page.getByText(`${row!.beaconRound} (published`, { exact: false }).waitFor();
    expect(await seriousViolations(viewer.page)).toEqual([]);
    await screenshot(viewer.page, 'fairness-raffle-link-390');
    await noSideScroll(viewer.page);
    await viewer.context.close();
    expect(await seriousViolations(a.page)).toEqual([]);
    await screenshot(a.page, 'raffle-verified-1280');
    await screenshot(b.page, 'raffle-verified-390');
    await noSideScroll(b.page);

    // On a later visit the completed raffle opens with its winner.
    await b.page.reload();
    await b.page.getByRole('dialog').getByTestId('winner-name').waitFor();
  });
});
