import { eq } from 'drizzle-orm';
import { feedback, sessions, users } from '../../src/server/db/schema';
import { feedbackRepository } from '../../src/server/modules/feedback';
import { SPECTATOR_STEAM_ID } from '../../src/server/modules/spectator';
import { signIn } from '../helpers/sign-in';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { acceptWelcome, createRaffle, endRaffle, screenshot, seriousViolations, signInAs, tradeUrlFor } from './harness';

// The FAQ, feedback, the legal pages and spectator mode, as a player and a streamer use them.

test.describe('community pages and spectator mode in Chromium', () => {
  const e2e = usePlatform();

  async function enterAsNewPlayer(raffleId: string, entryAmount: number) {
    const p = await signIn(e2e.platform.app);
    await e2e.platform.app.inject({
      method: 'POST',
      url: '/api/user/trade-url',
      headers: { cookie: p.cookie },
      payload: { tradeOfferUrl: tradeUrlFor(p.steamId) },
    });
    const res = await e2e.platform.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie: p.cookie }, payload: { raffleId, entryAmount } });
    expect(res.statusCode).toBe(200);
  }

  test('sends feedback, shows the success screen, and lists it with the team’s answer in the history', async ({ openPage }) => {
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await signInAs(page);
      await acceptWelcome(page);
      await page.goto('/feedback');
      const box = page.getByLabel('Your feedback');
      await box.waitFor();

      // Only spaces: the form says a message is required and sends nothing.
      await box.fill('   ');
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await page.getByText('Message Required').first().waitFor();
      await page.getByText('Please enter your feedback before submitting').first().waitFor();

      // The box stops at 1000 characters and counts them.
      await box.fill('z'.repeat(1005));
      await expect(box).toHaveValue('z'.repeat(1000));
      await page.getByText('1000/1000').waitFor();

      const message = `The spectator wheel looks great on stream (${width}px).`;
      await box.fill(message);
      await page.getByText(`${message.length}/1000`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `feedback-form-${width}`);
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await page.getByText('Feedback Sent!').first().waitFor();
      await page.getByText("Thank you for your feedback. We'll review it soon.").first().waitFor();
      await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Send Another' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `feedback-sent-${width}`);

      await page.getByRole('link', { name: 'View Feedback History' }).click();
      await page.waitForURL('**/feedback-history');
      const item = page.getByRole('listitem').filter({ hasText: message });
      await item.getByText('Pending').waitFor();

      // An admin answers (the admin screens come later; the repository is ready for them).
      const [row] = await e2e.platform.ctx.db.select().from(feedback).where(eq(feedback.message, message));
      await feedbackRepository.review(
        e2e.platform.ctx.db,
        row!.id,
        { status: 'resolved', adminResponse: 'Glad you like it! More stream features are coming.' },
        e2e.platform.ctx.clock(),
      );
      await page.reload();
      await item.getByText('Resolved').waitFor();
      await item.getByText('Glad you like it! More stream features are coming.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await screenshot(page, `feedback-history-${width}`);
      await context.close();
    }
  });

  test('shows an empty history and asks signed-out visitors to sign in', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByRole('link', { name: 'Sign In with Steam' }).last().waitFor();
    await signInAs(page);
    await acceptWelcome(page);
    await page.goto('/feedback-history');
    await page.getByRole('heading', { name: 'No feedback yet' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'feedback-history-empty-1280');
  });

  test('opens and moves between FAQ answers with the keyboard', async ({ openPage }) => {
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      await page.goto('/faq');
      const triggers = page.locator('h2 > button');
      await triggers.first().waitFor();
      await expect.poll(() => triggers.count()).toBe(6);
      const first = page.getByRole('button', { name: 'What are fowls, and how do I get them?' });
      await first.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
      await page.getByText('cannot be bought, sold, deposited or withdrawn').first().waitFor();
      // Arrow keys move between questions; Space opens one.
      await page.keyboard.press('ArrowDown');
      const second = page.getByRole('button', { name: 'What does Premium include, and how do I pay?' });
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      await page.getByText('$10 for 30 days').waitFor();
      await page.getByRole('button', { name: 'How does the Fowl Case work?' }).click();
      await page.getByText('500 fowls: 1%').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await noSideScroll(page);
      await screenshot(page, `faq-${width}`);
      // Enter again closes it.
      await first.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    }
  });

  test('renders the legal and contact pages', async ({ openPage }) => {
    const pages = [
      { path: '/terms-of-service', heading: 'Terms of Service', text: 'You must be 18 or older.' },
      { path: '/privacy-policy', heading: 'Privacy Policy', text: 'one cookie' },
      { path: '/refund-policy', heading: 'Refund Policy', text: 'within 7 days' },
      { path: '/contact', heading: 'Contact', text: 'Support answers within 1–2 business days.' },
    ];
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(width);
      for (const p of pages) {
        await page.goto(p.path);
        await page.getByRole('heading', { level: 1, name: p.heading }).waitFor();
        await page.getByText(p.text).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await noSideScroll(page);
        await screenshot(page, `legal${p.path.replace('/', '-')}-${width}`);
      }
      // The table of contents jumps to a section.
      await page.goto('/terms-of-service');
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Raffles and prizes' }).click();
      await page.waitForURL('**/terms-of-service#raffles');
      await context.close();
    }
  });

  test('runs spectator mode in its own browser: terms every visit, a live raffle, its draw, and the access rules', async ({ openPage }) => {
    const soon = await createRaffle(e2e.platform, { name: 'Stream Showdown', maxParticipants: 10, endTime: new Date(Date.now() + 3600_000).toISOString() });
    const later = await createRaffle(e2e.platform, {
      name: 'Weekend Mega Raffle',
      type: 'weekly',
      endTime: new Date(Date.now() + 2 * 3600_000).toISOString(),
    });
    await enterAsNewPlayer(soon.id, 150);
    await enterAsNewPlayer(soon.id, 50);
    await enterAsNewPlayer(later.id, 80);

    // A player who opens /spectator is signed out of their account first.
    const { context, page } = await openPage(1280);
    await page.setViewportSize({ width: 1280, height: 720 });
    const playerSteamId = await signInAs(page);
    await acceptWelcome(page);
    await page.goto('/spectator');
    // Spectators see the terms on every visit, and accepting them records nothing.
    await acceptWelcome(page);
    const stage = page.getByRole('region', { name: 'Stream Showdown' });
    await stage.waitFor();
    await stage.getByTestId('stage-countdown').waitFor();
    await page.getByRole('region', { name: 'Up next' }).getByText('Weekend Mega Raffle').waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me).toMatchObject({ steamId: SPECTATOR_STEAM_ID, isSpectator: true, hasSeenWelcome: false });
    const [player] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, playerSteamId));
    expect(await e2e.platform.ctx.db.select().from(sessions).where(eq(sessions.userId, player!.id))).toHaveLength(0);
    expect(await seriousViolations(page)).toEqual([]);
    await noSideScroll(page);
    await screenshot(page, 'spectator-live-1280x720');

    // An admin ends the raffle; the server draws it, and the stage spins the wheel and names the winner.
    await endRaffle(e2e.platform, soon.id);
    await stage.getByTestId('stage-winner').waitFor({ timeout: 60_000 });
    const winnerName = (await stage.getByTestId('stage-winner-name').textContent())!.trim();
    await page.getByTestId('stage-status').getByText(`Winner: ${winnerName}`).waitFor();
    await screenshot(page, 'spectator-winner-1280x720');

    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await seriousViolations(page)).toEqual([]);
    await noSideScroll(page);
    await screenshot(page, 'spectator-winner-1920x1080');

    // After the winner's moment the next raffle takes the stage, and the winner is listed.
    await page.getByRole('region', { name: 'Weekend Mega Raffle' }).waitFor({ timeout: 40_000 });
    await page.getByRole('region', { name: 'Recent winners' }).getByText(winnerName).waitFor();
    await screenshot(page, 'spectator-live-1920x1080');

    // The terms again on the next visit.
    await page.reload();
    await acceptWelcome(page);
    await page.getByRole('region', { name: 'Weekend Mega Raffle' }).waitFor();

    // Signing in as a player in another tab of this browser leaves the spectator area closed.
    // (Straight to Steam sign-in: /login itself sends a signed-in visitor on.)
    const other = await context.newPage();
    await other.goto('/api/auth/steam');
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.waitForURL((url) => url.pathname === '/');
    // The newly signed-in player is shown the terms on this page too, then the refusal.
    await acceptWelcome(page);
    await page.getByText('Access Denied: This area is for spectators only.').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await other.close();

    // Back to spectating (the terms again, as for every spectator visit);
    // then closing the spectator tab sends the beacon logout.
    await page.getByRole('button', { name: 'Enter Spectator Mode' }).click();
    await acceptWelcome(page);
    await page.getByRole('region', { name: 'Weekend Mega Raffle' }).waitFor();
    const spectatorSessions = async () => {
      const [spectator] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, SPECTATOR_STEAM_ID));
      return (await e2e.platform.ctx.db.select().from(sessions).where(eq(sessions.userId, spectator!.id))).length;
    };
    const before = await spectatorSessions();
    expect(before).toBeGreaterThan(0);
    await page.close({ runBeforeUnload: true });
    await expect.poll(spectatorSessions).toBe(before - 1);
  });

  test('shows the spectator area on a phone, and the Access Error screen when spectator mode is off', async ({ openPage }) => {
    const { page } = await openPage(390);
    await page.goto('/spectator');
    await acceptWelcome(page);
    await page.getByTestId('spectator-live').waitFor();
    await page.getByRole('region', { name: 'Recent winners' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await noSideScroll(page);
    await screenshot(page, 'spectator-live-390');

    await e2e.platform.ctx.db.update(users).set({ isBanned: true }).where(eq(users.steamId, SPECTATOR_STEAM_ID));
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Access Error' }).waitFor();
      await page.getByText('Failed to access spectator mode').waitFor();
      await page.getByText('Spectator mode is currently unavailable.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'spectator-access-error-390');
    } finally {
      await e2e.platform.ctx.db.update(users).set({ isBanned: false }).where(eq(users.steamId, SPECTATOR_STEAM_ID));
    }
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
