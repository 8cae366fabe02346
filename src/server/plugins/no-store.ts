import fp from 'fastify-plugin';

/**
 * API answers carry a player's data (balances, sessions, seeds) or depend on who
 * asks, so no browser or proxy may keep them: every /api answer is `no-store`
 * unless its route chose a cache policy itself. Not encapsulated, so it covers every route.
 */
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const isApi = request.routeOptions.url?.startsWith('/api/') ?? request.url.startsWith('/api/');
      if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'fowls-no-store', fastify: '5.x' },
);
