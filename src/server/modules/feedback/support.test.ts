import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { adminToken, signIn } from '../../../../test/helpers/sign-in';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES_PER_HOUR, SUPPORT_TEXT } from '../../../core/contracts/support';
import { supportMessages, users } from '../../db/schema';
import { demoPersonas } from '../../integrations/steam';

// The public contact form (decision 0034): anyone may write, a banned player too;
// each address gets a few messages an hour; bad input is refused and stores nothing.

describe.each(databaseKinds)('support messages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  // Each test writes from its own address, so the per-address limit is the rate-limit test's alone.
  let nextAddress = 1;
  const freshAddress = () => `203.0.113.${nextAddress++}`;
  const send = (payload: unknown, opts: { cookie?: string; ip?: string; origin?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      remoteAddress: opts.ip ?? freshAddress(),
      headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.origin ? { origin: opts.origin } : {}) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = () => t.ctx.db.select().from(supportMessages);
  const storedCount = async () => (await stored()).length;

  it('stores a signed-out visitor’s message, trimmed, with the address lower-cased and no account', async () => {
    const res = await send({ email: '  Visitor@Example.COM ', message: '  I cannot sign in with Steam.\r\nPlease help.  ' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: string };
    const [row] = await t.ctx.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(row).toMatchObject({ email: 'visitor@example.com', message: 'I cannot sign in with Steam.\nPlease help.', userId: null });
  });

  it('accepts a banned player’s session and links the message to the account', async () => {
    const { cookie, steamId } = await signIn(t.app);
    await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.steamId, steamId));
    // Every other call of theirs is refused…
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(403);
    // …but they can still ask support about the ban.
    const res = await send({ email: 'banned@example.com', message: 'Why was I banned?' }, { cookie });
    expect(res.statusCode).toBe(200);
    const [banned] = await t.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    const [row] = await t.ctx.db.select().from(supportMessages).where(eq(supportMessages.id, res.json().id));
    expect(row!.userId).toBe(banned!.id);
  });

  it(`accepts exactly ${SUPPORT_MESSAGE_MAX_LENGTH} characters`, async () => {
    const res = await send({ email: 'long@example.com', message: 'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH) });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no email', { message: 'hello' }, SUPPORT_TEXT.emailType],
    ['an empty email', { email: '   ', message: 'hello' }, SUPPORT_TEXT.emailRequired],
    ['an email without @', { email: 'visitor.example.com', message: 'hello' }, SUPPORT_TEXT.emailInvalid],
    ['an email without a domain', { email: 'visitor@', message: 'hello' }, SUPPORT_TEXT.emailInvalid],
    ['an email with spaces inside', { email: 'a b@example.com', message: 'hello' }, SUPPORT_TEXT.emailInvalid],
    ['an email far too long', { email: `${'a'.repeat(250)}@example.com`, message: 'hello' }, SUPPORT_TEXT.emailInvalid],
    ['an email that is a number', { email: 42, message: 'hello' }, SUPPORT_TEXT.emailType],
    ['no message', { email: 'a@example.com' }, SUPPORT_TEXT.messageType],
    ['an empty message', { email: 'a@example.com', message: '' }, SUPPORT_TEXT.messageRequired],
    ['a message of only spaces', { email: 'a@example.com', message: ' \n\t ' }, SUPPORT_TEXT.messageRequired],
    ['a message one character too long', { email: 'a@example.com', message: 'b'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, SUPPORT_TEXT.messageTooLong],
    ['a message that is an array', { email: 'a@example.com', message: ['hi'] }, SUPPORT_TEXT.messageType],
    ['a message with control characters', { email: 'a@example.com', message: 'hi\u0000there' }, 'control characters'],
    ['a body that is an array', [{ email: 'a@example.com', message: 'hi' }], ''],
  ])('refuses %s with a 400 and a clear message, storing nothing', async (_name, payload, text) => {
    const before = await storedCount();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().error).toContain(text);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a body that is not JSON, one that is not JSON at all, and one over the size limit', async () => {
    const before = await storedCount();
    const broken = await send('{"email": "a@example.com", "message": "unterminated');
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().error).toBe('string');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.com&message=hi',
    });
    expect(plain.statusCode).toBe(415);
    const huge = await send({ email: 'a@example.com', message: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a post from another site', async () => {
    const before = await storedCount();
    const res = await send({ email: 'a@example.com', message: 'hi' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it(`limits each address to ${SUPPORT_MESSAGES_PER_HOUR} messages an hour, signed in or not, without touching other addresses`, async () => {
    const ip = freshAddress();
    // Refused drafts do not use up the allowance.
    expect((await send({ email: 'nope', message: 'x' }, { ip })).statusCode).toBe(400);
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i++) expect((await send({ email: 'spam@example.com', message: `note ${i}` }, { ip })).statusCode).toBe(200);
    const before = await storedCount();
    const limited = await send({ email: 'spam@example.com', message: 'one more' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: SUPPORT_TEXT.rateLimited, code: 'RATE_LIMITED' });
    // A session does not buy a fresh allowance on the same address.
    const { cookie } = await signIn(t.app);
    expect((await send({ email: 'spam@example.com', message: 'signed in now' }, { ip, cookie })).statusCode).toBe(429);
    expect(await storedCount()).toBe(before);
    expect((await send({ email: 'other@example.com', message: 'unaffected' })).statusCode).toBe(200);
  });

  it('lists the messages for admins with a token only, newest first, with the sender’s account when there was one', async () => {
    const { cookie, steamId } = await signIn(t.app);
    const [player] = await t.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    await send({ email: 'player@example.com', message: 'Sent while signed in' }, { cookie });
    await send({ email: 'last@example.com', message: 'The newest message' });

    const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/admin/support-messages', headers });
    expect((await list({})).statusCode).toBe(401);
    expect((await list({ cookie })).statusCode).toBe(403);
    const admin = await signIn(t.app, demoPersonas.find((p) => p.role === 'admin')!.steamId);
    expect((await list({ cookie: admin.cookie })).statusCode).toBe(401);

    const res = await list({ cookie: admin.cookie, authorization: `Bearer ${await adminToken(t.app, admin.cookie)}` });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as { messages: { email: string; message: string; user: unknown }[] };
    expect(messages[0]).toMatchObject({ email: 'last@example.com', message: 'The newest message', user: null });
    expect(messages[1]).toMatchObject({ email: 'player@example.com', user: { username: player!.username, steamId, isBanned: false } });
    expect(messages.find((m) => m.email === 'banned@example.com')).toMatchObject({ user: { isBanned: true } });
  });
});
