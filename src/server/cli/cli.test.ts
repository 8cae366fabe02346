import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signIn } from '../../../test/helpers/sign-in';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { randomSteamId } from '../../../test/helpers/users';
import { openDatabase } from '../db/client';
import { DataDirInUseError, lockDataDir } from '../db/embedded-lock';
import { settings, users } from '../db/schema';
import { demoPersonas } from '../integrations/steam';
import { runCli } from './run';

const demoAdmin = demoPersonas.find((p) => p.role === 'admin')!.steamId;

/** Runs a command the way `npm run admin --` does, against the test app's database, and keeps what it printed. */
async function cli(t: TestApp, argv: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    io: { out: (s) => void out.push(s), err: (s) => void err.push(s), readStdin: async () => stdin },
    config: t.ctx.config,
    database: t.database,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('operator commands (npm run admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No ADMIN_PASSWORD: the portal password is the operator's to set.
    t = await startTestApp('pglite', { env: { ADMIN_PASSWORD: '' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the commands, and refuses unknown ones and bad arguments with the usage', async () => {
    const help = await cli(t, []);
    expect(help.code).toBe(2);
    for (const name of ['create-admin', 'reset-admin-password', 'reset-admin-totp', 'maintenance', 'verify-ledger', 'export-player', 'backup', 'restore'])
      expect(help.err).toContain(name);
    expect((await cli(t, ['make-coffee'])).code).toBe(2);
    const bad = await cli(t, ['maintenance', 'sideways']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Usage: npm run admin -- maintenance on|off|status');
  });

  it('create-admin refuses an account not in ADMIN_STEAM_IDS and reports an admin whose password is set', async () => {
    const outsider = await cli(t, ['create-admin', randomSteamId()]);
    expect(outsider.code).toBe(1);
    expect(outsider.err).toMatch(/Add it to ADMIN_STEAM_IDS/);
    // The test app generated a password at start (outside production), so one is set.
    const known = await cli(t, ['create-admin', demoAdmin]);
    expect(known.code).toBe(0);
    expect(known.err).toMatch(/already set: use reset-admin-password/);
  });

  it('create-admin sets the first portal password on a platform that has none, and the admin signs in with it', async () => {
    const stored = await t.ctx.db.select().from(settings).where(eq(settings.key, 'admin_password_hash'));
    await t.ctx.db.delete(settings).where(eq(settings.key, 'admin_password_hash'));
    try {
      const created = await cli(t, ['create-admin', demoAdmin, '--password-stdin'], 'the-first-operator-password\n');
      expect(created.code).toBe(0);
      expect(created.err).toMatch(/is an admin\. Sign in with Steam at \/admin/);
      expect(created.out).toBe(''); // typed, so not printed
      const { cookie } = await signIn(t.app, demoAdmin);
      expect(await adminToken(t.app, cookie, 'the-first-operator-password')).toMatch(/\S{20,}/);
      expect((await cli(t, ['create-admin', demoAdmin])).err).toMatch(/already set/);
    } finally {
      await t.ctx.db.delete(settings).where(eq(settings.key, 'admin_password_hash'));
      await t.ctx.db.insert(settings).values(stored);
    }
  });

  it('reset-admin-password sets a new password and ends the open portal sessions', async () => {
    const { cookie } = await signIn(t.app, demoAdmin);
    const first = await cli(t, ['reset-admin-password', '--password-stdin'], 'first-operator-password\n');
    expect(first.code).toBe(0);
    expect(first.out).toBe(''); // typed, so not printed
    const oldToken = await adminToken(t.app, cookie, 'first-operator-password');

    const second = await cli(t, ['reset-admin-password']);
    expect(second.code).toBe(0);
    const generated = /shown once\): (\S+)/.exec(second.out)?.[1];
    expect(generated).toBeTruthy();
    const headers = (token: string) => ({ cookie, authorization: `Bearer ${token}` });
    expect((await t.app.inject({ url: '/api/admin/users', headers: headers(oldToken) })).statusCode).toBe(401);
    const newToken = await adminToken(t.app, cookie, generated);
    expect((await t.app.inject({ url: '/api/admin/users', headers: headers(newToken) })).statusCode).toBe(200);
    expect((await cli(t, ['reset-admin-password', '--password-stdin'], 'short')).code).toBe(2);
  });

  it('reset-admin-totp ends every session of the admin, and names an unknown account', async () => {
    const { cookie } = await signIn(t.app, demoAdmin);
    const reset = await cli(t, ['reset-admin-totp', demoAdmin]);
    expect(reset.code).toBe(0);
    expect(reset.out).toMatch(/all their sessions ended/);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const unknown = await cli(t, ['reset-admin-totp', randomSteamId()]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^No account has the Steam ID/);
    expect((await cli(t, ['reset-admin-totp', 'nobody'])).code).toBe(2);
  });

  it('maintenance on, status and off, as every instance sees it', async () => {
    const { cookie } = await signIn(t.app);
    expect((await cli(t, ['maintenance', 'on'])).code).toBe(0);
    expect((await cli(t, ['maintenance', 'status'])).out).toBe('Maintenance mode is on.');
    expect((await t.app.inject({ url: '/api/raffles', headers: { cookie } })).json()).toMatchObject({ code: 'MAINTENANCE' });
    expect((await cli(t, ['maintenance', 'off'])).code).toBe(0);
    expect((await t.app.inject({ url: '/api/raffles', headers: { cookie } })).statusCode).toBe(200);
  });

  it('verify-ledger passes on a sound ledger and prints the drift of a broken one', async () => {
    const { steamId } = await signIn(t.app);
    const sound = await cli(t, ['verify-ledger']);
    expect(sound.code).toBe(0);
    expect(sound.out).toMatch(/^The ledger invariant holds for all \d+ players\.$/);
    await t.ctx.db.update(users).set({ fowlBalance: 501 }).where(eq(users.steamId, steamId));
    const broken = await cli(t, ['verify-ledger']);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(new RegExp(`^DRIFT user \\S+ \\(SteamID64 ${steamId}\\): balance 501, ledger sum 500, difference 1$`));
    await t.ctx.db.update(users).set({ fowlBalance: 500 }).where(eq(users.steamId, steamId));
  });

  it("export-player writes one player's account, ledger, entries and feedback as JSON", async () => {
    const { cookie, steamId } = await signIn(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie },
      payload: { message: 'The hen house needs more hens, please.' },
    });
    expect(sent.statusCode).toBe(200);
    const exported = await cli(t, ['export-player', steamId]);
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.out);
    expect(data.account).toMatchObject({ steamId, fowlBalance: 500 });
    expect(data.ledger).toEqual([expect.objectContaining({ amount: 500, type: 'level_reward' })]);
    expect(data.feedback).toEqual([expect.objectContaining({ message: 'The hen house needs more hens, please.' })]);
    expect(data.raffleEntries).toEqual([]);
    expect(data.payments).toEqual([]);
    expect((await cli(t, ['export-player', randomSteamId()])).code).toBe(1);
  });
});

describe('the embedded database', () => {
  it('refuses to open an embedded database another live process holds', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fowls-lock-'));
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    // A lock left by a process that is gone is taken over.
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const release = lockDataDir(dataDir);
    release();
  });

  it('creates a new data directory, migrates it and opens it with a small shared memory', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'fowls-new-')), 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const setting = async (name: string) => ((await database.db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: unknown[] }).rows[0];
      expect(await setting('shared_buffers')).toEqual({ shared_buffers: '16MB' });
      expect(await setting('max_connections')).toEqual({ max_connections: '5' });
      expect(Array.isArray(await database.db.select().from(settings))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
