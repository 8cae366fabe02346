import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import type { InstanceMetrics } from '../metrics';

export interface Job {
  name: string;
  everyMs: number;
  /**
   * Runs inside a transaction that holds the job's advisory lock. `now` is the app's
   * clock (AppContext.clock) read once the lock is held, so a job sees the same time
   * as the requests, and a test that moves the clock moves the jobs with it.
   */
  run(tx: Tx, now: Date): Promise<void>;
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
export async function runJobOnce(ctx: Pick<AppContext, 'db' | 'clock'>, job: Job): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockIdFor(job.name)}) AS locked`);
    const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    if (locked) await job.run(tx, ctx.clock());
    return locked;
  });
}

export interface Scheduler {
  /** Stops new ticks and waits for running ones, so their transactions (and locks) end. */
  stop(): Promise<void>;
}

/** Calls `tick` every `everyMs` until the returned function is called. */
export type Ticker = (tick: () => void, everyMs: number) => () => void;

const intervalTicker: Ticker = (tick, everyMs) => {
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

export interface SchedulerOptions {
  /** This app's job counters (plugins/metrics.ts); uncounted when absent. */
  metrics?: Pick<InstanceMetrics, 'jobRuns' | 'jobFailures'>;
  /** What drives the ticks; `setInterval` unless a test drives them itself. */
  ticker?: Ticker;
}

export function startScheduler(ctx: AppContext, jobs: Job[], options: SchedulerOptions = {}): Scheduler {
  const { metrics, ticker = intervalTicker } = options;
  // One run per job at a time, on this instance: a job whose last run has not finished
  // (a slow database, a stuck network call) skips its own ticks and only its own, so it
  // neither piles up transactions nor starves the other jobs. Across instances the
  // advisory lock in runJobOnce keeps it to one run.
  const running = new Map<string, Promise<void>>();
  // A job that keeps failing (the database is away) logs once, and again when it recovers.
  const failing = new Set<string>();
  // Every job's series exist from the start, so an alert sees its first failure.
  for (const job of jobs) {
    for (const outcome of ['ran', 'skipped', 'overlapped']) metrics?.jobRuns.inc({ job: job.name, outcome }, 0);
    metrics?.jobFailures.inc({ job: job.name }, 0);
  }
  const stops = jobs.map((job) =>
    ticker(() => {
      if (running.has(job.name)) {
        metrics?.jobRuns.inc({ job: job.name, outcome: 'overlapped' });
        return;
      }
      const run = runJobOnce(ctx, job)
        .then(
          (locked) => {
            metrics?.jobRuns.inc({ job: job.name, outcome: locked ? 'ran' : 'skipped' });
            if (failing.delete(job.name)) ctx.log.info({ job: job.name }, 'scheduled job recovered');
          },
          (err: unknown) => {
            metrics?.jobFailures.inc({ job: job.name });
            if (!failing.has(job.name)) ctx.log.error({ err, job: job.name }, 'scheduled job failed');
            failing.add(job.name);
          },
        )
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, job.everyMs),
  );
  return {
    async stop() {
      stops.forEach((stop) => stop());
      await Promise.allSettled([...running.values()]);
    },
  };
}
