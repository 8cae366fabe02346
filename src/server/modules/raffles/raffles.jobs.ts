import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import { createRaffleDraws } from './raffle-draws';
import { publishWhenCommitted, settleRaffle } from './raffle-settlement';
import { createRaffleWins } from './raffle-wins';
import { rafflesRepository } from './raffles.repository';

/** How often raffles past their end time are settled: well inside the page's 5 s fallback. */
export const END_DUE_RAFFLES_EVERY_MS = 2000;
const BATCH = 25;

/**
 * Ends raffles whose end time has passed (their entries close; the draw follows once
 * the beacon round is out). The scheduler's advisory lock runs it on one instance at
 * a time, and the rows are taken FOR UPDATE SKIP LOCKED with a status check, so an
 * entry, an admin or another instance cannot settle a raffle twice.
 */
export function endDueRafflesJob(ctx: AppContext): Job {
  return {
    name: 'raffles.end-due',
    everyMs: END_DUE_RAFFLES_EVERY_MS,
    async run(tx, now) {
      const due = await rafflesRepository.lockDue(tx, now, BATCH);
      const settlements = [];
      for (const raffle of due) settlements.push(await settleRaffle(tx, raffle, 'time_expired', now));
      if (settlements.length === 0) return;
      // The scheduler commits after run() returns; announce only what it committed.
      void publishWhenCommitted(ctx, settlements).catch((err: unknown) => ctx.log.error({ err }, 'publishing raffle settlements failed'));
    },
  };
}

/** Scheduled work of this module; each job runs once across instances. */
export function createRaffleJobs(ctx: AppContext): Job[] {
  return [endDueRafflesJob(ctx), createRaffleDraws(ctx).job(), createRaffleWins(ctx).job()];
}
