import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type App } from '../../src/server/app';
import { buildConfig, parseEnv, type StartConfig } from '../../src/server/config';
import type { TradeBotFactory } from '../../src/server/integrations/steam';
import type { LogStream } from '../../src/server/logging';
import { freePort } from './ports';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';

export interface TestApp extends App {
  baseUrl: string;
  database: TestDatabase;
}

/**
 * The whole platform on a real port (the OpenID relying party calls the Steam
 * sandbox over HTTP) and a fresh database of the given kind.
 */
export async function startTestApp(
  kind: DatabaseKind,
  opts: {
    env?: Record<string, string>;
    config?: Partial<StartConfig>;
    clock?: () => Date;
    /** Log lines go here (at env LOG_LEVEL); without it the app logs nothing. */
    logStream?: LogStream;
    /** Another instance's database, shared as behind a load balancer; closed by its owner. */
    database?: TestDatabase;
    /** A trade bot adapter in place of the one the configuration picks. */
    createTradeBot?: TradeBotFactory;
  } = {},
): Promise<TestApp> {
  const port = await freePort();
  const database = opts.database ?? (await createTestDatabase(kind));
  const config = buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'test-session-secret-0123456789abcdef-0123',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      ...opts.env,
    }),
    {
      serveWeb: false,
      rateLimits: { perMinute: 100_000, adminLoginPerIp: 1000 },
      // Money tests race many requests of one player at the database's locks, so the
      // per-player queue that protects the pool in production lets them all through.
      perUserConcurrency: { running: 64, waiting: 1_000 },
      ...opts.config,
    },
  );
  // Sandbox beacon rounds every second: a closed raffle waits at most that long for its draw.
  if (!opts.config?.beacon) config.beacon = { ...config.beacon, sandboxPeriodSeconds: 1 };
  const built = await buildApp(config, {
    database,
    clock: opts.clock,
    createTradeBot: opts.createTradeBot,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  injectFromOwnOrigin(built.app, config.publicUrl);
  await built.app.listen({ port, host: '127.0.0.1' });
  return {
    ...built,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    async close() {
      await built.close();
      if (!opts.database) await database.close();
    },
  };
}

/**
 * Browsers send Origin on every state-changing request and app.inject does not, so
 * injected requests come from the platform's own origin unless a test says otherwise:
 * `headers: { origin: 'https://evil.example' }`, or `origin: undefined` for none.
 */
export function injectFromOwnOrigin(app: FastifyInstance, publicUrl: string): void {
  const origin = new URL(publicUrl).origin;
  const inject = app.inject.bind(app) as (opts: InjectOptions) => ReturnType<FastifyInstance['inject']>;
  app.inject = ((opts: InjectOptions | string) => {
    const options: InjectOptions = typeof opts === 'string' ? { url: opts } : { ...opts };
    const headers: Record<string, string | string[] | undefined> = { ...(options.headers as Record<string, string | undefined>) };
    if (!('origin' in headers)) headers.origin = origin;
    else if (headers.origin === undefined) delete headers.origin;
    return inject({ ...options, headers: headers as InjectOptions['headers'] });
  }) as FastifyInstance['inject'];
}

/**
 * Waits until the app has applied every notification sent so far. A test that changes a
 * player's account straight in the database (a ban, a break) calls it before the player's
 * next request: the app may answer that player from a kept session until the change's
 * notification has reached it (decision 0062).
 */
export const noticed = async (t: Pick<App, 'ctx'>): Promise<void> => t.ctx.keptSessions?.caughtUp();
