// Work a request or a scheduled job starts after its transaction ends (network calls
// to Steam or the randomness beacon), counted per app so closing the app waits for it.
import type { AppContext } from '../context';

const running = new WeakMap<AppContext, Set<Promise<void>>>();

/** Keeps count of `work` until it settles, so closing the app waits for it. */
export function tracked(ctx: AppContext, work: Promise<void>): Promise<void> {
  const set = running.get(ctx) ?? new Set<Promise<void>>();
  running.set(ctx, set);
  const task: Promise<void> = work.finally(() => set.delete(task));
  set.add(task);
  return task;
}

/** Runs work after the caller returns (and its transaction ends), logging failures. */
export function inBackground(ctx: AppContext, what: string, work: () => Promise<void>): void {
  void tracked(
    ctx,
    Promise.resolve()
      .then(work)
      .catch((err: unknown) => ctx.log.error({ err, what }, 'background work failed')),
  );
}

/** Resolves once the background work started so far has finished. */
export async function backgroundSettled(ctx: AppContext): Promise<void> {
  const set = running.get(ctx);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}
