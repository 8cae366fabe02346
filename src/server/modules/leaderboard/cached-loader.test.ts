import { describe, expect, it } from 'vitest';
import { createCachedLoader } from './cached-loader';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createCachedLoader', () => {
  it('shares one load among concurrent callers and serves the value until it expires', async () => {
    let clock = 1000;
    let loads = 0;
    const pending = deferred<string>();
    const cache = createCachedLoader(
      () => {
        loads++;
        return loads === 1 ? pending.promise : Promise.resolve(`value ${loads}`);
      },
      { ttlMs: 100, now: () => clock },
    );

    const waiting = Array.from({ length: 50 }, () => cache.get());
    expect(loads).toBe(1);
    pending.resolve('value 1');
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['value 1']));

    clock += 99;
    expect(await cache.get()).toBe('value 1');
    expect(loads).toBe(1);
    clock += 1;
    expect(await cache.get()).toBe('value 2');
    expect(loads).toBe(2);
  });

  it('does not keep a failed load: every waiter sees the error and the next caller tries again', async () => {
    let fail = true;
    let loads = 0;
    const cache = createCachedLoader(
      async () => {
        loads++;
        if (fail) throw new Error('database down');
        return 'ok';
      },
      { ttlMs: 1000, now: () => Date.now() },
    );
    const answers = await Promise.allSettled([cache.get(), cache.get()]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    fail = false;
    expect(await cache.get()).toBe('ok');
    expect(loads).toBe(2);
  });

  it('loads again after clear()', async () => {
    let loads = 0;
    const cache = createCachedLoader(async () => ++loads, { ttlMs: 60_000, now: () => Date.now() });
    expect(await cache.get()).toBe(1);
    cache.clear();
    expect(await cache.get()).toBe(2);
  });
});
