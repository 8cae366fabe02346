import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../core/errors';

export const TOO_MANY_AT_ONCE_MESSAGE = 'Too many requests at once. Please wait for the ones already sent.';

export interface PerUserConcurrency {
  /** Requests of one user that may reach the database at once, on this instance. */
  running: number;
  /** Requests of one user that may wait for a place; more are refused with 429. */
  waiting: number;
}

export interface UserQueues {
  run<T>(userId: string, work: () => Promise<T>): Promise<T>;
  /** Users with requests in flight or waiting. */
  readonly size: number;
}

/** One small queue per user, dropped when it empties. */
export function createUserQueues(limits: PerUserConcurrency): UserQueues {
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
