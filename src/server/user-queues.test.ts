import { describe, expect, it } from 'vitest';
import { isAppError } from '../core/errors';
import { createUserQueues, TOO_MANY_AT_ONCE_MESSAGE } from './user-queues';

/** Work that finishes only when the test says so, and records that it started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const started: number[] = [];
  const work = (i: number) => async () => {
    started.push(i);
    await opened;
    return i;
  };
  return { open, started, work };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('per-user queues', () => {
  it('run a few of one user at a time, refuse what overflows, and leave other users alone', async () => {
    const queues = createUserQueues({ running: 2, waiting: 3 });
    const alice = gate();
    const runs = Array.from({ length: 8 }, (_, i) =>
      queues.run('alice', alice.work(i)).then(
        (v) => ({ ok: v }),
        (e: unknown) => ({ error: e }),
      ),
    );
    await settle();
    // Two running, three waiting, three refused at once.
    expect(alice.started).toEqual([0, 1]);
    const bob = gate();
    const bobRun = queues.run('bob', bob.work(100));
    await settle();
    expect(bob.started).toEqual([100]);
    bob.open();
    expect(await bobRun).toBe(100);

    alice.open();
    const outcomes = await Promise.all(runs);
    expect(outcomes.slice(0, 5)).toEqual([0, 1, 2, 3, 4].map((i) => ({ ok: i })));
    for (const refused of outcomes.slice(5)) {
      const error = (refused as { error: unknown }).error;
      expect(isAppError(error) && error.status === 429 && error.message === TOO_MANY_AT_ONCE_MESSAGE).toBe(true);
    }
    expect(queues.size).toBe(0);
  });

  it('frees the place when the work fails', async () => {
    const queues = createUserQueues({ running: 1, waiting: 0 });
    await expect(queues.run('alice', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queues.run('alice', async () => 'next')).resolves.toBe('next');
    expect(queues.size).toBe(0);
  });
});
