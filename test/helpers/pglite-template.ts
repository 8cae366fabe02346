import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/server/db/client';

// Creating an embedded Postgres cluster costs seconds (initdb in WebAssembly); loading
// a dump of one costs a fraction of that. The suites start a fresh database for every
// test file and every Chromium spec, so they all start from one dump of an empty,
// migrated database, made once per set of migrations and PGlite version and kept on
// disk for every process of the run (and the next run).

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
