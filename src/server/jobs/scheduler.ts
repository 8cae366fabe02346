import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { jobFailures, jobRuns } from '../metrics';

export interface Job {
  name: string;
  everyMs: number;
  /** Runs inside a transaction that holds the job's advisory lock. */
  run(tx: Tx): Promise<void>;
}

/** A stable 31-bit lock id per job name. */
export function lockIdFor(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(hash);
}

/**
 * Runs one job once across all instances: whoever takes the transaction-scoped
 * advisory lock does the work; the others skip this round (DESIGN rule 5).
 */
export async function runJobOnce(ctx: Pick<AppContext, 'db'>, job: Job): Promise<boolean> {
  const locked = await ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockIdFor(job.name)}) AS locked`);
    const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    if (locked) await job.run(tx);
    return locked;
  });
  jobRuns.inc({ job: job.name, outcome: locked ? 'ran' : 'skipped' });
  return locked;
}

export interface Scheduler {
  /** Stops new ticks and waits for running ones, so their transactions (and locks) end. */
  stop(): Promise<void>;
}

export function startScheduler(ctx: AppContext, jobs: Job[]): Scheduler {
  const running = new Set<Promise<void>>();
  // A job that keeps failing (the database is away) logs once, and again when it recovers.
  const failing = new Set<string>();
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.size > jobs.length * 2) return; // a slow database: do not pile up ticks
      const run: Promise<void> = runJobOnce(ctx, job).then(
        () => {
          if (failing.delete(job.name)) ctx.log.info({ job: job.name }, 'scheduled job recovered');
        },
        (err: unknown) => {
          jobFailures.inc({ job: job.name });
          if (!failing.has(job.name)) ctx.log.error({ err, job: job.name }, 'scheduled job failed');
          failing.add(job.name);
        },
      );
      const tracked = run.finally(() => running.delete(tracked));
      running.add(tracked);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      timers.forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
  };
}
