import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './embedded-lock';
import * as schema from './schema';

// One typed client over either embedded PGlite or a Postgres server; the same
// migrations run on both at start.

const execFileAsync = promisify(execFile);

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize?: number };

/** Connections per instance to a Postgres server when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 20;

export interface PoolStats {
  /** Connections running a query or transaction. */
  inUse: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** A LISTEN on one channel. */
export interface Listener {
  /**
   * True while notifications are sure to arrive. A cache may trust its copy only then:
   * while the connection is away, a change made by another instance goes unseen.
   */
  live(): boolean;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any instance), and
   * with null when the listening connection is lost or back: notifications may have been
   * missed then, so anything may have changed.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<Listener>;
  /** The Postgres pool's load; null for the embedded database, which has no pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Where an idle pool client's connection error is reported (it must not crash the process). */
  onIdleError?: (err: Error) => void;
  /** For tests that start from an older schema. */
  migrationsFolder?: string;
  /**
   * An embedded database in memory starts from this dump of a data directory
   * (PGlite's dumpDataDir) instead of an empty cluster: creating a cluster costs
   * seconds, loading a dump a fraction of that, and suites start many databases.
   */
  embeddedTemplate?: Blob;
  /** Where the start says which migrations it applied, and how long it waited for another instance's. */
  log?: MigrationLog;
}

/** The one call of a pino logger the migrations use (Fastify's app.log fits). */
interface MigrationLog {
  info(fields: object, message: string): void;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several instances start against one server. */
const MIGRATION_LOCK_ID = 725_001;
/** Opening a connection to a server that does not answer gives up after this long. */
const CONNECT_TIMEOUT_MS = 5000;
/** A request waits this long for a pool connection (busy pool or unreachable server), then answers 503. */
const POOL_WAIT_TIMEOUT_MS = 10_000;

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (target.kind === 'pglite') {
    // PGlite does not stop a second process from opening the same files; this lock does.
    const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => undefined;
    try {
      const client = await openEmbedded(target.dataDir, options.embeddedTemplate);
      const db = drizzlePglite(client, { schema });
      await loggingApplied(
        migrationsFolder,
        (text) => client.query(text),
        options.log,
        () => migratePglite(db, { migrationsFolder }),
      );
      return {
        db: db as unknown as Db,
        kind: 'pglite',
        async listen(channel, onNotify) {
          // One process owns the embedded database, so every NOTIFY comes through here.
          const unlisten = await client.listen(channel, (payload) => onNotify(payload));
          return { live: () => !client.closed, close: () => unlisten() };
        },
        poolStats: () => null,
        close: () => client.close().finally(unlock),
      };
    } catch (err) {
      unlock();
      throw err;
    }
  }

  const lockClient = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await lockClient.connect();
  try {
    await takeMigrationLock(lockClient, options.log);
    await loggingApplied(
      migrationsFolder,
      (text) => lockClient.query(text),
      options.log,
      () => migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder }),
    );
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } finally {
    await lockClient.end();
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its connection (server restart, failover) must not
  // crash the process: the pool drops it and opens a new one on the next query.
  const onIdleError = options.onIdleError ?? ((err: Error) => process.stderr.write(`postgres pool: idle client error: ${err.message}\n`));
  pool.on('error', onIdleError);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, onNotify) => listenOnServer(target.url, channel, onNotify),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * The embedded Postgres sets aside its shared memory in full when it starts, and with the
 * defaults (128 MB of buffers, room for 100 connections) that is most of an idle server's
 * memory; every MB of buffers is a resident MB. It has one connection, and its files are
 * read through the operating system's page cache, so a smaller buffer pool costs a system
 * call on a miss, not a disk read.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB', 'max_connections=5', 'wal_buffers=1MB'];

async function openEmbedded(dataDir: string | null, template?: Blob): Promise<PGlite> {
  const options = { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])] };
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await createEmbedded(dataDir);
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite({ ...options, ...(template ? { loadDataDir: template } : {}) });
  await client.waitReady;
  return client;
}

/**
 * Creating the database holds on to hundreds of MB that are not given back once it is
 * done, so it runs in a short-lived process of its own: a first start is then as lean
 * as any restart.
 */
async function createEmbedded(dataDir: string): Promise<void> {
  const create = 'const { PGlite } = await import(process.argv[1]); await new PGlite(process.argv[2]).close();';
  await execFileAsync(process.execPath, ['--input-type=module', '-e', create, import.meta.resolve('@electric-sql/pglite'), dataDir]);
}

/** A reconnecting LISTEN connection of its own (a pooled client cannot hold a LISTEN). */
async function listenOnServer(url: string, channel: string, onNotify: (payload: string | null) => void): Promise<Listener> {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    const lost = () => {
      if (client !== c) return;
      client = null;
      live = false;
      onNotify(null);
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (client !== c || closed) return;
      live = true;
      // Whatever changed while no one listened is read afresh.
      onNotify(null);
    } catch {
      lost();
    }
  };
  await connect();
  return {
    live: () => live,
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * The migration lock, and when another instance holds it (it is migrating), a line before
 * and after the wait: a start that hangs there is waiting on that instance, not broken.
 */
async function takeMigrationLock(client: pg.Client, log: MigrationLog | undefined): Promise<void> {
  const tried = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [MIGRATION_LOCK_ID]);
  if (tried.rows[0]?.got) return;
  log?.info({ migrationLock: 'waiting' }, 'another instance is migrating the database: waiting for it to finish');
  const started = performance.now();
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  const waitedMs = Math.round(performance.now() - started);
  log?.info({ migrationLock: 'waited', waitedMs }, `waited ${(waitedMs / 1000).toFixed(1)} s for another instance's migrations`);
}

type RawQuery = (text: string) => Promise<{ rows: unknown[] }>;

/** The creation times drizzle recorded for the applied migrations (none before the first start). */
async function recordedMigrations(query: RawQuery): Promise<Set<number>> {
  const table = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!(table.rows[0] as { present: boolean } | undefined)?.present) return new Set();
  const recorded = await query('SELECT created_at::text AS created FROM drizzle.__drizzle_migrations');
  return new Set(recorded.rows.map((row) => Number((row as { created: string }).created)));
}

/** Runs `migrate` and logs the names of the migrations it applied, read as drizzle records them (by creation time). */
async function loggingApplied(folder: string, query: RawQuery, log: MigrationLog | undefined, migrate: () => Promise<void>): Promise<void> {
  if (!log) return migrate();
  const before = await recordedMigrations(query);
  await migrate();
  const after = await recordedMigrations(query);
  const journal = (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
  const applied = journal.filter((e) => after.has(e.when) && !before.has(e.when)).map((e) => e.tag);
  if (applied.length === 0) log.info({ migrationsApplied: [] }, 'database schema up to date: no migration to apply');
  else log.info({ migrationsApplied: applied }, `applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}`);
}

/** How long a lost LISTEN connection waits before it tries again. */
const LISTEN_RETRY_MS = 1000;

/** When the newest migration this code ships was created (drizzle records the same number). */
const newestMigration: number = (JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] }).entries.reduce(
  (newest, e) => Math.max(newest, e.when),
  0,
);

/** True when every migration this code ships is applied (another instance may have applied newer ones). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`);
  const newest = (result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestMigration;
}
