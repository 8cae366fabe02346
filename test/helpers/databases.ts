import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { pgliteTemplate, postgresTemplate } from './database-templates';

// Integration tests run on embedded PGlite, and on a real Postgres server too when
// TEST_DATABASE_URL is set. Each test file gets its own
// fresh database, dropped afterwards.

export type DatabaseKind = 'pglite' | 'postgres';

/** TEST_DATABASE_KINDS=postgres runs them on the server only (CI: docs/decisions/0040). */
export const databaseKinds: DatabaseKind[] = !process.env.TEST_DATABASE_URL
  ? ['pglite']
  : process.env.TEST_DATABASE_KINDS === 'postgres'
    ? ['postgres']
    : ['pglite', 'postgres'];

export interface TestDatabase extends Database {
  url: string | null;
}

export async function createTestDatabase(kind: DatabaseKind, options: { migrationsFolder?: string } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // A test of an older schema builds its own; every other starts from the migrated template.
    const template = options.migrationsFolder ? {} : { embeddedTemplate: await pgliteTemplate() };
    const database = await openDatabase({ kind: 'pglite', dataDir: null }, { ...options, ...template });
    return { ...database, url: null };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fowls_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  // A test of an older schema builds its own; every other copies the migrated template.
  await admin.query(options.migrationsFolder ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(baseUrl)}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() }, options);
  return {
    ...database,
    url: url.toString(),
    async close() {
      // The pool has ended its clients; FORCE ends any server session still on its way out.
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The name of a test of many requests at once. PGlite runs every query through one
 * lock, so there they reach the database one after another; only Postgres runs them
 * concurrently (CI sets TEST_DATABASE_URL). The name says which it was.
 */
export const atOnce = (kind: DatabaseKind, name: string): string => (kind === 'pglite' ? `${name} (serial on PGlite)` : name);
