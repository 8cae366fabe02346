import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../../core/errors';
import type { RouteAccess } from './route-access';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGNED_IN: ReadonlySet<RouteAccess> = new Set(['user', 'player', 'premium', 'admin-account', 'admin-setup', 'admin']);

export const TOO_MANY_AT_ONCE_MESSAGE = 'Too many requests at once. Please wait for the ones already sent.';

export interface PerUserConcurrency {
  /** Requests of one user that may reach the database at once, on this instance. */
  running: number;
  /** Requests of one user that may wait for a place; more are refused with 429. */
  waiting: number;
}

/**
 * A player's state-changing requests queue in memory, a few at a time, before they
 * take a database connection: each of them locks the player's balance row, so a
 * burst from one player would otherwise hold every pooled connection while it
 * waits for its own lock, and slow every other player down. Correctness never
 * depends on this (the row locks do that); it keeps one player from starving the rest.
 */
export function perUserConcurrencyPlugin(app: FastifyInstance, limits: PerUserConcurrency) {
  const { run } = createUserQueues(limits);
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const access = route.config?.access;
    if (!access || !SIGNED_IN.has(access) || !methods.some((m) => STATE_CHANGING.has(m))) return;
    const handler = route.handler as RouteHandlerMethod;
    // Wrapping the handler ties the place to the work itself, whether or not the client is still there.
    route.handler = function limited(this: FastifyInstance, request, reply) {
      const userId = request.auth?.user.id;
      return userId ? run(userId, async () => handler.call(this, request, reply)) : handler.call(this, request, reply);
    };
  });
}

/** One small queue per user, dropped when it empties. */
export function createUserQueues(limits: PerUserConcurrency) {
  const queues = new Map<string, LimitFunction>();
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      let queue = queues.get(userId);
      if (!queue) {
        queue = pLimit(limits.running);
        queues.set(userId, queue);
      }
      if (queue.activeCount + queue.pendingCount >= limits.running + limits.waiting) throw new AppError('RATE_LIMITED', TOO_MANY_AT_ONCE_MESSAGE);
      try {
        return await queue(work);
      } finally {
        if (queue.activeCount === 0 && queue.pendingCount === 0) queues.delete(userId);
      }
    },
    /** Users with requests in flight or waiting. */
    get size() {
      return queues.size;
    },
  };
}
