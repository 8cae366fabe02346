import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { imageSources } from '../core/image-url';
import type { AppConfig, StartConfig } from './config';
import type { AppContext, Realtime } from './context';
import { watchSessions } from './db/kept-sessions';
import { openDatabase, type Database } from './db/client';
import { drandSandboxPlugin } from './integrations/drand';
import { loggerOptions, RequestLogController, requestIdGenerator, type LogStream } from './logging';
import { proxyTrust } from './http/proxy-trust';
import { createTradeBot, steamSandboxPlugin, type TradeBotFactory } from './integrations/steam';
import {
  accountsCleanupJob,
  accountsRoutes,
  createSessionService,
  requirePlayer,
  requirePremium,
  requireUser,
  seedDemoPersonas,
  STEAM_RETURN_PATH,
} from './modules/accounts';
import { startScheduler } from './jobs/scheduler';
import { adminCleanupJob, adminRoutes, createAdminAuthService, ensureAdminPassword, resealTwoFactorSecrets } from './modules/admin';
import { adminLogsRoutes } from './modules/admin-logs';
import { adminUsersRoutes } from './modules/admin-users';
import { fairnessRoutes } from './modules/fairness';
import { feedRoutes, seedDemoMoments } from './modules/feed';
import { playLimitsRoutes } from './modules/play-limits';
import { feedbackRoutes } from './modules/feedback';
import { leaderboardRoutes } from './modules/leaderboard';
import { createPaymentJobs, paymentsRoutes } from './modules/payments';
import { playersRoutes } from './modules/players';
import { profileRoutes } from './modules/profile';
import { referralsRoutes } from './modules/referrals';
import { spectatorRoutes } from './modules/spectator';
import { fowlCaseRoutes } from './modules/fowl-case';
import { createFowlHuntJobs, fowlHuntRoutes } from './modules/fowl-hunt';
import { gameRoundsRepository, gamesCleanupJob, gamesRoutes, plinkoCoopBonusJob } from './modules/games';
import { sharedSessionSecret, watchMaintenance } from './modules/platform';
import { createPrizeJobs, prizesRoutes } from './modules/prizes';
import { createRaffleJobs, rafflesRoutes } from './modules/raffles';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { maintenancePlugin } from './plugins/maintenance';
import { metricsPlugin } from './plugins/metrics';
import { noStorePlugin } from './plugins/no-store';
import { perUserConcurrencyPlugin } from './plugins/per-user-concurrency';
import { createRealtime } from './realtime/realtime';
import { installDrainGate } from './http/drain-gate';
import { registerStatic, registerWebFallback } from './http/web-pages';
import { createRedisWatch } from './realtime/redis-watch';
import { createInstanceMetrics } from './metrics';
import { routeAccessPlugin } from './plugins/route-access';
import { sameOriginPlugin } from './plugins/same-origin';
import { sessionPlugin } from './plugins/session';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  /** An already-open database (tests); otherwise opened from config. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: LogStream;
  /** The clock the services read; the system clock when absent. */
  clock?: () => Date;
  /** The trade bot adapter (a bot whose Steam login fails, say); the one the configuration picks when absent. */
  createTradeBot?: TradeBotFactory;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  /** Set when no ADMIN_PASSWORD was configured and one was generated on this start. */
  generatedAdminPassword: string | null;
  /** True when no admin password is stored and none was generated (production): the portal is locked. */
  adminPasswordMissing: boolean;
  /**
   * Graceful stop: /readyz and every new request answer 503 with `Connection: close`
   * (the port stays open), sockets are told to reconnect elsewhere, scheduled jobs
   * finish (their locks end with their transactions), the requests in flight finish
   * (and at least `drainMs` pass, for a balancer to notice), the server stops listening,
   * Redis closes after the events those requests sent, then the pool closes.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

export async function buildApp(startConfig: StartConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(startConfig, options.logStream),
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: startConfig.httpTimeouts.requestMs,
    connectionTimeout: startConfig.httpTimeouts.idleMs,
    trustProxy: proxyTrust(startConfig.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdGenerator(startConfig.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const database =
    options.database ?? (await openDatabase(startConfig.database, { onIdleError: (err) => app.log.warn({ err }, 'postgres connection lost'), log: app.log }));
  const ownsDatabase = !options.database;
  const maintenanceWatch = await watchMaintenance(database);
  const keptSessions = await watchSessions(database);
  const config: AppConfig = {
    ...startConfig,
    sessionSecret: startConfig.sessionSecret ?? (await sharedSessionSecret(database.db, startConfig.dataDir)),
  };
  // The one clock every service, job and route reads (AppContext.clock).
  const clock = options.clock ?? (() => new Date());
  const sessions = createSessionService({ db: database.db, clock, keptSessions });
  let shuttingDown = false;
  // server.close() ends only the connections idle at that moment: a keep-alive
  // connection whose request was in flight would then hold the shutdown open until
  // its idle timeout. Its answer says the connection closes with it.
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });

  // External plugins first.
  // Security headers. helmet's middleware is built once here: the Fastify plugin rebuilt it,
  // and parsed the policy again, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The raffle image rule's own host list: an image an admin may set is always displayed.
        imgSrc: imageSources(config.imageHosts),
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        formAction: ["'self'", 'https://steamcommunity.com'],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  // Answers over 1 KB and the HTML go out compressed, per request; the bundles come compressed
  // from the build and the kept answers once per change. gzip first here: per request, brotli
  // at the plugin's level took half again gzip's CPU for a few percent fewer bytes.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'br'] });
  // During a rotation, cookies signed with the previous secret still sign players in; new ones use the current.
  await app.register(fastifyCookie, { secret: config.previousSessionSecret ? [config.sessionSecret, config.previousSessionSecret] : config.sessionSecret });
  // Built before the plugins: the Redis clients below report to them from their first connection.
  const metrics = createInstanceMetrics();
  const redisWatch = createRedisWatch(app.log, metrics);
  // Without a queue, a Redis that is away fails the check at once and skipOnError lets the request through.
  // Loaded only with REDIS_URL, as realtime's clients are.
  const rateLimitRedis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (rateLimitRedis) redisWatch.watch('rate_limit', rateLimitRedis);
  await app.register(fastifyRateLimit, {
    global: true,
    // After the session hook, so a signed-in user is limited as a user, not by the shared IP of a proxy or NAT.
    hook: 'preHandler',
    max: config.rateLimits.perMinute,
    timeWindow: '1 minute',
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'fowls-rl-', skipOnError: true } : {}),
    // Spectator screens share one account, so they are limited by address, not as one user.
    keyGenerator: (request) => (request.auth && !request.auth.user.isSpectator ? request.auth.user.id : request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: 'RATE_LIMITED',
    }),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Fowls platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await registerStatic(app, config);

  // Then the app's own plugins.
  const realtimeServer = await createRealtime(app, { config, sessions, redisWatch });
  const { realtime } = realtimeServer;
  const drainGate = installDrainGate(app.server);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    realtime,
    log: app.log,
    fetch: globalThis.fetch,
    clock,
    createTradeBot: options.createTradeBot ?? createTradeBot,
    maintenance: maintenanceWatch,
    keptSessions,
  };
  // Registered, not called: those that shape the whole app (hooks, the error handler,
  // decorators) are wrapped in fastify-plugin, so their hooks reach the routes below;
  // the order here is the order their hooks run in.
  await app.register(errorsPlugin);
  await app.register(sessionPlugin, { sessions });
  await app.register(maintenancePlugin, { ctx });
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(noStorePlugin);
  // API bodies are JSON only: a text/plain body is what a cross-site form would send.
  app.removeContentTypeParser('text/plain');
  const adminAuth = createAdminAuthService(ctx);
  const requireAdminToken = async (request: FastifyRequest) => adminAuth.requireTwoFactorWhenConfigured(await adminAuth.requireAdmin(request));
  app.decorate('requireAdminToken', requireAdminToken);
  // Before every route it must check: its onRoute hook sees only routes registered after it.
  await app.register(routeAccessPlugin, {
    checks: {
      public: () => undefined,
      viewer: (request) => request.auth && requireUser(request),
      callback: () => undefined,
      sandbox: () => undefined,
      user: requireUser,
      player: requirePlayer,
      premium: (request) => requirePremium(request, clock()),
      'admin-account': adminAuth.requireAdminUser,
      'admin-setup': adminAuth.requireAdmin,
      admin: requireAdminToken,
    },
  });
  await app.register(perUserConcurrencyPlugin, config.perUserConcurrency);
  await app.register(metricsPlugin, { metrics, token: config.metricsToken, poolStats: database.poolStats, connectedSockets: realtimeServer.connectedSockets });
  await app.register(healthPlugin, { db: database.db, redis: realtimeServer.redis, shuttingDown: () => shuttingDown });

  // Then the routes.
  await app.register(accountsRoutes, { ctx, sessions });
  await app.register(adminRoutes, { ctx, adminAuth });
  await app.register(fairnessRoutes, { ctx, hasActiveRound: gameRoundsRepository.hasActive });
  await app.register(gamesRoutes, { ctx });
  await app.register(fowlHuntRoutes, { ctx });
  await app.register(fowlCaseRoutes, { ctx });
  await app.register(prizesRoutes, { ctx });
  await app.register(rafflesRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(playersRoutes, { ctx });
  await app.register(referralsRoutes, { ctx });
  await app.register(leaderboardRoutes, { ctx });
  await app.register(feedbackRoutes, { ctx });
  await app.register(feedRoutes, { ctx });
  await app.register(playLimitsRoutes, { ctx });
  await app.register(spectatorRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx });
  await app.register(adminUsersRoutes, { ctx });
  await app.register(adminLogsRoutes, { ctx });
  if (config.steam.sandbox)
    await app.register(steamSandboxPlugin, {
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
      returnTo: `${config.publicUrl}${STEAM_RETURN_PATH}`,
      adminSteamIds: config.admin.steamIds,
    });
  if (config.beacon.sandbox)
    await app.register(drandSandboxPlugin, { db: database.db, period: config.beacon.sandboxPeriodSeconds, now: () => ctx.clock().getTime() });

  await registerWebFallback(app, ctx);

  const adminPassword = await ensureAdminPassword(ctx, { generate: !config.production });
  await resealTwoFactorSecrets(ctx);
  // The demo personas' first start in the sandbox also gives the live wins feed a few moments (decision 0060).
  if (await seedDemoPersonas(ctx)) await seedDemoMoments(ctx);
  const scheduler = startScheduler(
    ctx,
    [
      accountsCleanupJob,
      adminCleanupJob,
      gamesCleanupJob,
      plinkoCoopBonusJob,
      ...createFowlHuntJobs(ctx),
      ...createRaffleJobs(ctx),
      ...createPrizeJobs(ctx),
      ...createPaymentJobs(ctx),
    ],
    { metrics: app.metrics },
  );

  return {
    app,
    ctx,
    generatedAdminPassword: adminPassword.generated,
    adminPasswordMissing: adminPassword.missing,
    async close({ drainMs = 0 } = {}) {
      shuttingDown = true;
      drainGate.start();
      const minimumDrain = new Promise((resolve) => setTimeout(resolve, drainMs));
      realtimeServer.closeSockets();
      await scheduler.stop();
      await Promise.all([drainGate.settled(), minimumDrain]);
      if (drainGate.refused() > 0) app.log.info(`answered ${drainGate.refused()} requests 503 while stopping`);
      await app.close();
      await realtimeServer.close();
      await maintenanceWatch.close();
      await keptSessions.close();
      rateLimitRedis?.disconnect();
      if (ownsDatabase) await database.close();
    },
  };
}

export type { Realtime };
