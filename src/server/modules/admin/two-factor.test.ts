import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../../test/helpers/test-app';
import { adminToken, signIn } from '../../../../test/helpers/sign-in';
import { randomSteamId } from '../../../../test/helpers/users';
import { adminLoginFailures, adminRecoveryCodes, adminTokens, adminTwoFactor, auditLog, sessions, users } from '../../db/schema';
import { resetAdminTwoFactorBySteamId } from '.';
import { totpCode } from './two-factor-codes';

// Two-factor sign-in for the admin portal. Each test signs in as its own admin,
// so each has its own authenticator and its own record of used time steps: an app
// code is accepted once, and only codes of newer steps after it.

const STEP_MS = 30_000;
/** The code the app shows now (used to confirm), and the next one, which the server accepts as drift. */
const codeNow = (secret: string) => totpCode(secret);
const nextCode = (secret: string) => totpCode(secret, Date.now() + STEP_MS);

type Method = 'GET' | 'POST';

function caller(t: () => TestApp) {
  return (method: Method, url: string, opts: { cookie?: string; token?: string; payload?: object } = {}) =>
    t().app.inject({
      method,
      url,
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
}

describe.each(databaseKinds)('admin two-factor sign-in on %s', (kind) => {
  const adminIds = Array.from({ length: 11 }, randomSteamId);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { ADMIN_STEAM_IDS: adminIds.join(',') } });
  });
  afterAll(async () => {
    await t.close();
  });
  // The per-account failure budget is shared by password and code attempts; tests start clean.
  beforeEach(async () => {
    await t.ctx.db.delete(adminLoginFailures);
  });
  const call = caller(() => t);
  let nextAdmin = 0;

  /** A fresh admin, signed in, with a portal token. */
  async function admin() {
    const steamId = adminIds[nextAdmin++]!;
    const { cookie } = await signIn(t.app, steamId);
    const token = await adminToken(t.app, cookie);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    return { steamId, cookie, token, id: row!.id };
  }

  /** Enrolls the admin through the routes; returns the secret and the recovery codes. */
  async function enroll(a: { cookie: string; token: string }) {
    const start = await call('POST', '/api/admin/two-factor/enrollment', a);
    expect(start.statusCode).toBe(200);
    const { secret } = start.json();
    const confirm = await call('POST', '/api/admin/two-factor/confirm', { ...a, payload: { code: codeNow(secret) } });
    expect(confirm.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  const login = (cookie: string, code?: string, password = TEST_ADMIN_PASSWORD) =>
    call('POST', '/api/admin/login', { cookie, payload: code === undefined ? { password } : { password, code } });

  it('enrolls an admin: QR and key once, a first code to confirm, ten recovery codes stored only as hashes', async () => {
    const a = await admin();
    const before = await call('GET', '/api/admin/two-factor', a);
    expect(before.json()).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(before.headers['cache-control']).toBe('no-store');

    const start = await call('POST', '/api/admin/two-factor/enrollment', a);
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri, qrCodeDataUrl } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Fowls%20Admin:.+\?issuer=Fowls%20Admin&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCodeDataUrl.split(',')[1], 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Until confirmed the factor is not on: logging in needs no code.
    expect((await login(a.cookie)).statusCode).toBe(200);

    // The secret is sealed at rest; a second start replaces an unconfirmed one.
    const restart = await call('POST', '/api/admin/two-factor/enrollment', a);
    const secret2 = restart.json().secret as string;
    expect(secret2).not.toBe(secret);
    const [stored] = await t.ctx.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, a.id));
    expect(stored!.secretEncrypted).not.toContain(secret2);
    expect(stored!.confirmedAt).toBeNull();

    // Wrong and malformed codes; a code of the replaced secret is wrong too.
    const wrong = await call('POST', '/api/admin/two-factor/confirm', { ...a, payload: { code: codeNow(secret) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^Invalid authentication code/);
    const malformed = await call('POST', '/api/admin/two-factor/confirm', { ...a, payload: { code: '12345a' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/Enter the 6-digit code from your authenticator app/);
    expect((await call('POST', '/api/admin/two-factor/confirm', { ...a, payload: {} })).statusCode).toBe(400);

    // The app's code, written as apps show it.
    const code = codeNow(secret2);
    const confirm = await call('POST', '/api/admin/two-factor/confirm', { ...a, payload: { code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['cache-control']).toBe('no-store');
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    const hashes = await t.ctx.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, a.id));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(recoveryCodes.join()).not.toContain(h.codeHash.slice(0, 8));

    const after = (await call('GET', '/api/admin/two-factor', a)).json();
    expect(after).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(new Date(after.enabledAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Once on, starting again or confirming again is refused; the factor stays.
    expect((await call('POST', '/api/admin/two-factor/enrollment', a)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/two-factor/confirm', { ...a, payload: { code: nextCode(secret2) } })).statusCode).toBe(409);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'admin.two_factor_enabled'));
    expect(audit.some((r) => r.actorId === a.id)).toBe(true);
  });

  it('ends the portal tokens issued on the password alone, except the one that turned two-factor on', async () => {
    const a = await admin();
    const elsewhere = await signIn(t.app, a.steamId);
    const otherToken = await adminToken(t.app, elsewhere.cookie);
    await enroll(a);
    expect((await call('GET', '/api/admin/maintenance-status', a)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/maintenance-status', { cookie: elsewhere.cookie, token: otherToken })).statusCode).toBe(401);
  });

  it('asks for a code after the password once enrolled, and accepts each code once', async () => {
    const a = await admin();
    const { secret } = await enroll(a);

    // The right password alone: the server asks for the code, and this is not a failure.
    const noCode = await login(a.cookie);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', error: 'Enter the 6-digit code from your authenticator app.' });
    // A wrong password is still only a wrong password, code or not.
    const wrongPassword = await login(a.cookie, nextCode(secret), 'wrong-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error).toBe('Invalid password');
    const wrongCode = await login(a.cookie, String((Number(nextCode(secret)) + 1) % 1_000_000).padStart(6, '0'));
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().error).toMatch(/^Invalid authentication code/);

    const code = nextCode(secret);
    const ok = await login(a.cookie, code);
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/maintenance-status', { cookie: a.cookie, token: ok.json().token })).statusCode).toBe(200);

    // The same code again, and the code of an earlier step: refused.
    const replay = await login(a.cookie, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('This code has already been used. Wait for the next code in your authenticator app.');
    expect((await login(a.cookie, codeNow(secret))).statusCode).toBe(401);
    const failures = await t.ctx.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.userId, a.id));
    expect(failures).toHaveLength(4); // wrong password, wrong code, replay, earlier step; not the missing code
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, a.id));
    expect(audit.filter((r) => r.action === 'admin.login').map((r) => r.after)).toContainEqual({ secondFactor: 'totp' });
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const a = await admin();
    const { recoveryCodes } = await enroll(a);
    const [first, second] = recoveryCodes as [string, string];
    const ok = await login(a.cookie, first);
    expect(ok.statusCode).toBe(200);
    const again = await login(a.cookie, first);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('Invalid or already used recovery code.');
    // Upper case and spaces instead of dashes.
    expect((await login(a.cookie, second.toUpperCase().replace(/-/g, ' '))).statusCode).toBe(200);
    expect((await login(a.cookie, 'aaaa-bbbb-cccc-dddd')).statusCode).toBe(401);
    const status = await call('GET', '/api/admin/two-factor', { cookie: a.cookie, token: ok.json().token });
    expect(status.json().recoveryCodesLeft).toBe(8);
  });

  it('lets only one of many simultaneous logins use the same code', async () => {
    const a = await admin();
    const { secret, recoveryCodes } = await enroll(a);
    const code = nextCode(secret);
    const appCode = await Promise.all(Array.from({ length: 6 }, () => login(a.cookie, code)));
    expect(appCode.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    await t.ctx.db.delete(adminLoginFailures);
    const recovery = await Promise.all(Array.from({ length: 6 }, () => login(a.cookie, recoveryCodes[0])));
    expect(recovery.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it('counts wrong codes against the same per-account limit as wrong passwords', async () => {
    const a = await admin();
    const { secret } = await enroll(a);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(a.cookie, `zzzz-zzzz-zzzz-zzz${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right code waits out the window.
    const right = await login(a.cookie, nextCode(secret));
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/Too many failed attempts/);
  });

  it('lets an admin turn their own two-factor off with a valid code, which ends every session and token', async () => {
    const a = await admin();
    const { secret, recoveryCodes } = await enroll(a);
    const elsewhere = await signIn(t.app, a.steamId);
    const elsewhereToken = (await login(elsewhere.cookie, recoveryCodes[0])).json().token as string;

    const wrong = await call('POST', '/api/admin/two-factor/reset', { ...a, payload: { code: '000000' === codeNow(secret) ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^Invalid authentication code/);
    expect((await call('POST', '/api/admin/two-factor/reset', { ...a, payload: { code: 'bad\u0000code' } })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/two-factor', a)).json().enabled).toBe(true);

    const reset = await call('POST', '/api/admin/two-factor/reset', { ...a, payload: { code: nextCode(secret) } });
    expect(reset.statusCode).toBe(200);
    expect(String(reset.headers['set-cookie'])).toMatch(/fowls_session=;/);
    // Both sessions and both tokens are over.
    for (const cookie of [a.cookie, elsewhere.cookie]) expect((await call('GET', '/api/me', { cookie })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, a.id))).toHaveLength(0);
    const live = (await t.ctx.db.select().from(adminTokens).where(eq(adminTokens.userId, a.id))).filter((r) => !r.revokedAt);
    expect(live).toHaveLength(0);
    expect(elsewhereToken.length).toBeGreaterThan(20);
    expect(await t.ctx.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, a.id))).toHaveLength(0);

    // Signed in again, the password alone opens the portal, and the factor can be set up anew.
    const again = await signIn(t.app, a.steamId);
    const token = await adminToken(t.app, again.cookie);
    expect((await call('GET', '/api/admin/two-factor', { cookie: again.cookie, token })).json().enabled).toBe(false);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'admin.two_factor_reset'));
    expect(audit.find((r) => r.targetId === a.id)).toMatchObject({ actorId: a.id, after: { by: 'self' } });
  });

  it('refuses turning two-factor off when it is not on', async () => {
    const a = await admin();
    const res = await call('POST', '/api/admin/two-factor/reset', { ...a, payload: { code: '123456' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Two-factor sign-in is not on.');
  });

  it('resets an admin by Steam ID for the operator, ending all their sessions and tokens', async () => {
    const a = await admin();
    const { secret } = await enroll(a);
    const token = (await login(a.cookie, nextCode(secret))).json().token as string;
    expect(await resetAdminTwoFactorBySteamId(t.ctx, a.steamId)).toEqual({ hadTwoFactor: true });
    expect((await call('GET', '/api/admin/maintenance-status', { cookie: a.cookie, token })).statusCode).toBe(401);
    expect((await call('GET', '/api/me', { cookie: a.cookie })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, a.id))).toHaveLength(0);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'admin.two_factor_reset'));
    expect(audit.find((r) => r.targetId === a.id)).toMatchObject({ actorId: null, after: { by: 'operator' } });
    // Again: nothing to reset, still fine; an unknown account is named.
    expect(await resetAdminTwoFactorBySteamId(t.ctx, a.steamId)).toEqual({ hadTwoFactor: false });
    await expect(resetAdminTwoFactorBySteamId(t.ctx, '76561190000000000')).rejects.toThrow('No account has the Steam ID 76561190000000000.');
  });

  it('refuses the two-factor routes to anonymous callers, players and admins without the portal token', async () => {
    const a = await admin();
    const player = await signIn(t.app);
    const premium = await signIn(t.app);
    await t.ctx.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.steamId, premium.steamId));
    const routes: [Method, string, object | undefined][] = [
      ['GET', '/api/admin/two-factor', undefined],
      ['POST', '/api/admin/two-factor/enrollment', undefined],
      ['POST', '/api/admin/two-factor/confirm', { code: '123456' }],
      ['POST', '/api/admin/two-factor/reset', { code: '123456' }],
    ];
    for (const [method, url, payload] of routes) {
      const opts = payload ? { payload } : {};
      expect((await call(method, url, opts)).statusCode, `${url} anonymous`).toBe(401);
      expect((await call(method, url, { ...opts, cookie: player.cookie })).statusCode, `${url} free trial`).toBe(403);
      expect((await call(method, url, { ...opts, cookie: premium.cookie })).statusCode, `${url} premium`).toBe(403);
      // Even with an admin's token: the token belongs to the admin's session.
      expect((await call(method, url, { ...opts, cookie: player.cookie, token: a.token })).statusCode, `${url} player with token`).toBe(403);
      const noToken = await call(method, url, { ...opts, cookie: a.cookie });
      expect(noToken.statusCode, `${url} admin without token`).toBe(401);
      expect(noToken.json().error).toBe('Admin session expired. Please login again.');
    }
    expect(await t.ctx.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, a.id))).toHaveLength(0);
    // A code is checked for shape before anything else.
    const long = await login(a.cookie, '1'.repeat(41));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/Code is too long/);
  });
});

describe.each(databaseKinds)('ADMIN_REQUIRE_TOTP on %s', (kind) => {
  const steamId = randomSteamId();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { ADMIN_STEAM_IDS: steamId, ADMIN_REQUIRE_TOTP: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const call = caller(() => t);

  it('lets an admin only set up two-factor sign-in until it is on', async () => {
    const { cookie } = await signIn(t.app, steamId);
    const token = await adminToken(t.app, cookie);
    const a = { cookie, token };
    const blocked = await call('GET', '/api/admin/maintenance-status', a);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED', error: 'Set up two-factor sign-in to use the admin portal.' });
    expect((await call('POST', '/api/admin/toggle-maintenance', { ...a, payload: { enabled: true } })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', a)).statusCode).toBe(403);
    expect((await call('GET', '/api/platform')).json().maintenanceMode).toBe(false);
    expect((await call('GET', '/api/admin/two-factor', a)).json()).toMatchObject({ enabled: false, required: true });

    const { secret } = (await call('POST', '/api/admin/two-factor/enrollment', a)).json();
    expect((await call('POST', '/api/admin/two-factor/confirm', { ...a, payload: { code: totpCode(secret) } })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/maintenance-status', a)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/two-factor', a)).json()).toMatchObject({ enabled: true, required: true });
  });
});
