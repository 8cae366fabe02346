import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import { httpRequestDuration, processRegistry } from '../metrics';

const bearerIs = (request: FastifyRequest, token: string): boolean => {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Times every request by route pattern (bounded labels: unknown paths are
 * 'unmatched'), and serves GET /metrics to a scraper holding METRICS_TOKEN.
 * Without a token the route does not exist (404).
 */
export async function metricsPlugin(app: FastifyInstance, opts: { token: string | null; poolStats: () => PoolStats | null; connectedSockets: () => number }) {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (!opts.token) return;
  const token = opts.token;

  // This instance's gauges, read at scrape time.
  const instanceRegistry = new Registry();
  const registers = [instanceRegistry];
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
    const registry = Registry.merge([processRegistry, instanceRegistry]);
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
