import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../test/helpers/databases';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/helpers/players';
import { admin, adminHeaders, type Admin } from '../../../../test/helpers/raffles';
import { openSocket } from '../../../../test/helpers/sockets';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { CHAT_TEXT, type SiteChatHistory, type SiteChatMessage } from '../../../core/contracts/chat';
import { auditLog, siteChatMessages } from '../../db/schema';
import { SITE_CHAT_RATE_LIMIT } from './chat.routes';
import { ROOM_MAX_MESSAGES } from './chat.service';

describe.each(databaseKinds)('site chat on %s', (kind) => {
  let t: TestApp;
  let boss: Admin;
  const veteran = () => signedInPlayer(t, { fields: { raffleWagered: 5_000 } });
  const say = (p: { cookie: string }, message: unknown, room = 'global') =>
    t.app.inject({ method: 'POST', url: `/api/chat/${room}`, headers: { cookie: p.cookie }, payload: { message } });
  const history = async () => (await t.app.inject({ url: '/api/chat/global' })).json() as SiteChatHistory;
  const stored = async (userId: string) => t.ctx.db.select().from(siteChatMessages).where(eq(siteChatMessages.userId, userId));
  const asAdmin = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: adminHeaders(boss), ...(payload ? { payload } : {}) });
  const audited = async (action: string) => (await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    boss = await admin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a player who has played write, pushes the message to the room, and shows it to anyone', async () => {
    const p = await veteran();
    const socket: Socket = await openSocket(t);
    try {
      socket.emit('joining_chat', { room: 'global' });
      const pushed: SiteChatMessage[] = [];
      socket.on('site_chat_message', (m: SiteChatMessage) => pushed.push(m));
      // The join is handled in order after the connect; a message sent now may still race it, so send until one arrives.
      await expect
        .poll(async () => {
          expect((await say(p, `hello ${pushed.length}`)).statusCode).toBe(200);
          return pushed.length;
        })
        .toBeGreaterThan(0);
      expect(pushed[0]).toMatchObject({ room: 'global', user: { id: p.id, username: p.username, level: 'Rookie', isAdmin: false } });
    } finally {
      socket.close();
    }
    const seen = await history();
    expect(seen.messages.at(-1)).toMatchObject({ user: { id: p.id } });
    expect(seen.slowModeSeconds).toBe(0);
  });

  it('keeps text as text: markup comes back exactly as typed', async () => {
    const p = await veteran();
    const probe = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const res = await say(p, probe);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { message: SiteChatMessage }).message.message).toBe(probe);
  });

  it('lets new accounts, spectators and signed-out visitors read only, each told why', async () => {
    const rookie = await signedInPlayer(t);
    const res = await say(rookie, 'first!');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(CHAT_TEXT.belowThreshold(t.ctx.config.chat.minWagered));
    expect(await stored(rookie.id)).toHaveLength(0);
    const standing = (cookie?: string) => t.app.inject({ url: '/api/chat/standing', headers: cookie ? { cookie } : {} }).then((r) => r.json());
    expect(await standing(rookie.cookie)).toMatchObject({ canWrite: false, reason: CHAT_TEXT.belowThreshold(t.ctx.config.chat.minWagered) });
    expect(await standing()).toMatchObject({ canWrite: false, reason: 'Sign in with Steam to chat.' });
    const spectator = await signedInPlayer(t, { fields: { isSpectator: true, raffleWagered: 5_000 } });
    expect((await say(spectator, 'hi')).statusCode).toBe(403);
    expect(await standing(spectator.cookie)).toMatchObject({ canWrite: false, reason: 'Spectators can only watch.' });
    expect(await standing((await veteran()).cookie)).toEqual({ canWrite: true, reason: null, mutedUntil: null });
  });

  it('closes the chat to a player in self-exclusion', async () => {
    const p = await veteran();
    const pause = await t.app.inject({
      method: 'POST',
      url: '/api/play-limits/break',
      headers: { cookie: p.cookie },
      payload: { kind: 'self_exclusion', period: '6m' },
    });
    expect(pause.statusCode).toBe(200);
    const res = await say(p, 'still here?');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(CHAT_TEXT.selfExcluded);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const p = await veteran();
    const cases: [unknown, RegExp, string?][] = [
      ['', /cannot be empty/],
      ['   ', /cannot be empty/],
      ['x'.repeat(129), /up to 128 characters/],
      [42, /must be a string/],
      [null, /must be a string/],
      ['bad\u0007bell', /control/],
      ['hello', /Unknown chat room/, 'nowhere'],
    ];
    for (const [message, error, room] of cases) {
      const res = await say(p, message, room);
      expect(res.statusCode, String(message)).toBe(400);
      expect(res.json().error).toMatch(error);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/chat/global',
      headers: { cookie: p.cookie, 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await stored(p.id)).toHaveLength(0);
  });

  it('bounds a flood from one player, and from many together', async () => {
    const p = await veteran();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => say(p, `spam ${i}`)));
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(SITE_CHAT_RATE_LIMIT.max);
    expect(answers.filter((r) => r.statusCode === 429).every((r) => r.json().error === CHAT_TEXT.tooFast)).toBe(true);
    expect(await stored(p.id)).toHaveLength(accepted);

    const crowd: SignedInPlayer[] = await Promise.all(Array.from({ length: 12 }, () => veteran()));
    const all = await Promise.all(crowd.flatMap((c) => Array.from({ length: 5 }, (_, i) => say(c, `crowd ${i}`))));
    const inWindow = all.filter((r) => r.statusCode === 200).length;
    expect(inWindow).toBeLessThanOrEqual(ROOM_MAX_MESSAGES);
    expect(all.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    // The room's window: wait it out before the next test writes.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
  });

  it('lets an admin delete a message for everyone at once, with a record', async () => {
    const p = await veteran();
    const { message } = (await say(p, 'delete me')).json() as { message: SiteChatMessage };
    const socket = await openSocket(t);
    try {
      socket.emit('joining_chat', { room: 'global' });
      const deleted: string[] = [];
      socket.on('site_chat_deleted', (e: { id: string }) => deleted.push(e.id));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await asAdmin('DELETE', `/api/admin/chat/messages/${message.id}`);
      expect(res.statusCode).toBe(200);
      await expect.poll(() => deleted).toContain(message.id);
    } finally {
      socket.close();
    }
    expect((await history()).messages.map((m) => m.id)).not.toContain(message.id);
    expect(await audited('chat.delete')).toBeGreaterThan(0);
    expect((await asAdmin('DELETE', '/api/admin/chat/messages/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('mutes a player for a time with the reason they see, and refuses them at once', async () => {
    const p = await veteran();
    const muted = await asAdmin('POST', '/api/admin/chat/mutes', { userId: p.id, minutes: 60, reason: 'Spamming links' });
    expect(muted.statusCode).toBe(200);
    const res = await say(p, 'let me talk');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/You are muted in chat until .* UTC: Spamming links/);
    expect(await audited('chat.mute')).toBeGreaterThan(0);
    for (const [payload, error] of [
      [{ userId: p.id, minutes: 0, reason: 'x' }, /at least 1/],
      [{ userId: p.id, minutes: 1.5, reason: 'x' }, /whole number/],
      [{ userId: p.id, minutes: 60, reason: '' }, /reason/],
      [{ userId: 'nobody', minutes: 60, reason: 'x' }, /valid id/],
    ] as const) {
      const bad = await asAdmin('POST', '/api/admin/chat/mutes', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(error);
    }
    expect((await asAdmin('POST', '/api/admin/chat/mutes', { userId: boss.id, minutes: 5, reason: 'x' })).json().error).toBe('Admins cannot be muted.');
    expect((await asAdmin('DELETE', `/api/admin/chat/mutes/${p.id}`)).statusCode).toBe(200);
    expect((await say(p, 'thanks')).statusCode).toBe(200);
  });

  it('holds slow mode per player, and blocked words, for players but not admins', async () => {
    const p = await veteran();
    expect((await asAdmin('PUT', '/api/admin/chat/rooms/global', { slowModeSeconds: 30 })).statusCode).toBe(200);
    expect((await asAdmin('PUT', '/api/admin/chat/rooms/global', { slowModeSeconds: -1 })).statusCode).toBe(400);
    expect((await history()).slowModeSeconds).toBe(30);
    expect((await say(p, 'one')).statusCode).toBe(200);
    const second = await say(p, 'two');
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe(CHAT_TEXT.slowMode(30));
    expect((await say(boss, 'admins are not slowed')).statusCode).toBe(200);
    expect((await say(boss, 'not at all')).statusCode).toBe(200);
    await asAdmin('PUT', '/api/admin/chat/rooms/global', { slowModeSeconds: 0 });

    const added = await asAdmin('POST', '/api/admin/chat/blocked-words', { word: 'CheapSkins' });
    expect(added.statusCode).toBe(200);
    expect((await asAdmin('POST', '/api/admin/chat/blocked-words', { word: 'cheapskins' })).statusCode).toBe(409);
    const blocked = await say(p, 'visit cheapskins now');
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toBe(CHAT_TEXT.blocked);
    expect((await asAdmin('GET', '/api/admin/chat/blocked-words')).json().words.map((w: { word: string }) => w.word)).toContain('cheapskins');
    expect((await asAdmin('DELETE', `/api/admin/chat/blocked-words/${added.json().id}`)).statusCode).toBe(200);
    expect(await audited('chat.word_blocked')).toBeGreaterThan(0);
  });

  it('takes reports from players and lists them for admins, who dismiss them', async () => {
    const writer = await veteran();
    const reader = await veteran();
    const { message } = (await say(writer, 'report me')).json() as { message: SiteChatMessage };
    const report = (p: { cookie: string }, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/chat/messages/${id}/report`, headers: { cookie: p.cookie } });
    expect((await report(reader, message.id)).statusCode).toBe(200);
    // Twice by one player counts once.
    expect((await report(reader, message.id)).statusCode).toBe(200);
    expect((await report(writer, message.id)).json().error).toBe('You cannot report your own message.');
    expect((await report(reader, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(reader, 'not-an-id')).statusCode).toBe(400);
    const listed = (await asAdmin('GET', '/api/admin/chat/reports')).json().reports as { message: { id: string }; reports: number }[];
    expect(listed.find((r) => r.message.id === message.id)?.reports).toBe(1);
    expect((await asAdmin('POST', `/api/admin/chat/messages/${message.id}/dismiss-reports`)).statusCode).toBe(200);
    expect(((await asAdmin('GET', '/api/admin/chat/reports')).json().reports as { message: { id: string } }[]).map((r) => r.message.id)).not.toContain(
      message.id,
    );
  });
});
