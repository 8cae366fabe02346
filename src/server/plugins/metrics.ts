import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import { processRegistry, type InstanceMetrics } from '../metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's own counters (requests, scheduled jobs), apart from any other app in the process. */
    metrics: InstanceMetrics;
  }
}

const bearerIs = (request: FastifyRequest, token: string): boolean => {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export interface MetricsOptions {
  metrics: InstanceMetrics;
  token: string | null;
  poolStats: () => PoolStats | null;
  connectedSockets: () => number;
}

/**
 * Times every request by route pattern (bounded labels: unknown paths are
 * 'unmatched'), and serves GET /metrics to a scraper holding METRICS_TOKEN.
 * Without a token the route does not exist (404). Not encapsulated: the timing
 * hook covers every route, and app.metrics is read by the scheduler.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, opts) => {
    const { metrics } = opts;
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpRequestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
    if (!opts.token) return;
    const token = opts.token;

    // This instance's gauges, read at scrape time.
    const registers = [metrics.registry];
    new Gauge({
      name: 'fowls_db_pool_connections_in_use',
      help: 'Postgres pool connections running a query (0 on the embedded database)',
      registers,
      collect() {
        this.set(opts.poolStats()?.inUse ?? 0);
      },
    });
    new Gauge({
      name: 'fowls_db_pool_waiting',
      help: 'Queries waiting for a Postgres pool connection',
      registers,
      collect() {
        this.set(opts.poolStats()?.waiting ?? 0);
      },
    });
    new Gauge({
      name: 'fowls_sockets_connected',
      help: 'Socket.IO connections to this instance',
      registers,
      collect() {
        this.set(opts.connectedSockets());
      },
    });

    app.get('/metrics', { config: { access: 'public', rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (!bearerIs(request, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'A valid metrics token is required.', code: 'UNAUTHENTICATED' });
      }
      const registry = Registry.merge([processRegistry, metrics.registry]);
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'fowls-metrics', fastify: '5.x' },
);
