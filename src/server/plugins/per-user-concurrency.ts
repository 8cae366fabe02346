import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { createUserQueues, type PerUserConcurrency, type UserQueues } from '../user-queues';
import type { RouteAccess } from './route-access';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGNED_IN: ReadonlySet<RouteAccess> = new Set(['user', 'player', 'premium', 'admin-account', 'admin-setup', 'admin']);

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's per-player queues: two apps in one process never share a place in them. */
    userQueues: UserQueues;
  }
}

/**
 * A player's state-changing requests queue in memory, a few at a time, before they
 * take a database connection: each of them locks the player's balance row, so a
 * burst from one player would otherwise hold every pooled connection while it
 * waits for its own lock, and slow every other player down. Correctness never
 * depends on this (the row locks do that); it keeps one player from starving the rest.
 * Not encapsulated: its onRoute hook must wrap the routes every other plugin registers.
 */
export const perUserConcurrencyPlugin = fp<PerUserConcurrency>(
  async (app, limits) => {
    const queues = createUserQueues(limits);
    app.decorate('userQueues', queues);
    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method);
      const access = route.config?.access;
      if (!access || !SIGNED_IN.has(access) || !methods.some((m) => STATE_CHANGING.has(m))) return;
      const handler = route.handler as RouteHandlerMethod;
      // Wrapping the handler ties the place to the work itself, whether or not the client is still there.
      route.handler = function limited(this: FastifyInstance, request, reply) {
        const userId = request.auth?.user.id;
        return userId ? queues.run(userId, async () => handler.call(this, request, reply)) : handler.call(this, request, reply);
      };
    });
  },
  { name: 'fowls-per-user-concurrency', fastify: '5.x', dependencies: ['fowls-session'] },
);
