import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './embedded-lock';

// Backups of the embedded database: PGlite's own dump of its data directory
// (a gzipped tar). Taken while no server has the directory open (the lock makes
// sure), so the dump is consistent; a Postgres server is backed up with pg_dump.

/** Writes a consistent dump of the embedded database to `file`; returns its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new Error(`There is no embedded database in ${dataDir}.`);
  const unlock = lockDataDir(dataDir);
  try {
    const db = new PGlite(dataDir);
    await db.waitReady;
    try {
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(file, bytes, { mode: 0o600 });
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores a dump into `dataDir`. An existing database is moved aside to
 * `<dataDir>.before-restore-<time>` (never deleted), and only when `replace` is set.
 * Returns where the previous database went, if anywhere.
 */
export async function restoreEmbedded(dataDir: string, file: string, opts: { replace: boolean }): Promise<{ movedTo: string | null }> {
  const dump = new Blob([readFileSync(file)]);
  const unlock = lockDataDir(dataDir);
  let movedTo: string | null = null;
  try {
    if (readdirSync(dataDir).length > 0) {
      if (!opts.replace) throw new Error(`${dataDir} already holds a database: add --replace to move it aside and restore over it.`);
      movedTo = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, movedTo);
    }
    const db = new PGlite(dataDir, { loadDataDir: dump });
    await db.waitReady;
    await db.query('SELECT 1');
    await db.close();
    return { movedTo };
  } finally {
    unlock();
  }
}
