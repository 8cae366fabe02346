import { chmod, mkdir, readdir, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from './client';
import { copyBetweenTransactions } from './embedded-snapshot';

// The running server backs up its embedded database when the operator command asks it
// to, over a Unix socket in DATA_DIR that only the server's own user (and root) can open:
// its folder is 0700 and the socket 0600, so no password or token is involved, and no
// network port offers it. The server does only the part that needs its database: the
// snapshot, a copy of the data directory made between two transactions. The command
// packs that copy into the backup file in its own process, with its own rights (the
// server may write only DATA_DIR), while the server goes on serving; the copy is deleted
// when the command's connection ends. Decision 0057.

/** The longest Unix socket path Linux accepts (sun_path, 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;

/** Where the server listens, and where it keeps a snapshot's copy while the command packs it. */
const folderOf = (dataDir: string) => join(dataDir, 'online-backup');
export const onlineBackupSocket = (dataDir: string): string => join(folderOf(dataDir), 'socket');

export interface OnlineBackupOptions {
  db: Db;
  /** DATA_DIR: the socket and the snapshot's copy go in its online-backup folder. */
  dataDir: string;
  /** The embedded database's folder (DATA_DIR/pglite). */
  databaseDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** For tests: runs inside the pause, on the database exactly as the snapshot holds it. */
  whilePaused?: (tx: Tx) => Promise<void>;
}

export interface OnlineBackups {
  socket: string;
  /**
   * Stops listening; a snapshot being copied stops between two files, and one being packed
   * is deleted (the command then fails and keeps nothing).
   */
  close(): Promise<void>;
}

/** What the server answers first: where the snapshot's copy is, and what it cost. */
interface SnapshotTaken {
  /** The copy's folder name, in the online-backup folder. */
  name: string;
  pausedMs: number;
  takenAt: string;
}

/**
 * Listens for `npm run admin -- backup` while the server runs. Returns null, with a
 * warning, where it cannot: the command then asks for the server to be stopped.
 */
export async function serveOnlineBackups(opts: OnlineBackupOptions): Promise<OnlineBackups | null> {
  const folder = folderOf(opts.dataDir);
  const socket = onlineBackupSocket(opts.dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    opts.log.warn(
      `online backups are off: the socket path ${socket} is longer than a Unix socket allows; back up with the server stopped, or use a shorter DATA_DIR`,
    );
    return null;
  }
  let leased: { answer: ServerResponse; stop: AbortController; released: Promise<void> } | null = null;
  const server = createServer((req, res) => {
    req.resume();
    if (req.method !== 'POST' || req.url !== '/snapshot') return refuse(res, 404, 'the only request here is POST /snapshot');
    if (leased) return refuse(res, 409, 'another backup of this database is being taken: try again when it is done');
    const stop = new AbortController();
    const released = lendSnapshot(opts, folder, res, stop.signal).finally(() => (leased = null));
    leased = { answer: res, stop, released };
  });
  try {
    // The folder, not only the socket, is the server user's alone: no moment exists
    // between listen() and chmod() when another user could connect.
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
    // A socket or a snapshot left by a server that stopped mid-backup: this process holds the
    // database's lock, so no other server is using them.
    for (const name of await readdir(folder)) await rm(join(folder, name), { recursive: true, force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => {
        server.off('error', reject);
        resolve();
      });
    });
    await chmod(socket, 0o600);
  } catch (err) {
    server.close();
    opts.log.warn({ err }, `online backups are off: could not listen on ${socket}; back up with the server stopped`);
    return null;
  }
  server.on('error', (err) => opts.log.error({ err }, 'online backup socket failed'));
  opts.log.info(`online backups: npm run admin -- backup <file> asks this server through ${socket}`);
  return {
    socket,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        leased?.stop.abort();
        leased?.answer.destroy();
      });
      await leased?.released;
    },
  };
}

function refuse(res: ServerResponse, status: number, error: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
}

/**
 * Takes the snapshot (the pause), answers where its copy is, and deletes the copy when the
 * command's connection ends: the answer stays open until then, as the command's lease.
 */
async function lendSnapshot(opts: OnlineBackupOptions, folder: string, res: ServerResponse, signal: AbortSignal): Promise<void> {
  const name = `snapshot-${Date.now()}`;
  const copy = join(folder, name);
  const ended = new Promise<void>((resolve) => res.once('close', resolve));
  try {
    const taken = await copyBetweenTransactions(opts.db, opts.databaseDir, copy, { signal, whilePaused: opts.whilePaused });
    const answer: SnapshotTaken = { name, pausedMs: Math.round(taken.pausedMs), takenAt: taken.takenAt.toISOString() };
    opts.log.info({ onlineBackup: answer }, `online backup: snapshot taken; database requests waited ${answer.pausedMs} ms for it`);
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    res.write(`${JSON.stringify(answer)}\n`);
    await ended;
  } catch (err) {
    opts.log.error({ err }, 'online backup: the snapshot failed');
    if (!res.headersSent) refuse(res, 500, `the snapshot failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

export interface OnlineBackupResult {
  /** How long the server's database requests waited for the snapshot. */
  pausedMs: number;
  takenAt: string;
}

/**
 * Asks the server running on DATA_DIR for a snapshot and hands its copy to `pack`; the
 * copy is the server's to delete once `pack` is done. Null when no server listens there.
 */
export async function withRunningServerSnapshot(dataDir: string, pack: (copy: string) => Promise<void>): Promise<OnlineBackupResult | null> {
  const socket = onlineBackupSocket(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) return null;
  const res = await new Promise<IncomingMessage | null>((resolve, reject) => {
    const req = request({ socketPath: socket, method: 'POST', path: '/snapshot' }, resolve);
    req.on('error', (err: NodeJS.ErrnoException) => {
      // No socket, or one a stopped server left behind: no server is running.
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else if (err.code === 'EACCES' || err.code === 'EPERM')
        reject(new Error(`the running server's backup socket ${socket} is not open to this user: run the command as the server's user (or root)`));
      else reject(err);
    });
    req.end();
  });
  if (!res) return null;
  // The server ends the answer, or drops it, only when it stops: its copy is gone then too.
  let serverGone = false;
  res.on('close', () => (serverGone = true));
  res.on('error', () => (serverGone = true));
  try {
    const first = await firstLine(res);
    if (res.statusCode !== 200) {
      const error = (() => {
        try {
          return (JSON.parse(first) as { error?: string }).error;
        } catch {
          return undefined;
        }
      })();
      throw new Error(`the running server did not take the backup: ${error ?? `answer ${res.statusCode}`}`);
    }
    if (serverGone) throw new Error('the server stopped before its snapshot was taken');
    const taken = JSON.parse(first) as SnapshotTaken;
    try {
      await pack(join(folderOf(dataDir), basename(taken.name)));
    } catch (err) {
      if (serverGone) throw new Error('the server stopped during the backup', { cause: err });
      throw err;
    }
    if (serverGone) throw new Error('the server stopped during the backup');
    return { pausedMs: taken.pausedMs, takenAt: taken.takenAt };
  } finally {
    res.destroy();
  }
}

/** The answer's first line, as soon as it arrives; the answer stays open. */
function firstLine(res: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const finish = (line: string) => {
      res.off('data', onData).off('end', onEnd).off('close', onEnd);
      res.resume();
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) finish(text.slice(0, end));
    };
    const onEnd = () => finish(text);
    res.on('data', onData).on('end', onEnd).on('close', onEnd);
  });
}
