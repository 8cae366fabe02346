import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';

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
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockIdFor(job.name)}) AS locked`);
    const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    if (locked) await job.run(tx);
    return locked;
  });
}

export function startScheduler(ctx: AppContext, jobs: Job[]): () => void {
  const timers = jobs.map((job) => {
    const tick = () =>
      runJobOnce(ctx, job).catch((err: unknown) => ctx.log.error({ err, job: job.name }, 'scheduled job failed'));
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
