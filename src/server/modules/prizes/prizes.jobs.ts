import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import { createPrizeService } from './prize.service';

/**
 * Scheduled work of this module; each job runs once across instances. The
 * reconciliation catches what events missed: offer states (polled from the
 * bot), sends cut off by a restart, and completed raffles never delivered.
 */
export function createPrizeJobs(ctx: AppContext): Job[] {
  const prizes = createPrizeService(ctx);
  return [{ name: 'prizes.reconcile-trades', everyMs: 30_000, run: (tx, now) => prizes.reconcileInJob(tx, now) }];
}
