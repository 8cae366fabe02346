import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/client';

// The suites start a fresh database for every test file and every Chromium spec, so
// they start from a template of an empty, migrated one, made once per set of
// migrations (and PGlite version) and kept for every process of the run and the next:
// - embedded: creating a cluster costs seconds (initdb in WebAssembly), loading a dump
//   of one a fraction of that; the dump is kept on disk;
// - server: CREATE DATABASE … TEMPLATE copies the migrated one instead of migrating
//   each new database.

const CACHE_DIR = join('node_modules', '.cache', 'fowls-pglite');

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(join('node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version as string);
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('_journal.json')) hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let loaded: Promise<Blob> | null = null;

async function makeTemplate(path: string): Promise<Blob> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed: processes that race here each see a whole file or none.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  } finally {
    await client.close();
  }
}

/** The dump of an empty database with every migration applied, for openDatabase's embeddedTemplate. */
export function pgliteTemplate(): Promise<Blob> {
  loaded ??= (async () => {
    const path = join(CACHE_DIR, `template-${templateKey()}.tar`);
    return existsSync(path) ? new Blob([readFileSync(path)]) : makeTemplate(path);
  })();
  return loaded;
}

/** Serialises the making of the server's template across processes. */
const TEMPLATE_LOCK_ID = 725_002;

/**
 * The name of a migrated database on the server at `baseUrl` to copy new ones from,
 * made by the first process that asks (the others wait on an advisory lock). It is
 * built under another name and renamed when done, so a copy never sees half of it.
 */
export async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = `fowls_tpl_${templateKey()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
    // Templates of older migrations are of no use any more.
    for (const { datname } of (await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'fowls\\_tpl\\_%'")).rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    const building = `${name}_building`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(baseUrl);
    url.pathname = `/${building}`;
    await (await openDatabase({ kind: 'postgres', url: url.toString() })).close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
