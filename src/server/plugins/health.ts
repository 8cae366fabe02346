import type { FastifyPluginAsync } from 'fastify';
import { migrationsApplied, type Db } from '../db/client';
import { dependencyStates, type Dependency, type DependencyState } from '../metrics/dependencies';
import type { RedisHealth, RedisState } from '../realtime/realtime';

/** The database answers a readiness check within this time, or counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  status: 'ready' | 'not ready';
  shuttingDown: boolean;
  database: 'ok' | 'unreachable';
  migrations: 'applied' | 'pending' | 'unknown';
  redis: RedisState;
  /** Outside services, shown and never deciding readiness (metrics/dependencies.ts). */
  dependencies: Record<Dependency, DependencyState>;
}

async function databaseCheck(db: Db): Promise<Pick<Readiness, 'database' | 'migrations'>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([migrationsApplied(db), timeout]);
    return { database: 'ok', migrations: applied ? 'applied' : 'pending' };
  } catch {
    return { database: 'unreachable', migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthOptions {
  db: Db;
  redis: RedisHealth;
  shuttingDown: () => boolean;
}

/**
 * GET /healthz: the process answers (liveness). GET /readyz: this instance should
 * get traffic (readiness): not shutting down, the database reachable with every
 * migration applied, and Redis connected when configured. Redis that worked and went
 * away reads 'degraded' and keeps the instance ready: only realtime fan-out suffers,
 * so a Redis outage must not take every instance out of the load balancer. The outside
 * services (Steam, Coinbase, drand) are listed as ok, degraded or unknown for the
 * operator, and never make an instance unready: no other instance would do better.
 * Routes only, so it stays encapsulated: the app-wide hooks registered before it apply.
 */
export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, opts) => {
  const routeOptions = { config: { access: 'public', rateLimit: false }, schema: { hide: true } } as const;
  app.get('/healthz', routeOptions, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', routeOptions, async (_request, reply) => {
    const shuttingDown = opts.shuttingDown();
    const redis = opts.redis.state();
    const db = shuttingDown ? ({ database: 'ok', migrations: 'applied' } as const) : await databaseCheck(opts.db);
    const ready = !shuttingDown && db.database === 'ok' && db.migrations === 'applied' && redis !== 'down';
    const body: Readiness = { status: ready ? 'ready' : 'not ready', shuttingDown, ...db, redis, dependencies: dependencyStates() };
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
