import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { signedInPlayer } from '../../../../test/helpers/players';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { signIn } from '../../../../test/helpers/sign-in';
import { FEEDBACK_PER_HOUR, FEEDBACK_TEXT } from '../../../core/contracts/feedback';
import { feedback, users } from '../../db/schema';
import { demoPersonas } from '../../integrations/steam';
import { feedbackRepository } from './feedback.repository';

describe.each(databaseKinds)('feedback on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const history = (cookie: string | undefined, who: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/${encodeURIComponent(who)}/feedback`, headers: cookie ? { cookie } : {} });

  const player = () => signedInPlayer(t);
  const rowsOf = (userId: string) => t.ctx.db.select().from(feedback).where(eq(feedback.userId, userId));

  it('stores a trimmed message as pending and lists it in the player’s own history, newest first', async () => {
    const p = await player();
    const first = await send(p.cookie, { message: '  The raffle wheel is great!  \n' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'The raffle wheel is great!', status: 'pending', adminResponse: null });
    const second = await send(p.cookie, { message: 'Please add more hourly raffles.' });
    expect(second.statusCode).toBe(200);

    for (const who of [p.steamId, p.id]) {
      const res = await history(p.cookie, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().feedback.map((f: { message: string }) => f.message)).toEqual(['Please add more hourly raffles.', 'The raffle wheel is great!']);
    }
    const stored = await rowsOf(p.id);
    expect(stored).toHaveLength(2);
  });

  it('accepts exactly 1000 characters once trimmed', async () => {
    const p = await player();
    const res = await send(p.cookie, { message: `   ${'a'.repeat(1000)}   ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toHaveLength(1000);
  });

  it('takes the author from the session, never from the body', async () => {
    const p = await player();
    const other = await player();
    const res = await send(p.cookie, { message: 'Mine', userId: other.id, steamId: other.steamId, status: 'resolved', adminResponse: 'forged' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', adminResponse: null });
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await rowsOf(p.id)).toHaveLength(1);
  });

  it.each([
    ['an empty message', { message: '' }, FEEDBACK_TEXT.required],
    ['only whitespace', { message: ' \n\t  ' }, FEEDBACK_TEXT.required],
    ['1001 characters', { message: 'b'.repeat(1001) }, FEEDBACK_TEXT.tooLong],
    ['a number', { message: 42 }, 'message must be a string'],
    ['null', { message: null }, 'message must be a string'],
    ['an array', { message: ['hi'] }, 'message must be a string'],
    ['no message at all', {}, 'message must be a string'],
  ])('refuses %s with a 400 and stores nothing', async (_name, payload, text) => {
    const p = await player();
    const res = await send(p.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(text);
    expect(await rowsOf(p.id)).toHaveLength(0);
  });

  it('refuses a body that is not JSON, and one far over the size limit', async () => {
    const p = await player();
    const broken = await send(p.cookie, '{"message": "unterminated');
    expect(broken.statusCode).toBe(400);
    const huge = await send(p.cookie, { message: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(await rowsOf(p.id)).toHaveLength(0);
  });

  it('refuses anonymous callers, spectators and banned players', async () => {
    expect((await send(undefined, { message: 'hello' })).statusCode).toBe(401);
    expect((await history(undefined, demoPersonas[0]!.steamId)).statusCode).toBe(401);

    const spectator = await player();
    await t.ctx.db.update(users).set({ isSpectator: true }).where(eq(users.id, spectator.id));
    const watched = await send(spectator.cookie, { message: 'hello' });
    expect(watched.statusCode).toBe(403);
    expect(watched.json().error).toBe('Spectators can only watch.');
    expect(await rowsOf(spectator.id)).toHaveLength(0);

    const banned = await player();
    await send(banned.cookie, { message: 'before the ban' });
    await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    expect((await send(banned.cookie, { message: 'hello' })).statusCode).toBe(403);
    expect((await history(banned.cookie, banned.steamId)).statusCode).toBe(403);
    expect(await rowsOf(banned.id)).toHaveLength(1);
  });

  it('shows a player only their own history: others, admins and unknown ids get 403', async () => {
    const owner = await player();
    await send(owner.cookie, { message: 'private note' });
    const stranger = await player();
    for (const who of [owner.steamId, owner.id, '76561198999999999']) {
      const res = await history(stranger.cookie, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(FEEDBACK_TEXT.othersHistory);
    }
    const admin = await signIn(t.app, demoPersonas.find((p) => p.role === 'admin')!.steamId);
    expect((await history(admin.cookie, owner.steamId)).statusCode).toBe(403);
    // A path that is no id at all is a bad request, not a crash.
    for (const junk of ['x'.repeat(65), 'not-a-steam-id']) expect((await history(stranger.cookie, junk)).statusCode).toBe(400);
  });

  it(`limits each player to ${FEEDBACK_PER_HOUR} messages an hour, without touching other players`, async () => {
    const p = await player();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await send(p.cookie, { message: `note ${i}` })).statusCode).toBe(200);
    const limited = await send(p.cookie, { message: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: FEEDBACK_TEXT.rateLimited, code: 'RATE_LIMITED' });
    expect(await rowsOf(p.id)).toHaveLength(FEEDBACK_PER_HOUR);
    const other = await player();
    expect((await send(other.cookie, { message: 'unaffected' })).statusCode).toBe(200);
  });

  it('keeps an admin’s review and response, which the history then shows', async () => {
    const p = await player();
    const sent = (await send(p.cookie, { message: 'The case strip stutters on my phone.' })).json();
    const reviewed = await feedbackRepository.review(t.ctx.db, sent.id, { status: 'reviewed', adminResponse: 'Thanks, we can reproduce it.' }, t.ctx.clock());
    expect(reviewed).toMatchObject({ status: 'reviewed', adminResponse: 'Thanks, we can reproduce it.' });
    await feedbackRepository.review(t.ctx.db, sent.id, { status: 'resolved' }, t.ctx.clock());
    const [item] = (await history(p.cookie, p.steamId)).json().feedback;
    expect(item).toMatchObject({ status: 'resolved', adminResponse: 'Thanks, we can reproduce it.' });
    expect(Date.parse(item.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.createdAt));

    const all = await feedbackRepository.listAll(t.ctx.db, { status: 'resolved', limit: 50 });
    expect(all.find((f) => f.id === sent.id)?.user.steamId).toBe(p.steamId);
    expect(await feedbackRepository.review(t.ctx.db, '00000000-0000-4000-8000-000000000000', { status: 'resolved' }, t.ctx.clock())).toBeNull();
  });
});
