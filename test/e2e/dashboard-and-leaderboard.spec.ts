import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { raffles, users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { postEntry } from '../../src/server/modules/ledger';
import { signIn } from '../helpers/sign-in';
import { insertUser } from '../helpers/users';
import { expect, test, usePlatform } from './fixtures';
import { acceptWelcome, createRaffle, endRaffle, expiryInDays, screenshot, seriousViolations, signInAs, tradeUrlFor, postFromPage } from './harness';

const goose = demoPersonas.find((p) => p.role === 'premium')!;

test.describe('dashboard, referrals and leaderboard in Chromium', () => {
  const e2e = usePlatform();

  test('shows signed-out visitors the welcome and the locked history', async ({ openPage }) => {
    const { page } = await openPage(390);
    await page.goto('/');
    await page.getByText('Sign in with Steam to access your dashboard, cases, games, and raffles').waitFor();
    await page.getByText('Transaction History Locked').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-signed-out-390');
  });

  test('shows a player their cards and the last 24 hours after raffle, case and game activity, and a raffle win', async ({ openPage }) => {
    const raffle = await createRaffle(e2e.platform, { name: 'Dashboard Showcase' });
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      const steamId = await signInAs(page);
      await acceptWelcome(page);
      expect((await postFromPage(page, '/api/user/trade-url', { tradeOfferUrl: tradeUrlFor(steamId) })).status()).toBe(200);
      expect((await postFromPage(page, '/api/raffles/enter', { raffleId: raffle.id, entryAmount: 100 })).status()).toBe(200);
      expect((await postFromPage(page, '/api/daily-case/open', {})).status()).toBe(200);
      // A type the dashboard leaves out.
      const [row] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, steamId));
      await e2e.platform.ctx.db.transaction((tx) =>
        postEntry(tx, {
          userId: row!.id,
          amount: 5,
          type: 'game_win',
          description: 'Hidden game win',
          idempotencyKey: randomUUID(),
          at: e2e.platform.ctx.clock(),
        }),
      );

      await page.goto('/');
      const history = page.getByRole('region', { name: /Transaction history/ });
      await history.getByText('Entered raffle: Dashboard Showcase').waitFor();
      await history.getByText(/^Fowl Case: won \d+ fowls$/).waitFor();
      const entryRow = history.getByRole('listitem').filter({ hasText: 'Entered raffle: Dashboard Showcase' });
      await expect.poll(() => entryRow.textContent()).toMatch(/Raffle Entry.*Dashboard Showcase.*-100 fowls$/);
      await expect.poll(() => history.getByText('Hidden game win').count()).toBe(0);

      const stats = page.getByRole('region', { name: 'Your stats' });
      await stats.getByText('Fowls spent on raffles').waitFor();
      await stats.getByText('In 1 raffle').waitFor();
      // The free trial's one case is used: the next one comes with Premium.
      await stats.getByText('Premium only').waitFor();
      await expect.poll(() => page.getByText('Free Trial', { exact: true }).count()).toBeGreaterThan(0);
      await page.getByText('1 more win to Bronze').waitFor();
      await page.getByRole('link', { name: /Dashboard Showcase/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `dashboard-${width}`);

      await page.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(/\/dashboard\?tab=settings$/);
      await page.getByLabel('Steam Trade URL').waitFor();
      await expect(page.getByLabel('Steam Trade URL')).toHaveValue(tradeUrlFor(steamId));

      // Premium (bought through the payment sandbox in premium.spec; set directly here):
      // one Fowl Flip round, and a raffle the player alone enters, ended by an admin.
      await e2e.platform.ctx.db
        .update(users)
        .set({ subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(users.id, row!.id));
      const flip = await postFromPage(page, '/api/fowl-flip/play', { betAmount: 10, selectedSide: 'heads' });
      expect(flip.status()).toBe(200);
      const { won } = (await flip.json()).result as { won: boolean };
      const solo = await createRaffle(e2e.platform, { name: `Solo Win ${width}` });
      expect((await postFromPage(page, '/api/raffles/enter', { raffleId: solo.id, entryAmount: 10 })).status()).toBe(200);
      // Ending it closes the entries; the draw follows with the next beacon round: the only entrant wins.
      await endRaffle(e2e.platform, solo.id);
      const drawnWinner = async () => (await e2e.platform.ctx.db.select().from(raffles).where(eq(raffles.id, solo.id)))[0]?.winnerId;
      await expect.poll(drawnWinner).toBe(row!.id);

      await page.goto('/');
      await page.getByText('Premium Member').first().waitFor();
      // The flip is one row with its game details: the bet, and on a win the multiplier, what it
      // paid and its net (the ledger keeps the stake and the payout as two rows).
      const betRow = history.getByRole('listitem').filter({ hasText: 'Fowl Flip bet on heads' });
      const payoutRow = history.getByRole('listitem').filter({ hasText: 'Fowl Flip win (heads)' });
      if (won) {
        await expect.poll(() => payoutRow.textContent()).toMatch(/^Fowl Flip win \(heads\).*Fowl Flip.*Bet 10.*2x.*Won 20.*net \+10 fowls$/);
        await expect.poll(() => betRow.count()).toBe(0);
      } else {
        await expect.poll(() => betRow.textContent()).toMatch(/^Fowl Flip bet on heads.*Fowl Flip.*Bet 10.*-10 fowls$/);
        await expect.poll(() => payoutRow.count()).toBe(0);
      }
      // The win pays the Bronze level reward, the row marked as the raffle's winner.
      const winRow = history.getByRole('listitem').filter({ hasText: 'Bronze level reward' });
      await winRow.getByText('Winner', { exact: true }).waitFor();
      await expect.poll(() => winRow.textContent()).toMatch(new RegExp(`^Bronze level reward.*Level Reward.*Solo Win ${width}.*Winner\\+1\\D?500 fowls$`));
      const soloEntry = history.getByRole('listitem').filter({ hasText: `Entered raffle: Solo Win ${width}` });
      await expect.poll(() => soloEntry.textContent()).toMatch(/-10 fowls$/);
      await expect.poll(() => soloEntry.getByText('Winner', { exact: true }).count()).toBe(0);
      await expect.poll(() => history.getByText('Hidden game win').count()).toBe(0);
      await stats.getByText('Bronze level').waitFor();
      await page.getByText('3 more wins to Silver').waitFor();
      // As Premium the next case comes 4 hours after the free one.
      await stats.getByText('Until your next Fowl Case').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `dashboard-premium-${width}`);
      await context.close();
    }
  });

  test('keeps a long history inside its scroll area, with the page ending at its footer and the header in view on a phone', async ({ openPage }) => {
    const { page } = await openPage(390);
    const steamId = await signInAs(page);
    await acceptWelcome(page);
    // A new player's one row: the box is as tall as that row, not an empty scroll area below it.
    const box = page.getByRole('region', { name: /Transaction history/ });
    await box.getByRole('listitem').first().waitFor();
    const emptyBelowRows = () => box.evaluate((el) => el.clientHeight - el.querySelector('ul')!.getBoundingClientRect().height);
    await expect.poll(emptyBelowRows).toBeLessThanOrEqual(1);
    const [row] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    await e2e.platform.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) {
        await postEntry(tx, {
          userId: row!.id,
          amount: 1,
          type: 'admin_adjustment',
          description: `Adjustment ${i}`,
          idempotencyKey: randomUUID(),
          at: e2e.platform.ctx.clock(),
        });
      }
    });
    await page.goto('/');
    await page
      .getByRole('region', { name: /Transaction history/ })
      .getByText('Adjustment 59')
      .waitFor();
    // Sixty rows: the box stops at its 96 units (24rem) and scrolls.
    await expect.poll(() => box.evaluate((el) => el.scrollHeight > el.clientHeight && el.clientHeight <= 24 * 16)).toBe(true);
    // How far the page runs on past the end of its footer.
    const pastFooter = () =>
      page.evaluate(() => document.documentElement.scrollHeight - Math.ceil(document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY));
    await expect.poll(pastFooter).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .locator('header')
          .first()
          .evaluate((h) => h.getBoundingClientRect().top),
      )
      .toBe(0);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('offers free-trial players the upgrade and members their subscription from the account panel and the dashboard', async ({ openPage }) => {
    const trial = await openPage(390);
    await signInAs(trial.page);
    await acceptWelcome(trial.page);
    await trial.page.getByRole('main').getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    await trial.page.getByRole('button', { name: /Account menu/ }).click();
    const panel = trial.page.getByRole('dialog', { name: 'Account' });
    await expect(panel.getByRole('link', { name: 'Manage Subscription' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await trial.page.waitForURL('**/subscriptions');
    await panel.waitFor({ state: 'hidden' });
    expect(await seriousViolations(trial.page)).toEqual([]);
    await trial.context.close();

    // A member three days from the end of their Premium is reminded to renew. The
    // persona is put back as it was afterwards, for the tests that follow.
    const [before] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, goose.steamId));
    const restoreGoose = async () => {
      await e2e.platform.ctx.db
        .update(users)
        .set({ subscriptionExpiresAt: before!.subscriptionExpiresAt, hasSeenWelcome: before!.hasSeenWelcome })
        .where(eq(users.steamId, goose.steamId));
    };
    await e2e.platform.ctx.db
      .update(users)
      .set({ subscriptionExpiresAt: expiryInDays(3) })
      .where(eq(users.steamId, goose.steamId));
    try {
      for (const width of [390, 1280]) {
        const member = await openPage(width);
        await signInAs(member.page, 'GoldenGoose');
        if (width === 390) await acceptWelcome(member.page).catch(() => undefined);
        const onDashboard = member.page.getByRole('main').getByRole('link', { name: /Manage Subscription/ });
        await onDashboard.waitFor();
        await expect(onDashboard).toContainText('3 days remaining');
        await expect(member.page.getByRole('main').getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
        await screenshot(member.page, `dashboard-member-${width}`);
        await member.page.getByRole('button', { name: /Account menu/ }).click();
        await member.page
          .getByRole('dialog', { name: 'Account' })
          .getByRole('link', { name: /Manage Subscription/ })
          .click();
        await member.page.waitForURL('**/subscription-management');
        await member.page.getByText('Your Premium expires soon: 3 days remaining').waitFor();
        await member.context.close();
      }
    } finally {
      await restoreGoose();
    }
  });

  test("lets a free-trial player apply a Premium player's code, and shows the Premium player the referral", async ({ openPage }) => {
    const g = await signIn(e2e.platform.app, goose.steamId);
    const code = (await e2e.platform.app.inject({ url: '/api/referral/stats', headers: { cookie: g.cookie } })).json().referralCode as string;
    expect(code).toMatch(/^CSF-GOLDENGOO-[A-Z0-9]{6}$/);

    const { context, page } = await openPage(390);
    await signInAs(page);
    await acceptWelcome(page);
    const input = page.getByLabel('Referral code');
    const apply = page.getByRole('button', { name: 'Apply Code' });
    await expect(apply).toBeDisabled();
    await input.fill(`${code.toLowerCase()}-and-more`);
    // Uppercased as typed and capped at 20 characters.
    await expect(input).toHaveValue(code);
    // Pasted with spaces around it, the whole code stays: the spaces go before the 20 characters are counted.
    await input.fill('');
    await input.focus();
    await page.keyboard.insertText(`   ${code.toLowerCase()} `);
    await expect(input).toHaveValue(code);
    await apply.click();
    await page.getByText('Success!').first().waitFor();
    await page.getByText('Code applied!', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'referral-applied-390');
    await page.reload();
    await page.getByText('Code applied!', { exact: true }).waitFor();
    await context.close();

    for (const width of [1280, 390]) {
      const premium = await openPage(width);
      await signInAs(premium.page, 'GoldenGoose');
      if (width === 1280) await acceptWelcome(premium.page);
      await premium.page.getByTestId('referral-code').getByText(code).waitFor();
      await premium.page.getByRole('button', { name: /Show referral stats/ }).click();
      await premium.page.getByRole('list', { name: 'Your referrals' }).getByText('Pending').waitFor();
      expect(await seriousViolations(premium.page)).toEqual([]);
      await screenshot(premium.page, `referral-premium-${width}`);
      await premium.context.close();
    }
  });

  test('searches and sorts the leaderboard', async ({ openPage }) => {
    await insertUser(e2e.platform.ctx.db, { username: 'WagerKing', steamId: '76561198012345678', raffleWagered: 90_000, totalWins: 1 });
    await insertUser(e2e.platform.ctx.db, { username: 'LuckyLoser', raffleWagered: 50_000, totalWins: 7 });
    await insertUser(e2e.platform.ctx.db, { username: 'Watcher', raffleWagered: 999_999, isSpectator: true });
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await page.goto('/leaderboard');
      const table = page.getByRole('table');
      await table.getByText('WagerKing').waitFor();
      const names = () => table.locator('tbody th[scope=row] span.font-semibold').allTextContents();
      await expect.poll(async () => (await names()).slice(0, 2)).toEqual(['WagerKing', 'LuckyLoser']);
      await expect.poll(names).not.toContain('Watcher');
      await expect.poll(() => table.getByText('ADMIN', { exact: true }).count()).toBe(1);
      // Medals go to the top three only for fowls actually wagered.
      const podium = () =>
        table.evaluate((t) =>
          [...t.querySelectorAll('tbody tr')].slice(0, 3).map((tr) => ({
            medal: tr.querySelector('[data-medal]') !== null,
            wagered: Number(tr.querySelectorAll('td')[1]!.textContent!.replace(/\D/g, '')),
          })),
        );
      await expect.poll(async () => (await podium()).filter((place) => place.medal !== place.wagered > 0)).toEqual([]);
      await expect.poll(async () => (await podium()).slice(0, 2).map((place) => place.medal)).toEqual([true, true]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `leaderboard-${width}`);

      const winsHeader = page.getByRole('columnheader', { name: /Raffle Wins/ });
      await expect(winsHeader).toHaveAttribute('aria-sort', 'none');
      await winsHeader.getByRole('button').click();
      await expect.poll(() => winsHeader.getAttribute('aria-sort')).toBe('descending');
      await expect.poll(async () => (await names())[0]).toBe('LuckyLoser');
      // Keyboard: the header is a button, Enter flips the order.
      await winsHeader.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => winsHeader.getAttribute('aria-sort')).toBe('ascending');
      await expect.poll(async () => (await names()).at(-1)).toBe('LuckyLoser');

      const search = page.getByLabel('Search players');
      await search.fill('LOSER');
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
      await expect.poll(names).toEqual(['LuckyLoser']);
      await search.fill('1234567');
      await page.waitForFunction(
        () => document.querySelector('tbody tr')?.textContent?.includes('WagerKing') && document.querySelectorAll('tbody tr').length === 1,
      );
      await search.fill('no such player');
      await page.getByText('No players match “no such player”.').waitFor();
      await search.fill('');
      await table.getByText('WagerKing').waitFor();
      await context.close();
    }
  });
});
