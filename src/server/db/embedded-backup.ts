import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './embedded-lock';
import { packSnapshot } from './embedded-snapshot';
import { withRunningServerSnapshot, type OnlineBackupResult } from './online-backup';

// Backups of the embedded database: a gzipped tar of its data directory, the format of
// PGlite's dumpDataDir. A running server copies its directory between two transactions
// (online-backup.ts) and this process packs the copy; with no server running, this process
// opens the directory (the lock keeps a server from starting meanwhile) and dumps it.
// A Postgres server is backed up with pg_dump.

export interface BackupResult {
  bytes: number;
  /** Set when the running server took it; null when no server was running. */
  online: OnlineBackupResult | null;
}

/**
 * Writes a consistent backup of the embedded database to `file`: from the server running
 * on `dataDir` (DATA_DIR) when there is one, else straight from `databaseDir`. The file
 * appears whole or not at all: it is written under a temporary name beside it, then renamed.
 */
export async function backupEmbedded(opts: { dataDir: string; databaseDir: string; file: string }): Promise<BackupResult> {
  // Before anything else, so a file that cannot be written costs the server no pause.
  const target = await openTarget(opts.file);
  try {
    const online = await withRunningServerSnapshot(opts.dataDir, async (copy) => pipeline(await packSnapshot(copy), target.stream));
    if (!online) await dumpStopped(opts.databaseDir, target.stream);
    return { bytes: await target.commit(), online };
  } catch (err) {
    await target.discard();
    throw err;
  }
}

/** The dump of a database no server has open: PGlite's own, while this process holds the lock. */
async function dumpStopped(databaseDir: string, out: Writable): Promise<void> {
  if (!existsSync(databaseDir) || readdirSync(databaseDir).length === 0) throw new Error(`There is no embedded database in ${databaseDir}.`);
  const unlock = lockDataDir(databaseDir);
  try {
    const db = new PGlite(databaseDir);
    await db.waitReady;
    try {
      const dump = await db.dumpDataDir('gzip');
      out.end(Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/** A file written under a temporary name in its folder, renamed into place once complete. */
async function openTarget(file: string) {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  const handle = await open(temporary, 'wx', 0o600).catch((err: unknown) => {
    throw new Error(`cannot write ${file}: ${err instanceof Error ? err.message : String(err)}`);
  });
  // Flushed to the disk before it closes, so the name never points at a file still in memory.
  const stream = handle.createWriteStream({ flush: true });
  // A failed write (a full disk) is reported by commit(), whenever it happens.
  stream.on('error', () => undefined);
  return {
    stream,
    /** Once `stream` has ended: the file takes its name. */
    async commit(): Promise<number> {
      await finished(stream);
      const { size } = await stat(temporary);
      await rename(temporary, file).catch((err: unknown) => {
        throw new Error(`cannot write ${file}: ${err instanceof Error ? err.message : String(err)}`);
      });
      return size;
    },
    async discard(): Promise<void> {
      stream.destroy();
      await handle.close().catch(() => undefined);
      await rm(temporary, { force: true });
    },
  };
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
