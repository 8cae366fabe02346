import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { postEntry } from '../../src/server/modules/ledger';
import { signIn } from '../helpers/sign-in';
import { insertUser } from '../helpers/users';
import { acceptWelcome, createRaffle, screenshot, seriousViolations, signInThroughSandbox, tradeUrlFor, usePlatformAndBrowser } from './harness';

const goose = demoPersonas.find((p) => p.role === 'premium')!;

describe('dashboard, referrals and leaderboard in Chromium', () => {
  const e2e = usePlatformAndBrowser();

  it('shows signed-out visitors the welcome and the locked history', async () => {
    const { context, page } = await e2e.page(390);
    try {
      await page.goto('/');
      await page.getByText('Sign in with Steam to access your dashboard, cases, games, and raffles').waitFor();
      await page.getByText('Transaction History Locked').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-signed-out-390');
    } finally {
      await context.close();
    }
  });

  it('shows a player their cards and the last 24 hours after raffle and case activity', async () => {
    const raffle = await createRaffle(e2e.platform, { name: 'Dashboard Showcase' });
    for (const width of [1280, 390]) {
      const { context, page } = await e2e.page(width);
      try {
        const steamId = await signInThroughSandbox(page);
        await acceptWelcome(page);
        expect((await page.request.post('/api/user/trade-url', { data: { tradeOfferUrl: tradeUrlFor(steamId) } })).status()).toBe(200);
        expect((await page.request.post('/api/raffles/enter', { data: { raffleId: raffle.id, entryAmount: 100 } })).status()).toBe(200);
        expect((await page.request.post('/api/daily-case/open', { data: {} })).status()).toBe(200);
        // A type the dashboard leaves out.
        const [row] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, steamId));
        await e2e.platform.ctx.db.transaction((tx) =>
          postEntry(tx, { userId: row!.id, amount: 5, type: 'game_win', description: 'Hidden game win', idempotencyKey: randomUUID() }),
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
        expect(await page.getByLabel('Steam Trade URL').inputValue()).toBe(tradeUrlFor(steamId));
      } finally {
        await context.close();
      }
    }
  });

  it('lets a free-trial player apply a Premium player\'s code, and shows the Premium player the referral', async () => {
    const g = await signIn(e2e.platform.app, goose.steamId);
    const code = (await e2e.platform.app.inject({ url: '/api/referral/stats', headers: { cookie: g.cookie } })).json().referralCode as string;
    expect(code).toMatch(/^CSF-GOLDENGOO-[A-Z0-9]{6}$/);

    const { context, page } = await e2e.page(390);
    try {
      await signInThroughSandbox(page);
      await acceptWelcome(page);
      const input = page.getByLabel('Referral code');
      const apply = page.getByRole('button', { name: 'Apply Code' });
      expect(await apply.isDisabled()).toBe(true);
      await input.fill(`${code.toLowerCase()}-and-more`);
      // Uppercased as typed and capped at 20 characters.
      expect(await input.inputValue()).toBe(code);
      await apply.click();
      await page.getByText('Success!').first().waitFor();
      await page.getByText('Code applied!', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'referral-applied-390');
      await page.reload();
      await page.getByText('Code applied!', { exact: true }).waitFor();
    } finally {
      await context.close();
    }

    for (const width of [1280, 390]) {
      const premium = await e2e.page(width);
      try {
        await signInThroughSandbox(premium.page, 'GoldenGoose');
        if (width === 1280) await acceptWelcome(premium.page);
        await premium.page.getByTestId('referral-code').getByText(code).waitFor();
        await premium.page.getByRole('button', { name: /Show referral stats/ }).click();
        await premium.page.getByRole('list', { name: 'Your referrals' }).getByText('Pending').waitFor();
        expect(await seriousViolations(premium.page)).toEqual([]);
        await screenshot(premium.page, `referral-premium-${width}`);
      } finally {
        await premium.context.close();
      }
    }
  });

  it('searches and sorts the leaderboard', async () => {
    await insertUser(e2e.platform.ctx.db, { username: 'WagerKing', steamId: '76561198012345678', raffleWagered: 90_000, totalWins: 1 });
    await insertUser(e2e.platform.ctx.db, { username: 'LuckyLoser', raffleWagered: 50_000, totalWins: 7 });
    await insertUser(e2e.platform.ctx.db, { username: 'Watcher', raffleWagered: 999_999, isSpectator: true });
    for (const width of [1280, 390]) {
      const { context, page } = await e2e.page(width);
      try {
        await page.goto('/leaderboard');
        const table = page.getByRole('table');
        await table.getByText('WagerKing').waitFor();
        const names = () => table.locator('tbody th[scope=row] span.font-semibold').allTextContents();
        const first = (await names()).slice(0, 2);
        expect(first).toEqual(['WagerKing', 'LuckyLoser']);
        expect(await names()).not.toContain('Watcher');
        await expect.poll(() => table.getByText('ADMIN', { exact: true }).count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `leaderboard-${width}`);

        const winsHeader = page.getByRole('columnheader', { name: /Raffle Wins/ });
        expect(await winsHeader.getAttribute('aria-sort')).toBe('none');
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
        expect(await names()).toEqual(['LuckyLoser']);
        await search.fill('1234567');
        await page.waitForFunction(() => document.querySelector('tbody tr')?.textContent?.includes('WagerKing') && document.querySelectorAll('tbody tr').length === 1);
        await search.fill('no such player');
        await page.getByText('No players match “no such player”.').waitFor();
        await search.fill('');
        await table.getByText('WagerKing').waitFor();
      } finally {
        await context.close();
      }
    }
  });
});
