import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTwoFactor, users } from '../../src/server/db/schema';
import { openSecret, totpCode } from '../../src/server/modules/admin/two-factor-codes';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { adminToken, signIn } from '../helpers/sign-in';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';
import { randomSteamId } from '../helpers/users';

// Rotating SESSION_SECRET: with the old one as SESSION_SECRET_PREVIOUS, players stay
// signed in and admins keep their authenticators; once it is gone, only what the
// previous secret signed and nothing was moved off ends.

const OLD = 'the-old-session-secret-0123456789abcdef';
const NEW = 'the-new-session-secret-fedcba9876543210';
const STEP_MS = 30_000;

describe.each(databaseKinds)('rotating SESSION_SECRET on %s', (kind) => {
  const adminSteamId = randomSteamId();
  let database: TestDatabase;
  let app: TestApp | null = null;
  const lines: string[] = [];

  async function restart(env: Record<string, string>): Promise<TestApp> {
    await app?.close();
    app = await startTestApp(kind, {
      database,
      env: { ADMIN_STEAM_IDS: adminSteamId, LOG_LEVEL: 'info', ...env },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    return app;
  }
  const me = (t: TestApp, cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

  let playerCookie = '';
  let admin = { cookie: '', id: '', secret: '' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const t = await restart({ SESSION_SECRET: OLD });
    playerCookie = (await signIn(t.app)).cookie;
    const { cookie } = await signIn(t.app, adminSteamId);
    const token = await adminToken(t.app, cookie);
    const headers = { cookie, authorization: `Bearer ${token}` };
    const started = await t.app.inject({ method: 'POST', url: '/api/admin/two-factor/enrollment', headers });
    const { secret } = started.json() as { secret: string };
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/admin/two-factor/confirm', headers, payload: { code: totpCode(secret) } });
    expect(confirmed.statusCode).toBe(200);
    const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.steamId, adminSteamId));
    admin = { cookie, id: row!.id, secret };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const sealed = async (t: TestApp) => (await t.ctx.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, admin.id)))[0]!.secretEncrypted;

  it('with the old secret as SESSION_SECRET_PREVIOUS: players stay signed in, and the authenticator is sealed again under the new one at start', async () => {
    const t = await restart({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    expect((await me(t, playerCookie)).statusCode).toBe(200);
    expect(openSecret(await sealed(t), NEW, admin.id)).toBe(admin.secret);
    expect(lines.some((l) => l.includes('sealed 1 admin two-factor secrets again under the new SESSION_SECRET'))).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: admin.cookie },
      payload: { password: TEST_ADMIN_PASSWORD, code: totpCode(admin.secret, Date.now() + STEP_MS) },
    });
    expect(login.statusCode).toBe(200);
  });

  let newCookie = '';
  it('signs new sessions with the new secret only', async () => {
    newCookie = (await signIn(app!.app)).cookie;
    const t = await restart({ SESSION_SECRET: NEW });
    expect((await me(t, newCookie)).statusCode).toBe(200);
    // A cookie only the old secret signed no longer signs anyone in once the old secret is gone.
    expect((await me(t, playerCookie)).statusCode).toBe(401);
    expect(openSecret(await sealed(t), NEW, admin.id)).toBe(admin.secret);
  });

  it('says at start how many authenticators no configured secret opens', async () => {
    lines.length = 0;
    const t = await restart({ SESSION_SECRET: 'an-unrelated-session-secret-00000000000' });
    expect(lines.some((l) => l.includes('1 admin two-factor secrets cannot be opened with SESSION_SECRET:'))).toBe(true);
    expect((await me(t, newCookie)).statusCode).toBe(401);
  });
});
