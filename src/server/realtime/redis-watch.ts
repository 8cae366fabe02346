import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { InstanceMetrics } from '../metrics';

/** What each Redis client of an instance is for: the label on fowls_redis_up and fowls_redis_losses_total. */
export type RedisClientName = 'realtime_pub' | 'realtime_sub' | 'rate_limit';

export interface RedisWatch {
  watch(name: RedisClientName, client: Redis): void;
}

/**
 * Tells the log when Redis goes and when it is back, once each: ioredis emits an
 * error on every retry, which would fill the log during an outage, so those stay
 * at debug and only the change of state is logged. Every client of an instance
 * talks to the same REDIS_URL, so one line covers them all: it goes with the first
 * client lost and comes back when the last one is ready again. The gauge and the
 * counter are per client, so an alert sees which purpose suffers.
 */
export function createRedisWatch(log: FastifyBaseLogger, metrics: InstanceMetrics): RedisWatch {
  const down = new Set<RedisClientName>();
  let lost = false;
  return {
    watch(name, client) {
      metrics.redisUp.set({ client: name }, 0);
      metrics.redisLosses.inc({ client: name }, 0);
      let lastError: unknown;
      // Not yet connected counts as down, so a wrong REDIS_URL is logged as well.
      down.add(name);
      client.on('error', (err: unknown) => {
        lastError = err;
        log.debug({ err, client: name }, 'redis connection error');
      });
      client.on('ready', () => {
        metrics.redisUp.set({ client: name }, 1);
        down.delete(name);
        if (lost && down.size === 0) {
          lost = false;
          log.info('redis is back: realtime fan-out and shared rate limits work again');
        }
      });
      // 'reconnecting' and not 'close': a client closed on purpose at shutdown never reconnects.
      client.on('reconnecting', () => {
        const wasUp = !down.has(name);
        down.add(name);
        metrics.redisUp.set({ client: name }, 0);
        if (wasUp) metrics.redisLosses.inc({ client: name });
        if (!lost) {
          lost = true;
          log.warn(
            { err: lastError, client: name },
            'redis unreachable: realtime events do not reach other instances and rate limits are per instance until it is back',
          );
        }
      });
    },
  };
}
