import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPersonas } from '../../src/server/integrations/steam';
import { freePort } from '../helpers/ports';
import { productionSandboxEnv } from '../helpers/built-server';

// The built server on the embedded database, backed up while a player bets: the operator
// command reaches it through its socket, only as the server's user, and the backup,
// restored into a fresh DATA_DIR, holds a ledger that is exactly the running one up to
// the snapshot. With the server stopped, the command backs up from the files (decision 0057).

const root = resolve('.');
const goose = demoPersonas.find((p) => p.personaName === 'GoldenGoose')!;

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function collect(child: ChildProcess): Promise<Run> {
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code, out, err })));
}

const cookiesOf = (res: Response): string[] => res.headers.getSetCookie().map((c) => c.split(';')[0]!);

interface LedgerRow {
  idempotencyKey: string;
  amount: number;
  balanceAfter: number;
}

describe('online backup of the built server on the embedded database', () => {
  let dir: string;
  let port: number;
  let baseUrl: string;
  let server: { process: ChildProcess; output: string[]; exited: Promise<number | null> } | null = null;
  let cookie = '';

  const env = (dataDir: string) => productionSandboxEnv({ port, publicUrl: baseUrl, dataDir }, { DATABASE_URL: '' });
  /** `node dist/server/admin.js …`, as a cron job runs it. */
  const admin = (dataDir: string, args: string[], as?: { uid: number; gid: number }) =>
    collect(spawn(process.execPath, ['dist/server/admin.js', ...args], { cwd: root, env: env(dataDir), ...as }));

  beforeAll(async () => {
    for (const built of ['dist/server/main.js', 'dist/server/admin.js']) {
      if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first (npm test does)`);
    }
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Under the system's temporary folder: a Unix socket's path has at most 107 bytes.
    dir = mkdtempSync(join(tmpdir(), 'fowls-backup-'));
    chmodSync(dir, 0o755);
  });

  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts and says the operator command can back it up', async () => {
    const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env: env(join(dir, 'data')) });
    const output: string[] = [];
    const exited = collect(child).then((run) => run.code);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server = { process: child, output, exited };
    await expect
      .poll(
        async () =>
          child.exitCode !== null ||
          (await fetch(`${baseUrl}/readyz`).then(
            (r) => r.status === 200,
            () => false,
          )),
        { timeout: 90_000, interval: 250 },
      )
      .toBe(true);
    expect(child.exitCode, output.join('')).toBeNull();
    await expect.poll(() => output.join('')).toMatch(/online backups: npm run admin -- backup <file> asks this server through .*online-backup\/socket/);
    // The player signs in through the Steam sandbox, as a browser would.
    const start = await fetch(`${baseUrl}/api/auth/steam`, { redirect: 'manual' });
    const state = cookiesOf(start).find((c) => c.startsWith('fowls_login_state='))!;
    const provider = new URL(start.headers.get('location')!, baseUrl);
    const signed = await fetch(provider, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: new URLSearchParams({ steamid: goose.steamId }),
    });
    const back = await fetch(new URL(signed.headers.get('location')!, baseUrl), { redirect: 'manual', headers: { cookie: state } });
    cookie = cookiesOf(back).find((c) => c.startsWith('fowls_session='))!;
    expect(cookie).toBeTruthy();
  });

  it('backs up while the player bets, as the server user only; a file it cannot write fails and leaves nothing', async () => {
    let betting = true;
    let answered = 0;
    const bet = async () => {
      for (let i = 0; betting; i++) {
        const res = await fetch(`${baseUrl}/api/fowl-flip/play`, {
          method: 'POST',
          headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ betAmount: 10, selectedSide: i % 2 ? 'heads' : 'tails' }),
        });
        await res.arrayBuffer();
        if (res.status === 200) answered += 1;
      }
    };
    const bets = Promise.all([bet(), bet()]);
    await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    const taken = await admin(join(dir, 'data'), ['backup', join(dir, 'online.tar.gz')]);
    const afterBackup = answered;
    await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThan(afterBackup + 5);
    betting = false;
    await bets;
    expect(taken.code, taken.err).toBe(0);
    expect(taken.out).toMatch(/Wrote .*online\.tar\.gz \(\d+\.\d MB\), taken by the running server at .*: its database requests waited \d+\.\d s/);
    expect(readdirSync(dir).filter((name) => name.includes('online.tar.gz'))).toEqual(['online.tar.gz']);
    await expect.poll(() => server!.output.join('')).toMatch(/online backup: snapshot taken; database requests waited \d+ ms for it/);

    const missing = await admin(join(dir, 'data'), ['backup', join(dir, 'no-such-folder', 'x.tar.gz')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/backup failed: cannot write .*no-such-folder\/x\.tar\.gz: ENOENT/);

    if (process.getuid?.() === 0) {
      // Another user, in a folder of its own that it may write: refused at the socket.
      const own = join(dir, 'nobody');
      mkdirSync(own);
      chownSync(own, 65534, 65534);
      const refused = await admin(join(dir, 'data'), ['backup', join(own, 'backup.tar.gz')], { uid: 65534, gid: 65534 });
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/backup socket .* is not open to this user: run the command as the server's user \(or root\)/);
      expect(readdirSync(own)).toEqual([]);
    }
  });

  it('restores into a fresh DATA_DIR: the ledger holds, and it is the running ledger up to the snapshot', async () => {
    const s = server!;
    s.process.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    const fresh = join(dir, 'restored');
    const restored = await admin(fresh, ['restore', join(dir, 'online.tar.gz')]);
    expect(restored.code, restored.err).toBe(0);
    const verified = await admin(fresh, ['verify-ledger']);
    expect(verified.code, verified.out).toBe(0);
    expect(verified.out).toMatch(/The ledger invariant holds for all \d+ players\./);

    const ledgerIn = async (dataDir: string) => {
      const exported = await admin(dataDir, ['export-player', goose.steamId]);
      expect(exported.code, exported.err).toBe(0);
      return (JSON.parse(exported.out) as { ledger: LedgerRow[] }).ledger;
    };
    const running = new Map((await ledgerIn(join(dir, 'data'))).map((row) => [row.idempotencyKey, row]));
    const snapshot = await ledgerIn(fresh);
    // Bets landed before the snapshot and after it.
    expect(snapshot.filter((row) => row.idempotencyKey.startsWith('game:')).length).toBeGreaterThan(0);
    expect(snapshot.length).toBeLessThan(running.size);
    // Every row of the snapshot is the running ledger's own, balance after it included.
    for (const row of snapshot) expect(running.get(row.idempotencyKey)).toMatchObject(row);
  });

  it('with the server stopped, backs up from the files as before', async () => {
    const taken = await admin(join(dir, 'data'), ['backup', join(dir, 'offline.tar.gz')]);
    expect(taken.code, taken.err).toBe(0);
    expect(taken.out).toMatch(/from .* \(no server was running\)/);
    const fresh = join(dir, 'restored-offline');
    expect((await admin(fresh, ['restore', join(dir, 'offline.tar.gz')])).code).toBe(0);
    expect((await admin(fresh, ['verify-ledger'])).code).toBe(0);
  });
});
