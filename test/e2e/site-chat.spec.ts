import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { users } from '../../src/server/db/schema';
import { expect, noSideScroll, test, usePlatform } from './fixtures';
import { acceptWelcomeIfNew, E2E_ADMIN_PASSWORD, screenshot, seriousViolations, signInAs } from './harness';

test.describe('site chat and its moderation in Chromium', () => {
  const e2e = usePlatform();

  /** A signed-in player who has played enough to write, with the terms accepted. */
  async function chatter(page: Page): Promise<{ steamId: string; username: string }> {
    const steamId = await signInAs(page);
    await e2e.platform.ctx.db.update(users).set({ raffleWagered: 500, hasSeenWelcome: true }).where(eq(users.steamId, steamId));
    const [row] = await e2e.platform.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    await page.reload();
    return { steamId, username: row!.username };
  }

  const openChat = async (page: Page) => {
    await page.getByRole('button', { name: 'Open chat' }).click();
    return page.getByRole('complementary', { name: 'Chat' });
  };

  test('players talk, report, and an admin mutes and deletes, seen at once by everyone', async ({ openPage }) => {
    const writer = await openPage(1280);
    const reader = await openPage(1280);
    const boss = await openPage(1280);
    const w = await chatter(writer.page);
    const r = await chatter(reader.page);
    const writerChat = await openChat(writer.page);
    const readerChat = await openChat(reader.page);
    await writerChat.getByText('No messages yet. Say hello!').or(writerChat.locator('[data-chat-message]').first()).waitFor();

    // Markup stays text, an outside link is not a link, and the reader's name lights up for them.
    const probe = `<b>gg</b> @${r.username} https://evil.example/free`;
    await writerChat.getByLabel('Chat message', { exact: true }).fill(probe);
    await writerChat.getByLabel('Chat message', { exact: true }).press('Enter');
    const seen = readerChat.locator('[data-chat-message]').filter({ hasText: 'https://evil.example/free' });
    await expect(seen).toBeVisible();
    await expect(seen.locator('b')).toHaveCount(0);
    await expect(seen.getByRole('link', { name: /evil/ })).toHaveCount(0);
    await expect(seen.locator('[data-mention]')).toHaveText(`@${r.username}`);
    await expect(seen.getByRole('link', { name: w.username })).toHaveAttribute('href', /\/players\//);
    expect(await seriousViolations(reader.page)).toEqual([]);
    await screenshot(reader.page, 'site-chat-1280');

    await seen.getByRole('button', { name: `Report the message from ${w.username}` }).click();
    await reader.page.getByText('Thanks: a moderator will look at this message.').first().waitFor();

    // The admin finds it in the portal and mutes the writer with a reason they see at once.
    await signInAs(boss.page, 'HenHouseAdmin');
    await acceptWelcomeIfNew(boss.page);
    await boss.page.goto('/admin-login');
    await boss.page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await boss.page.getByRole('button', { name: 'Access Admin Portal' }).click();
    await boss.page.waitForURL((url) => url.pathname === '/admin');
    await boss.page.getByRole('tab', { name: 'Chat Moderation' }).click();
    const report = boss.page.locator('[data-report]').filter({ hasText: 'evil.example' });
    await expect(report).toContainText('1 report');
    await report.getByRole('button', { name: `Mute ${w.username}` }).click();
    await report.getByLabel('Reason the player sees').fill('No advertising, please');
    await report.getByRole('button', { name: 'Mute', exact: true }).click();
    await boss.page.getByText('Player muted').first().waitFor();
    await expect(writerChat.locator('[data-chat-standing]')).toContainText('No advertising, please');
    expect(await seriousViolations(boss.page)).toEqual([]);

    // Deleting removes it from every open chat.
    await report.getByRole('button', { name: 'Delete message' }).click();
    await expect(seen).toHaveCount(0);
    await expect(writerChat.getByText('https://evil.example/free')).toHaveCount(0);
    for (const p of [writer, reader, boss]) await p.context.close();
  });

  test('a visitor on a phone reads from the menu, is told how to write, and closes the chat', async ({ openPage }) => {
    const { context, page } = await openPage(360);
    await page.goto('/raffles');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Chat' }).click();
    const chat = page.getByRole('complementary', { name: 'Chat' });
    await expect(chat.getByText('Sign in with Steam to chat.')).toBeVisible();
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'site-chat-360', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await context.close();
  });
});
