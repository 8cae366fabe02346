// Migration tests: a database as it was before a migration, filled with what the field
// holds, then brought to the latest schema the way a start does.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/client';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

/** The migrations as they were before `tag`, in a folder of their own (the caller removes it). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'fowls-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`${tag} is not in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/** Applies every migration not yet applied, as a start of the platform does. */
export async function migrateToLatest(database: TestDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, never>>, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const again = await openDatabase({ kind: 'postgres', url: database.url! });
  await again.close();
}

/** Rows of a raw query, as both drivers return them. */
export type RowsOf = <T>(query: SQL) => Promise<T[]>;

/**
 * A database of `kind` as it was before the migration `tag`, for `body` to fill, bring to
 * the latest schema (migrateToLatest) and check; closed and removed afterwards.
 */
export async function withDatabaseBefore(kind: DatabaseKind, tag: string, body: (database: TestDatabase, rows: RowsOf) => Promise<void>): Promise<void> {
  const folder = migrationsBefore(tag);
  try {
    const database = await createTestDatabase(kind, { migrationsFolder: folder });
    try {
      const rows: RowsOf = (query) => database.db.execute(query).then((r) => (r as unknown as { rows: never[] }).rows);
      await body(database, rows);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
