import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { monotonicMs } from '../elapsed';
import type { Database, Db, Listener } from './client';
import { users } from './schema';

/**
 * The columns every bet, entry or win writes. A kept session never holds them: a route that
 * shows or uses them reads them, so money is never served from a copy. Changing them sends
 * no notice either (migration 0018 names the same columns).
 */
const MONEY_COLUMNS = ['fowlBalance', 'totalWins', 'raffleWagered', 'totalSpent', 'raffleEntriesMade', 'updatedAt'] as const;
type MoneyColumn = (typeof MONEY_COLUMNS)[number];

/** The player as a session knows them: everything access depends on, nothing that moves with money. */
export type SessionUser = Omit<typeof users.$inferSelect, MoneyColumn>;

/** The columns of SessionUser, for the query that reads a session. */
export const sessionUserColumns = Object.fromEntries(
  Object.entries(getTableColumns(users)).filter(([name]) => !(MONEY_COLUMNS as readonly string[]).includes(name)),
) as Omit<ReturnType<typeof getTableColumns<typeof users>>, MoneyColumn>;

/** Triggers on sessions, users and play_limits NOTIFY here with the player's id (migration 0018). */
export const SESSIONS_CHANNEL = 'fowls_sessions';
/** Enough for every player one instance serves; past it the oldest kept session is read again. */
export const MAX_KEPT_SESSIONS = 20_000;
/** A safety net only: a notification drops a kept session at once. */
export const KEPT_SESSION_MAX_AGE_MS = 30_000;

/** A session as this instance read it: the player's row without the money, and when the session ends. */
export interface FoundSession {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * The sessions this app instance read, by the hash of their id (decision 0062). They are
 * trusted only while the LISTEN is live, so a sign-out, a ban or any change of what access
 * depends on, made on any instance, drops them at once (DESIGN rule 5). Each app holds its
 * own (AppContext.keptSessions), as it does its maintenance flag: tests build several apps
 * in one process. Times that end access (the session's expiry, Premium's) are checked
 * against the app's clock when a session is used, not kept.
 */
export interface SessionWatch extends Listener {
  /** The database the sessions were read from: a service on another handle keeps nothing here. */
  readonly db: Db;
  /** The kept session of `idHash` if it may be trusted at `now`, else null. */
  get(idHash: string, now: Date): FoundSession | null;
  /** Taken before a read; `keep` stores the read only if nothing was dropped since. */
  generation(): number;
  keep(idHash: string, session: FoundSession, generation: number): void;
  /** Drops one session (this instance ended it). */
  forget(idHash: string): void;
  /** Drops every kept session of the player. */
  forgetUser(userId: string): void;
  /** How many sessions are kept. */
  size(): number;
  /**
   * Resolves once every notification committed before the call has been applied here: a
   * notification of its own goes through the same channel, and Postgres delivers them in
   * commit order. For a caller that wrote to the database itself and must not be answered
   * from a copy its own write should have dropped.
   */
  caughtUp(): Promise<void>;
}

interface Kept extends FoundSession {
  readAt: number;
}

export function createSessionWatch(db: Db, listener: Listener, limits = { max: MAX_KEPT_SESSIONS, maxAgeMs: KEPT_SESSION_MAX_AGE_MS }) {
  const kept = new Map<string, Kept>();
  const waiting = new Map<string, () => void>();
  let generation = 0;
  // A closed watch is never trusted again, whatever its connection still says.
  let closed = false;
  const live = () => !closed && listener.live();
  const dropAll = () => {
    kept.clear();
    generation++;
    // Nothing kept is left to be stale: whoever waits for a notification may go on.
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };
  const forgetUser = (userId: string) => {
    generation++;
    for (const [idHash, session] of kept) if (session.user.id === userId) kept.delete(idHash);
  };
  const watch: SessionWatch & { onNotify(payload: string | null): void } = {
    db,
    live,
    async close() {
      closed = true;
      dropAll();
      await listener.close();
    },
    get(idHash, now) {
      const session = kept.get(idHash);
      if (!session) return null;
      if (!live() || monotonicMs() - session.readAt >= limits.maxAgeMs || session.expiresAt <= now) {
        kept.delete(idHash);
        return null;
      }
      return session;
    },
    generation: () => generation,
    keep(idHash, session, readGeneration) {
      // A notification (or a loss of the listener) since the read began may be about this
      // very row: what was read is kept only when nothing was dropped in between.
      if (readGeneration !== generation || !live()) return;
      kept.delete(idHash);
      kept.set(idHash, { ...session, readAt: monotonicMs() });
      // Map keeps insertion order: the first key is the one read longest ago.
      if (kept.size > limits.max) kept.delete(kept.keys().next().value!);
    },
    forget(idHash) {
      generation++;
      kept.delete(idHash);
    },
    forgetUser,
    size: () => kept.size,
    async caughtUp() {
      if (!live()) return;
      const mark = `caught-up:${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => waiting.set(mark, resolve));
      await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${mark})`);
      await arrived;
    },
    // A payload names the player whose access changed (or a caller's mark); null means
    // notifications may have been missed.
    onNotify(payload) {
      const resolve = payload ? waiting.get(payload) : undefined;
      if (resolve) {
        waiting.delete(payload!);
        resolve();
      } else if (payload) forgetUser(payload);
      else dropAll();
    },
  };
  return watch;
}

/** Starts this instance's kept sessions of `database`; close it with the app. */
export async function watchSessions(database: Database): Promise<SessionWatch> {
  let onNotify: (payload: string | null) => void = () => undefined;
  const listener = await database.listen(SESSIONS_CHANNEL, (payload) => onNotify(payload));
  const watch = createSessionWatch(database.db, listener);
  onNotify = watch.onNotify;
  return watch;
}
