// Migration tests: a database as it was before a migration, filled with what the field
// holds, then brought to the latest schema the way a start does.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/client';
import type { TestDatabase } from './databases';

/** The migrations as they were before `tag`, in a folder of their own (the caller removes it). */
export function migrationsBefore(tag: string): string {
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
