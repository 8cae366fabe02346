import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { finishSignIn, sessionCookieFrom, signIn, steamAssertion } from '../../../../test/helpers/sign-in';
import { randomSteamId } from '../../../../test/helpers/users';
import { errorResponses } from '../../../core/contracts/common';
import { errorCodes } from '../../../core/errors';
import { STEAM_IMAGE_HOSTS } from '../../../core/image-url';
import { accountIdFromSteamId } from '../../../core/steam-id';
import { ledgerEntries, sessions, users } from '../../db/schema';
import { demoPersonas } from '../../integrations/steam';

const tradeUrlFor = (steamId: string) => `https://steamcommunity.com/tradeoffer/new/?partner=${accountIdFromSteamId(steamId)}&token=AbCdEf12`;

describe.each(databaseKinds)('accounts and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  it('seeds the demo personas on an empty database', async () => {
    const rows = await t.ctx.db.select().from(users);
    expect(rows.map((r) => r.steamId).sort()).toEqual(demoPersonas.map((p) => p.steamId).sort());
    expect(rows.every((r) => r.fowlBalance === 500)).toBe(true);
  });

  it('signs a new user in with 500 fowls recorded as the Rookie reward', async () => {
    const { cookie, steamId } = await signIn(t.app);
    expect(cookie).toMatch(/^fowls_session=/);
    const res = await get('/api/auth/user', cookie);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ steamId, fowlBalance: 500, balance: 500, hasSeenWelcome: false, isAdmin: false, isSubscribed: false });
    expect(user.username).toBeTruthy();
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 500, balanceAfter: 500, type: 'level_reward' });
    expect((await get('/api/me', cookie)).json().id).toBe(user.id);
  });

  it('sets an httpOnly, SameSite=Lax cookie and a new session id at every sign-in', async () => {
    const steamId = randomSteamId();
    const back = await finishSignIn(t.app, await steamAssertion(t.app, steamId));
    const setCookie = String(back.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const again = await signIn(t.app, steamId);
    expect(again.cookie).not.toBe(sessionCookieFrom(back));
    const [user] = await t.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    // Signing in again neither duplicates the account nor pays the reward twice.
    expect(user!.fowlBalance).toBe(500);
  });

  it('marks the session cookie Secure, and asks browsers to keep to https, when the platform is served over https', async () => {
    // The spectator sign-in sets the same session cookie without a round trip to Steam.
    const secure = await startTestApp(kind, { env: { PUBLIC_URL: 'https://fowls.example' } });
    try {
      const res = await secure.app.inject({ method: 'POST', url: '/api/spectator/auto-login' });
      expect(res.statusCode, res.body).toBe(200);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/fowls_session=/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('answers the current-user check for a signed-out visitor with null, and refuses them everything else', async () => {
    // Every page asks; signed out is an answer, not an error (decision 0060).
    for (const cookie of [undefined, 'fowls_session=not-a-real-session']) {
      const res = await get('/api/auth/user', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
    }
    expect((await get('/api/me')).statusCode).toBe(401);
    expect((await get('/api/me')).json()).toMatchObject({ error: 'Please sign in with Steam to continue.', code: 'UNAUTHENTICATED' });
    expect((await get('/api/me', 'fowls_session=not-a-real-session')).statusCode).toBe(401);
    expect((await post('/api/user/welcome-seen')).statusCode).toBe(401);
    expect((await post('/api/user/trade-url', undefined, { tradeOfferUrl: 'x' })).statusCode).toBe(401);
  });

  it('refuses a replayed OpenID assertion and creates no session', async () => {
    const assertion = await steamAssertion(t.app, randomSteamId());
    const first = await finishSignIn(t.app, assertion);
    expect(first.headers.location).toBe('/');
    const replay = await finishSignIn(t.app, assertion);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/login?error=steam_auth_failed');
    expect(sessionCookieFrom(replay)).toBeNull();
  });

  it('binds a sign-in to the browser that started it (login CSRF)', async () => {
    const start = await get('/api/auth/steam');
    const stateCookie = String(start.headers['set-cookie']);
    expect(stateCookie).toMatch(/^fowls_login_state=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/steam\/return; HttpOnly; SameSite=Lax$/);
    const returnTo = new URL(new URL(String(start.headers.location)).searchParams.get('openid.return_to')!);
    expect(returnTo.searchParams.get('state')).toBe(stateCookie.split(/[=;]/)[1]);

    // The attacker's own, unused assertion, delivered to a victim's browser.
    const attackerSteamId = randomSteamId();
    const attackers = await steamAssertion(t.app, attackerSteamId);
    const victimWithoutSignIn = await finishSignIn(t.app, attackers, null);
    const victim = await steamAssertion(t.app, randomSteamId());
    const victimSigningIn = await finishSignIn(t.app, attackers, victim.stateCookie);
    for (const res of [victimWithoutSignIn, victimSigningIn]) {
      expect(res.headers.location).toBe('/login?error=steam_auth_failed');
      expect(sessionCookieFrom(res)).toBeNull();
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.steamId, attackerSteamId))).toHaveLength(0);

    // The state is used once: the return clears it, and the victim's own sign-in still works.
    const own = await finishSignIn(t.app, victim);
    expect(own.headers.location).toBe('/');
    expect(String(own.headers['set-cookie'])).toMatch(/fowls_login_state=; Max-Age=0|fowls_login_state=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a tampered assertion', async () => {
    const assertion = await steamAssertion(t.app, randomSteamId());
    const other = randomSteamId();
    const forged = assertion.path.replace(/openid%2Fid%2F(\d{17})/g, `openid%2Fid%2F${other}`);
    expect(forged).not.toBe(assertion.path);
    const res = await finishSignIn(t.app, { ...assertion, path: forged });
    expect(res.headers.location).toBe('/login?error=steam_auth_failed');
    expect(sessionCookieFrom(res)).toBeNull();
    expect(await t.ctx.db.select().from(users).where(eq(users.steamId, other))).toHaveLength(0);
  });

  it.each([
    ['a foreign op_endpoint', (q: URLSearchParams) => q.set('openid.op_endpoint', 'https://evil.example/openid/login')],
    [
      'a claimed_id different from identity',
      (q: URLSearchParams) => q.set('openid.claimed_id', q.get('openid.claimed_id')!.replace(/\d{17}$/, randomSteamId())),
    ],
    ['a foreign return_to', (q: URLSearchParams) => q.set('openid.return_to', 'https://evil.example/api/auth/steam/return')],
    ['a tampered signature', (q: URLSearchParams) => q.set('openid.sig', Buffer.from('forged-signature-forged-signature').toString('base64'))],
    ['a mode other than id_res', (q: URLSearchParams) => q.set('openid.mode', 'cancel')],
    ['no signed-fields list', (q: URLSearchParams) => q.delete('openid.signed')],
  ])('refuses an assertion with %s and creates no session', async (_name, forge) => {
    const steamId = randomSteamId();
    const assertion = await steamAssertion(t.app, steamId);
    const url = new URL(assertion.path, t.baseUrl);
    forge(url.searchParams);
    const res = await finishSignIn(t.app, { ...assertion, path: url.pathname + '?' + url.searchParams.toString() });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=steam_auth_failed');
    expect(sessionCookieFrom(res)).toBeNull();
    expect(await t.ctx.db.select().from(users).where(eq(users.steamId, steamId))).toHaveLength(0);
  });

  it('logs out on the server: the old cookie stops working', async () => {
    for (const path of ['/api/auth/logout', '/api/logout']) {
      const { cookie } = await signIn(t.app);
      expect((await get('/api/auth/user', cookie)).statusCode).toBe(200);
      const res = await post(path, cookie);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/fowls_session=;/);
      expect((await get('/api/auth/user', cookie)).json()).toBeNull();
      expect((await get('/api/me', cookie)).statusCode).toBe(401);
    }
    // Logging out without a session is harmless.
    expect((await post('/api/logout')).statusCode).toBe(200);
  });

  it('ends a banned user’s sessions at once', async () => {
    const { cookie, steamId } = await signIn(t.app);
    await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.steamId, steamId));
    const res = await get('/api/auth/user', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/banned/);
    expect((await post('/api/user/welcome-seen', cookie)).statusCode).toBe(403);
    // And signing in again is refused with a clear reason.
    const back = await finishSignIn(t.app, await steamAssertion(t.app, steamId));
    expect(back.headers.location).toBe('/login?error=account_banned');
  });

  it('marks the welcome as seen', async () => {
    const { cookie } = await signIn(t.app);
    expect((await post('/api/user/welcome-seen', cookie)).json()).toEqual({ success: true });
    expect((await get('/api/me', cookie)).json().hasSeenWelcome).toBe(true);
  });

  it('does not record welcome-seen for spectators', async () => {
    const { cookie, steamId } = await signIn(t.app);
    await t.ctx.db.update(users).set({ isSpectator: true }).where(eq(users.steamId, steamId));
    expect((await post('/api/user/welcome-seen', cookie)).statusCode).toBe(200);
    expect((await get('/api/me', cookie)).json().hasSeenWelcome).toBe(false);
    expect((await post('/api/user/trade-url', cookie, { tradeOfferUrl: tradeUrlFor(steamId) })).statusCode).toBe(403);
  });

  describe('trade URL', () => {
    it('saves the user’s own trade URL', async () => {
      const { cookie, steamId } = await signIn(t.app);
      const url = tradeUrlFor(steamId);
      const res = await post('/api/user/trade-url', cookie, { tradeOfferUrl: `  ${url}  ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, tradeOfferUrl: url });
      expect((await get('/api/me', cookie)).json().tradeOfferUrl).toBe(url);
    });

    it.each([
      ['empty', '   ', 'Please enter a valid trade offer URL.'],
      ['not steam', 'https://example.com/tradeoffer/new/?partner=1&token=abcdefgh', 'Please enter a valid Steam trade offer URL.'],
      ['no tradeoffer', 'https://steamcommunity.com/id/someone', 'Please enter a valid Steam trade offer URL.'],
      ['look-alike host', 'https://steamcommunity.com.evil.io/tradeoffer/new/?partner=1&token=abcdefgh', 'Please enter a valid Steam trade offer URL.'],
      ['no token', 'https://steamcommunity.com/tradeoffer/new/?partner=123', 'Please enter a valid Steam trade offer URL.'],
    ])('refuses %s with a clear message and changes nothing', async (_name, tradeOfferUrl, message) => {
      const { cookie } = await signIn(t.app);
      const res = await post('/api/user/trade-url', cookie, { tradeOfferUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect((await get('/api/me', cookie)).json().tradeOfferUrl).toBeNull();
    });

    it('refuses another account’s trade URL', async () => {
      const { cookie } = await signIn(t.app);
      const res = await post('/api/user/trade-url', cookie, { tradeOfferUrl: tradeUrlFor(randomSteamId()) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/different Steam account/);
    });

    it('refuses malformed JSON, wrong types, missing fields and huge bodies', async () => {
      const { cookie } = await signIn(t.app);
      const raw = (payload: string, contentType = 'application/json') =>
        t.app.inject({ method: 'POST', url: '/api/user/trade-url', headers: { cookie, 'content-type': contentType }, payload });
      const bad = await raw('{"tradeOfferUrl":');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('The request body is not valid JSON.');
      const wrongType = await post('/api/user/trade-url', cookie, { tradeOfferUrl: 42 });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().error).toMatch(/tradeOfferUrl/);
      expect((await post('/api/user/trade-url', cookie, {})).statusCode).toBe(400);
      const long = await post('/api/user/trade-url', cookie, { tradeOfferUrl: 'x'.repeat(5000) });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toMatch(/at most 300/);
      const huge = await raw(JSON.stringify({ tradeOfferUrl: 'x'.repeat(200_000) }));
      expect(huge.statusCode).toBe(413);
      const notJson = await raw('tradeOfferUrl=x', 'text/plain');
      // A text/plain body is what a cross-site form sends: API bodies are JSON only.
      expect(notJson.statusCode).toBe(415);
      expect(notJson.json().error).toBe('Send the body as application/json.');
      expect((await get('/api/me', cookie)).json().tradeOfferUrl).toBeNull();
    });
  });

  it('answers unknown API paths with a JSON 404 and never leaks internals', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('publishes the platform facts and the OpenAPI document', async () => {
    expect((await get('/api/platform')).json()).toEqual({
      sandbox: { steam: true, bot: true, payments: true, beacon: true },
      maintenanceMode: false,
      imageHosts: [...STEAM_IMAGE_HOSTS],
    });
    const docs = await get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/user/trade-url', '/api/admin/login', '/api/admin/raffles']));
    // The raffle image rule parses and rewrites the address; its input is still a documented string.
    expect(docs.json().paths['/api/admin/raffles'].post.requestBody.content['application/json'].schema.properties.imageUrl).toBeDefined();

    // Every documented API operation lists the one error body under every error status, a route's own extra ones kept.
    const apiPaths = Object.entries(docs.json().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).filter(([path]) =>
      path.startsWith('/api/'),
    );
    const operations = apiPaths.flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ operation: `${method.toUpperCase()} ${path}`, statuses: Object.keys(op.responses) })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const errorStatuses = Object.keys(errorResponses);
    for (const { operation, statuses } of operations) expect({ operation, statuses }).toEqual({ operation, statuses: expect.arrayContaining(errorStatuses) });
    expect(operations.find((o) => o.operation === 'GET /api/leaderboard')?.statuses).toEqual(expect.arrayContaining(['200', '429', '503']));
    expect(operations.find((o) => o.operation === 'POST /api/games/defuse-bomba')?.statuses).toEqual(expect.arrayContaining(['410', '401']));
    const body = docs.json().paths['/api/daily-case/odds'].get.responses['503'].content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: ['error', 'code'] });
    // The codes are the contract's enum, one list with the server's AppError codes and the web's ApiError.
    expect(body.properties.code.enum).toEqual(errorCodes);
  });

  it('stores sessions by hash only', async () => {
    const { cookie } = await signIn(t.app);
    const raw = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const rows = await t.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === raw)).toBe(false);
    expect(raw.length).toBeGreaterThanOrEqual(22); // at least 128 bits in base64url
  });
});
