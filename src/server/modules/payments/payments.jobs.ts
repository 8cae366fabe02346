import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import { createPaymentProvider } from '../../integrations/coinbase';
import { createPaymentsService } from './payments.service';

export const FAIL_STALE_PAYMENTS_EVERY_MS = 15 * 60 * 1000;
export const RECONCILE_PAYMENTS_EVERY_MS = 60 * 1000;

/** Scheduled work of this module; each job runs once across instances. */
export function createPaymentJobs(ctx: AppContext): Job[] {
  const payments = createPaymentsService(ctx, createPaymentProvider(ctx.config, ctx.fetch));
  return [
    {
      // Abandoned checkouts would otherwise read "pending" in the history for ever.
      name: 'payments:fail-stale-pending',
      everyMs: FAIL_STALE_PAYMENTS_EVERY_MS,
      async run(tx, now) {
        const failed = await payments.failStalePending(tx, now);
        if (failed > 0) ctx.log.info({ failed }, 'stale pending payments marked failed');
      },
    },
    {
      // Webhooks lost while Coinbase or this server was away: pending payments are read
      // from Coinbase again, each a couple of minutes after its last look (decision 0056).
      name: 'payments:reconcile-pending',
      everyMs: RECONCILE_PAYMENTS_EVERY_MS,
      run: (tx, now) => payments.reconcileInJob(tx, now),
    },
  ];
}
