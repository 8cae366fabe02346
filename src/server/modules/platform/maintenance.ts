import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Listener } from '../../db/client';
import { monotonicMs } from '../../elapsed';
import { settingsRepository } from './settings.repository';

const KEY = 'maintenance_mode';
/** Every instance LISTENs here; a write of a setting NOTIFYs on commit. */
const SETTINGS_CHANNEL = 'fowls_settings';
/** A safety net only: a notification clears the copy at once. */
const CACHE_TTL_MS = 5000;

/**
 * The flag as this app instance last read it. It is trusted only while the LISTEN is live,
 * so a toggle on any instance reaches every instance at once (DESIGN rule 5), and each
 * API call no longer pays a query for it. Each app holds its own (AppContext.maintenance):
 * two apps on one database in one process (the tests build several) keep separate copies,
 * and closing one leaves the other's copy alone.
 */
export interface MaintenanceWatch extends Listener {
  /** The database handle the copy belongs to: a read through any other (a transaction) goes to the database. */
  readonly db: DbOrTx;
  /** @internal read and cleared by this module only; `readAt` is monotonic (the copy's age is real elapsed time) */
  readonly copy: { value: boolean | null; readAt: number; generation: number };
}

/** Who may read the flag: an app's context carries its copy; an operator command has none. */
export interface MaintenanceReader {
  db: DbOrTx;
  maintenance?: MaintenanceWatch | null;
}

/** Starts this instance's copy of the flag of `database`; close it with the app. */
export async function watchMaintenance(database: Database): Promise<MaintenanceWatch> {
  const copy = { value: null as boolean | null, readAt: 0, generation: 0 };
  const listener = await database.listen(SETTINGS_CHANNEL, () => clear(copy));
  // A closed watch is never trusted again, whatever its connection still says.
  let closed = false;
  return {
    db: database.db,
    copy,
    live: () => !closed && listener.live(),
    async close() {
      closed = true;
      await listener.close();
    },
  };
}

const copyOf = (ctx: MaintenanceReader) => (ctx.maintenance && ctx.maintenance.db === ctx.db ? ctx.maintenance : null);

// Read from the database unless this instance holds a copy a notification would have
// cleared; inside a transaction (a toggle reads the old value) always from the database.
export async function isMaintenanceOn(ctx: MaintenanceReader): Promise<boolean> {
  const watch = copyOf(ctx);
  const copy = watch?.copy;
  const fresh = watch?.live() && copy!.value !== null && monotonicMs() - copy!.readAt < CACHE_TTL_MS;
  if (copy && fresh) return copy.value!;
  const generation = copy?.generation;
  const value = (await settingsRepository.get<boolean>(ctx.db, KEY)) === true;
  if (copy && copy.generation === generation) {
    copy.value = value;
    copy.readAt = monotonicMs();
  }
  return value;
}

function clear(copy: MaintenanceWatch['copy']) {
  copy.value = null;
  copy.generation++;
}

/**
 * Drops this instance's copy at once, so the instance that changed the flag reads its own
 * write on the very next request rather than when its notification comes back. Call it
 * after the transaction that changed the flag commits.
 */
export function forgetMaintenance(ctx: MaintenanceReader): void {
  const watch = copyOf(ctx);
  if (watch) clear(watch.copy);
}

/** Sets the flag; every instance's copy is cleared when the write commits. */
export async function setMaintenance(ctx: MaintenanceReader, enabled: boolean, now: Date): Promise<void> {
  await settingsRepository.set(ctx.db, KEY, enabled, now);
  await ctx.db.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, ${KEY})`);
  // Outside a transaction the write has committed already.
  forgetMaintenance(ctx);
}

/**
 * API paths that still answer during maintenance: sign-in, sign-out, the status
 * routes, and the payment provider's webhook (a payment made just before must still count).
 */
export const maintenanceExemptPaths = [
  /^\/api\/payment\/webhook$/,
  /^\/api\/auth\/steam(\/return)?$/,
  /^\/api\/auth\/logout$/,
  /^\/api\/logout$/,
  /^\/api\/platform$/,
  /^\/api\/admin\/maintenance-status$/,
];

export const MAINTENANCE_MESSAGE = 'The platform is down for maintenance. Please check back soon.';
