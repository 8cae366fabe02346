import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Listener } from '../../db/client';
import { settingsRepository } from './settings.repository';

const KEY = 'maintenance_mode';
/** Every instance LISTENs here; a write of a setting NOTIFYs on commit. */
const SETTINGS_CHANNEL = 'fowls_settings';
/** A safety net only: a notification clears the copy at once. */
const CACHE_TTL_MS = 5000;

/**
 * The flag as this instance last read it. It is trusted only while the LISTEN is live,
 * so a toggle on any instance reaches every instance at once (DESIGN rule 5), and each
 * API call no longer pays a query for it.
 */
interface FlagCache {
  listener: Listener;
  value: boolean | null;
  readAt: number;
  /** Counts invalidations, so a read that started before one does not store its stale answer. */
  generation: number;
}

const caches = new WeakMap<object, FlagCache>();

/** Keeps the flag of `database` cached on this instance until the app closes. */
export async function watchMaintenance(database: Database): Promise<Listener> {
  const cache: FlagCache = { listener: { live: () => false, close: async () => undefined }, value: null, readAt: 0, generation: 0 };
  cache.listener = await database.listen(SETTINGS_CHANNEL, () => clear(cache));
  caches.set(database.db, cache);
  return {
    live: () => cache.listener.live(),
    async close() {
      caches.delete(database.db);
      await cache.listener.close();
    },
  };
}

// Read from the database unless this instance holds a copy a notification would have
// cleared; inside a transaction (a toggle reads the old value) always from the database.
export async function isMaintenanceOn(ctx: { db: DbOrTx }): Promise<boolean> {
  const cache = caches.get(ctx.db);
  const fresh = cache?.listener.live() && cache.value !== null && Date.now() - cache.readAt < CACHE_TTL_MS;
  if (cache && fresh) return cache.value!;
  const generation = cache?.generation;
  const value = (await settingsRepository.get<boolean>(ctx.db, KEY)) === true;
  if (cache && cache.generation === generation) {
    cache.value = value;
    cache.readAt = Date.now();
  }
  return value;
}

function clear(cache: FlagCache) {
  cache.value = null;
  cache.generation++;
}

/**
 * Drops this instance's copy at once, so the instance that changed the flag reads its own
 * write on the very next request rather than when its notification comes back. Call it
 * after the transaction that changed the flag commits.
 */
export function forgetMaintenance(ctx: { db: DbOrTx }): void {
  const cache = caches.get(ctx.db);
  if (cache) clear(cache);
}

/** Sets the flag; every instance's copy is cleared when the write commits. */
export async function setMaintenance(ctx: { db: DbOrTx }, enabled: boolean): Promise<void> {
  await settingsRepository.set(ctx.db, KEY, enabled);
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
