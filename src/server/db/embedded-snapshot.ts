import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

// A snapshot of the embedded database while the server keeps it open (decision 0057).
// PGlite runs one statement at a time through one lock, so holding its transaction lock
// is a moment between two transactions: a CHECKPOINT then writes every change to the data
// files, and a copy of the directory made before the lock is released is the database
// exactly as it stood then, as if the server had stopped there. Every request that
// reaches the database meanwhile waits; the copy is a plain file copy on the same disk,
// and the slow part (tar and gzip) reads the copy after the lock is released, in the
// operator command's process.

/** A WAL segment's file name: timeline, log and segment numbers, 8 hex digits each. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** Files copied at once: two kept this machine's disk busiest (measured, decision 0057). */
const COPY_CONCURRENCY = 2;
/** The longest path PGlite's restore reads from a tar header (ustar's name field, no prefix or pax header). */
const MAX_TAR_PATH = 99;

export interface PausedCopy {
  /** How long the database served nothing: from taking its lock to releasing it. */
  pausedMs: number;
  /** When the snapshot was taken. */
  takenAt: Date;
}

export interface CopyOptions {
  /** Ends the copy between two files (the server is stopping), releasing the database. */
  signal?: AbortSignal;
  /** Runs inside the pause, on the database as the copy holds it (tests read the snapshot's rows there). */
  whilePaused?: (tx: Tx) => Promise<void>;
}

/**
 * Copies the embedded database in `dataDir` into the new directory `into`, as it stands
 * between two transactions. Only the WAL from the checkpoint on is copied: the older
 * segments are kept for reuse, and recovery never reads them.
 */
export async function copyBetweenTransactions(db: Db, dataDir: string, into: string, opts: CopyOptions = {}): Promise<PausedCopy> {
  return db.transaction(async (tx) => {
    const started = performance.now();
    const takenAt = new Date();
    await tx.execute(sql`CHECKPOINT`);
    const wal = await tx.execute(
      sql`SELECT pg_walfile_name(redo_lsn) AS first, pg_walfile_name(pg_current_wal_insert_lsn()) AS last FROM pg_control_checkpoint()`,
    );
    const { first, last } = (wal as unknown as { rows: { first: string; last: string }[] }).rows[0]!;
    const needed = (path: string) => {
      const [folder, name, ...deeper] = path.split('/');
      return folder !== 'pg_wal' || deeper.length > 0 || !name || !WAL_SEGMENT.test(name) || (name >= first && name <= last);
    };
    await copyTree(dataDir, into, needed, opts.signal);
    await opts.whilePaused?.(tx);
    return { pausedMs: performance.now() - started, takenAt };
  });
}

async function copyTree(from: string, to: string, include: (path: string) => boolean, signal?: AbortSignal): Promise<void> {
  await mkdir(to, { mode: 0o700 });
  const files: string[] = [];
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    const path = relative(from, join(entry.parentPath, entry.name));
    if (entry.isDirectory()) await mkdir(join(to, path), { recursive: true, mode: 0o700 });
    else if (include(path)) files.push(path);
  }
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      signal?.throwIfAborted();
      const path = files[next++]!;
      await copyFile(join(from, path), join(to, path));
    }
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));
}

/**
 * The copied directory as a gzipped tar, the format PGlite's dumpDataDir writes and its
 * loadDataDir reads (so `restore` takes it as it takes an offline backup), read and
 * compressed as a stream: the operator command's memory stays small however large the
 * database.
 */
export async function packSnapshot(dir: string): Promise<Readable> {
  const entries = await readdir(dir, { recursive: true });
  const tooLong = entries.find((path) => Buffer.byteLength(path) > MAX_TAR_PATH);
  if (tooLong) throw new Error(`the database file ${tooLong} has a path too long for the backup format`);
  // Loaded on the first backup: a server that never makes one keeps it out of its idle memory.
  const { create: createTar } = await import('tar');
  const tar = createTar({ cwd: dir, portable: true }, await readdir(dir));
  const gzip = createGzip();
  tar.on('error', (err: unknown) => gzip.destroy(err instanceof Error ? err : new Error(String(err))));
  return tar.pipe(gzip);
}
