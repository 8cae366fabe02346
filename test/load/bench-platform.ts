import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { createSessionService, SESSION_COOKIE } from '../../src/server/modules/accounts';
import { emptyPostgresDatabase, killBuiltServer, productionSandboxEnv, startBuiltServer, type BuiltServer } from '../helpers/built-server';
import type { DatabaseKind } from '../helpers/databases';
import { freePort } from '../helpers/ports';
import { startTestApp } from '../helpers/test-app';
import { seedBenchData, type BenchData, type BenchSizes } from './bench-data';

// The measured platform: the build, started by `npm start`'s own command in its own
// process with the production settings, on a database the data set was written to first.

const SESSION_SECRET = productionSandboxEnv({ port: 0, publicUrl: '', dataDir: '' }).SESSION_SECRET!;
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password-0123456789';
/** The admin who ends raffles in the fan-out: not one of the players, so no polled answer changes. */
const BENCH_ADMIN_STEAM_ID = '76561198999999999';

/** What the bench changes from a production start on the sandboxes, and why: printed at the top of a run. */
export const productionExceptions: { setting: string; why: string }[] = [
  {
    setting: 'RATE_LIMIT_PER_MINUTE=1000000000 (production: 600)',
    why: 'every player of the load comes from one address, and the admin ending raffles sends more than 600 requests a minute with the sockets it watches',
  },
  { setting: 'PUBLIC_URL=http://127.0.0.1:<port>', why: 'no TLS on the bench machine: cookies without Secure, no HSTS (production warns of it once at start)' },
  { setting: 'ADMIN_PASSWORD and ADMIN_STEAM_IDS set', why: 'the fan-out ends raffles as an admin does, through the admin API' },
];

/** `npm start`'s command after its build check: node and its flags, from package.json. */
export function startCommand(): { command: string; args: string[] } {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [check, run] = start.split(' && exec ');
  const built = spawnSync('sh', ['-c', check!], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`${check} failed`);
  const [node, ...args] = run!.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`npm start runs ${node}, not node`);
  return { command: process.execPath, args };
}

/** The environment of `npm start` in production on the sandboxes, for this database. */
function productionEnv(port: number, dataDir: string, databaseUrl: string | null, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = productionSandboxEnv({ port, publicUrl: `http://127.0.0.1:${port}`, dataDir }, extra);
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_OPTIONS', 'TEST_DATABASE_URL']) delete env[name];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

export interface Started {
  server: BuiltServer;
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Warnings and errors only: at `info` the server logs events, and those are not what a run prints. */
const warnOrWorse = (line: string): boolean => {
  try {
    return (JSON.parse(line) as { level?: number }).level! >= 40;
  } catch {
    return true;
  }
};

/** Starts the built server; `exceptions` adds the settings the load needs (productionExceptions). */
export async function startBuilt(opts: { dataDir: string; databaseUrl: string | null; exceptions: boolean }): Promise<Started> {
  const { command, args } = startCommand();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const extra: Record<string, string> = opts.exceptions
    ? { RATE_LIMIT_PER_MINUTE: '1000000000', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, ADMIN_STEAM_IDS: BENCH_ADMIN_STEAM_ID }
    : {};
  const server = await startBuiltServer(command, args, {
    cwd: process.cwd(),
    env: productionEnv(port, opts.dataDir, opts.databaseUrl, extra),
    baseUrl,
    keep: warnOrWorse,
  });
  return {
    server,
    baseUrl,
    async stop() {
      if (server.process.exitCode !== null) return;
      server.process.kill('SIGTERM');
      const stopped = await Promise.race([server.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
      if (!stopped) await killBuiltServer(server);
    },
  };
}

export interface Platform extends Started {
  data: BenchData;
  /** The session cookie of the admin in ADMIN_STEAM_IDS. */
  adminCookie: string;
  origin: string;
  /** The platform's own database on the Postgres server; null on the embedded one. */
  databaseUrl: string | null;
  dataDir: string;
}

/**
 * A fresh database with the data set, written by an in-process platform on the same
 * database and the same session secret (so its cookies are the built server's), then closed.
 */
async function seed(kind: DatabaseKind, databaseUrl: string | null, dataDir: string, sizes: BenchSizes): Promise<{ data: BenchData; adminCookie: string }> {
  const database = await openDatabase(kind === 'postgres' ? { kind, url: databaseUrl! } : { kind, dataDir: join(dataDir, 'pglite') });
  try {
    const app = await startTestApp(kind, { database: { ...database, url: databaseUrl }, env: { SESSION_SECRET } });
    try {
      const data = await seedBenchData(app.app, app.ctx.db, sizes);
      const [admin] = await app.ctx.db.insert(users).values({ steamId: BENCH_ADMIN_STEAM_ID, username: 'Bench admin', hasSeenWelcome: true }).returning();
      const { token } = await createSessionService({ db: app.ctx.db, clock: () => new Date() }).create(admin!.id, { userAgent: 'bench' });
      return { data, adminCookie: `${SESSION_COOKIE}=${encodeURIComponent(app.app.signCookie(token))}` };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The data set in a fresh database, and the built server on it. */
export async function startPlatform(kind: DatabaseKind, postgresUrl: string | null, sizes: BenchSizes): Promise<Platform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fowls-bench-'));
  const database = kind === 'postgres' ? await emptyPostgresDatabase(postgresUrl!) : null;
  try {
    const { data, adminCookie } = await seed(kind, database?.url ?? null, dataDir, sizes);
    const started = await startBuilt({ dataDir, databaseUrl: database?.url ?? null, exceptions: true });
    return {
      ...started,
      data,
      adminCookie,
      origin: new URL(started.baseUrl).origin,
      databaseUrl: database?.url ?? null,
      dataDir,
      async stop() {
        await started.stop();
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Resident and peak memory of a process, in MiB, from Linux's /proc. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
