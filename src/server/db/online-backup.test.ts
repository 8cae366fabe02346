import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../../test/helpers/database-templates';
import { playerKinds, signedInPlayer } from '../../../test/helpers/players';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { StartConfig } from '../config';
import { runCli } from '../cli/run';
import { openDatabase, type Database, type DbOrTx } from './client';
import { restoreEmbedded } from './embedded-backup';
import { onlineBackupSocket, serveOnlineBackups, withRunningServerSnapshot, type OnlineBackups } from './online-backup';

// The running server's backup of its embedded database (decision 0057): taken while bets
// land, restored into a fresh DATA_DIR, it holds every table exactly as the database held
// it at the snapshot, and its ledger holds; only the server's own user reaches the socket;
// a file that cannot be written leaves nothing behind; with the server stopped, the
// command backs up from the files as before.

const rowsOf = async <Row>(db: DbOrTx, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Every table's row count and a digest of its rows in a fixed order: equal fingerprints, equal tables. */
async function fingerprint(db: DbOrTx): Promise<Record<string, string>> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const result: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await rowsOf<{ f: string }>(
      db,
      sql.raw(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS f FROM "${schema}"."${name}" t`),
    );
    result[`${schema}.${name}`] = row!.f;
  }
  return result;
}

async function balances(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await rowsOf<{ id: string; balance: number }>(db, sql`SELECT id, fowl_balance AS balance FROM users`);
  return Object.fromEntries(rows.map((r) => [r.id, r.balance]));
}

const ledgerCount = async (db: DbOrTx) => (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_entries`))[0]!.n;

/** A DATA_DIR on disk for one test, the embedded database (migrated) in its pglite folder. */
function dataDirIn(root: string, name: string): { dataDir: string; databaseDir: string } {
  const dataDir = join(root, name);
  return { dataDir, databaseDir: join(dataDir, 'pglite') };
}

/** Runs an operator command as `npm run admin --` does, with `config`'s DATA_DIR, and keeps what it printed. */
async function admin(config: StartConfig, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { io: { out: (s) => void out.push(s), err: (s) => void err.push(s), readStdin: async () => '' }, config });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * The command as its own process, as an operator runs it: the server in this process keeps
 * serving meanwhile (packing the copy in here would share one event loop with the bets).
 */
function adminProcess(dataDir: string, argv: string[], as?: { uid: number; gid: number }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', ...argv], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    ...as,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

const quiet = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof serveOnlineBackups>[0]['log'];

describe('online backups of the embedded database', () => {
  let root: string;
  let source: { dataDir: string; databaseDir: string };
  let database: Database;
  let t: TestApp;
  let backups: OnlineBackups;
  /** Set once the last test has stopped the server itself. */
  let stopped = false;
  /** What the database held at each snapshot, read inside the pause. */
  const atSnapshot: { tables: Record<string, string>; balances: Record<string, number>; ledger: number }[] = [];
  const configFor = (dirs: { dataDir: string; databaseDir: string }): StartConfig => ({
    ...t.ctx.config,
    dataDir: dirs.dataDir,
    database: { kind: 'pglite', dataDir: dirs.databaseDir },
  });

  beforeAll(async () => {
    // Short, under the system's temporary folder: a Unix socket's path has at most 107 bytes.
    root = mkdtempSync(join(tmpdir(), 'fowls-ob-'));
    // Traversable by anyone, as DATA_DIR's parents usually are: only the backup folder's own rights refuse.
    chmodSync(root, 0o755);
    source = dataDirIn(root, 'data');
    mkdirSync(source.dataDir, { mode: 0o755 });
    const template = join(root, 'template.tar');
    writeFileSync(template, Buffer.from(await (await pgliteTemplate()).arrayBuffer()));
    await restoreEmbedded(source.databaseDir, template, { replace: false });
    database = await openDatabase({ kind: 'pglite', dataDir: source.databaseDir });
    t = await startTestApp('pglite', { database: { ...database, url: null } });
    const served = await serveOnlineBackups({
      db: t.ctx.db,
      dataDir: source.dataDir,
      databaseDir: source.databaseDir,
      log: quiet,
      whilePaused: async (tx) => void atSnapshot.push({ tables: await fingerprint(tx), balances: await balances(tx), ledger: await ledgerCount(tx) }),
    });
    backups = served!;
  });
  afterAll(async () => {
    if (!stopped) {
      await backups?.close();
      await t?.close();
      await database?.close();
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up the running server while bets land; the restore holds every table and balance as at the snapshot, and its ledger', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => signedInPlayer(t, { fields: playerKinds.premium() })));
    let betting = true;
    let answered = 0;
    const refused: string[] = [];
    const bet = async (cookie: string) => {
      for (let i = 0; betting; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/fowl-flip/play',
          headers: { cookie },
          payload: { betAmount: 10 + (i % 5), selectedSide: i % 2 ? 'heads' : 'tails' },
        });
        if (res.statusCode === 200) answered += 1;
        else refused.push(res.body);
      }
    };
    const bets = Promise.all(players.map((p) => bet(p.cookie)));
    await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    const file = join(root, 'online.tar.gz');
    const taken = await adminProcess(source.dataDir, ['backup', file]);
    // Bets go on after the snapshot too.
    const afterBackup = answered;
    await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThan(afterBackup + 10);
    betting = false;
    await bets;
    expect(refused).toEqual([]);
    expect(taken.code, taken.err).toBe(0);
    expect(taken.out).toMatch(/taken by the running server at .*: its database requests waited \d+\.\d s for the snapshot/);
    expect(atSnapshot).toHaveLength(1);
    const snapshot = atSnapshot[0]!;
    // The snapshot fell among the bets: some before it, more after it.
    expect(snapshot.ledger).toBeGreaterThan(0);
    expect(await ledgerCount(t.ctx.db)).toBeGreaterThan(snapshot.ledger);
    // Only the file: no temporary one beside it, no snapshot copy left in DATA_DIR.
    expect(readdirSync(root).filter((name) => name.includes('online.tar.gz'))).toEqual(['online.tar.gz']);
    await expect.poll(() => readdirSync(join(source.dataDir, 'online-backup'))).toEqual(['socket']);

    const fresh = dataDirIn(root, 'restored');
    const restored = await admin(configFor(fresh), ['restore', file]);
    expect(restored.code, restored.err).toBe(0);
    const verified = await admin(configFor(fresh), ['verify-ledger']);
    expect(verified.code, verified.out).toBe(0);
    expect(verified.out).toMatch(/The ledger invariant holds for all \d+ players\./);
    const copy = await openDatabase({ kind: 'pglite', dataDir: fresh.databaseDir });
    try {
      expect(await fingerprint(copy.db)).toEqual(snapshot.tables);
      expect(await balances(copy.db)).toEqual(snapshot.balances);
    } finally {
      await copy.close();
    }
  });

  it('takes one backup at a time: a second asked for meanwhile is refused, and the first completes', async () => {
    const names = ['first.tar.gz', 'second.tar.gz'];
    // Two commands started together: whichever reaches the server first is taken, the other refused.
    const runs = await Promise.all(names.map((name) => admin(configFor(source), ['backup', join(root, name)])));
    const taken = runs.findIndex((run) => run.code === 0);
    expect(taken, runs.map((run) => run.err).join('\n')).toBeGreaterThanOrEqual(0);
    const refused = runs[1 - taken]!;
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/another backup of this database is being taken/);
    expect(existsSync(join(root, names[taken]!))).toBe(true);
    expect(readdirSync(root).filter((name) => name.includes(names[1 - taken]!))).toEqual([]);
  });

  it("opens the socket to the server's own user only: its folder is 0700 and the socket 0600; it answers POST /snapshot alone", async () => {
    const socket = onlineBackupSocket(source.dataDir);
    expect(statSync(join(source.dataDir, 'online-backup')).mode & 0o777).toBe(0o700);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    expect(statSync(socket).isSocket()).toBe(true);
    // Anything but POST /snapshot is refused.
    const status = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ socketPath: socket, method, path }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status('GET', '/snapshot')).toBe(404);
    expect(await status('POST', '/restore')).toBe(404);
  });

  // Root passes every file permission check, so another user is needed to see them refuse.
  it.runIf(process.getuid?.() === 0)('refuses another user at the folder, and at the socket itself when the folder is opened', async () => {
    const socket = onlineBackupSocket(source.dataDir);
    const connectAsNobody = () =>
      spawnSync(
        process.execPath,
        [
          '-e',
          `require('net').connect(process.argv[1]).on('connect', () => { console.log('connected'); process.exit(0); }).on('error', (e) => { console.log(e.code); process.exit(1); })`,
          socket,
        ],
        { uid: 65534, gid: 65534, encoding: 'utf8' },
      );
    const refused = connectAsNobody();
    expect(refused.stdout.trim()).toBe('EACCES');
    // The command says what to do, and writes nothing, in a folder that user may write.
    const own = join(root, 'nobody');
    mkdirSync(own);
    chownSync(own, 65534, 65534);
    const command = await adminProcess(source.dataDir, ['backup', join(own, 'backup.tar.gz')], { uid: 65534, gid: 65534 });
    expect(command.code).toBe(1);
    expect(command.err).toMatch(/backup socket .* is not open to this user: run the command as the server's user \(or root\)/);
    expect(readdirSync(own)).toEqual([]);
    const folder = join(source.dataDir, 'online-backup');
    chmodSync(folder, 0o755);
    try {
      expect(connectAsNobody().stdout.trim()).toBe('EACCES');
    } finally {
      chmodSync(folder, 0o700);
    }
  });

  it('fails clearly on a file it cannot write, and leaves nothing half-written', async () => {
    const before = atSnapshot.length;
    // A folder that does not exist: refused before the server is asked for anything.
    const missing = await admin(configFor(source), ['backup', join(root, 'no-such-folder', 'x.tar.gz')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/backup failed: cannot write .*no-such-folder\/x\.tar\.gz: ENOENT/);
    expect(existsSync(join(root, 'no-such-folder'))).toBe(false);
    expect(atSnapshot).toHaveLength(before);
    // A name taken by a folder: the backup arrives, then cannot take that name.
    const taken = join(root, 'a-folder.tar.gz');
    mkdirSync(taken);
    const blocked = await admin(configFor(source), ['backup', taken]);
    expect(blocked.code).toBe(1);
    expect(blocked.err).toMatch(/backup failed: cannot write .*a-folder\.tar\.gz/);
    expect(readdirSync(taken)).toEqual([]);
    expect(readdirSync(root).filter((name) => name.includes('a-folder'))).toEqual(['a-folder.tar.gz']);
    await expect.poll(() => readdirSync(join(source.dataDir, 'online-backup'))).toEqual(['socket']);
  });

  it('a server that stops during a backup deletes its copy, and the command fails saying so', async () => {
    const lent: string[] = [];
    const taking = withRunningServerSnapshot(source.dataDir, async (copy) => {
      lent.push(...readdirSync(copy));
      // The server stops while the command packs the copy.
      await backups.close();
      readdirSync(copy);
    });
    await expect(taking).rejects.toThrow(/the server stopped during the backup/);
    expect(lent).toContain('PG_VERSION');
    expect(readdirSync(join(source.dataDir, 'online-backup')).filter((name) => name.startsWith('snapshot-'))).toEqual([]);
  });

  it('with the server stopped, backs up from the files as before; the restore equals the database as it stopped', async () => {
    stopped = true;
    const final = await fingerprint(t.ctx.db);
    await t.close();
    await database.close();
    const file = join(root, 'offline.tar.gz');
    const taken = await admin(configFor(source), ['backup', file]);
    expect(taken.code, taken.err).toBe(0);
    expect(taken.out).toMatch(/from .* \(no server was running\)/);
    const fresh = dataDirIn(root, 'restored-offline');
    expect((await admin(configFor(fresh), ['restore', file])).code).toBe(0);
    const copy = await openDatabase({ kind: 'pglite', dataDir: fresh.databaseDir });
    try {
      expect(await fingerprint(copy.db)).toEqual(final);
    } finally {
      await copy.close();
    }
    expect((await admin(configFor(fresh), ['verify-ledger'])).code).toBe(0);
  });
});
