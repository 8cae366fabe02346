import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

// One typed client over either embedded PGlite or a Postgres server; the same
// migrations run on both at start.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several instances start against one server. */
const MIGRATION_LOCK_ID = 725_001;

/** `migrationsFolder` is for tests that start from an older schema. */
export async function openDatabase(target: DatabaseTarget, { migrationsFolder = MIGRATIONS_FOLDER } = {}): Promise<Database> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  }

  const lockClient = new pg.Client({ connectionString: target.url });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } finally {
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client that loses its connection (server restart, failover) must not
  // crash the process: the pool drops it and opens a new one on the next query.
  pool.on('error', (err) => process.stderr.write(`postgres pool: idle client error: ${err.message}\n`));
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
