import type { FastifyInstance } from 'fastify';

/**
 * API answers carry a player's data (balances, sessions, seeds) or depend on who
 * asks, so no browser or proxy may keep them: every /api answer is `no-store`
 * unless its route chose a cache policy itself.
 */
export function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = request.routeOptions.url?.startsWith('/api/') ?? request.url.startsWith('/api/');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
