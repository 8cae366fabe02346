import { tradeStatuses } from '../../core/contracts/prizes';
import { ledgerTypeCategory } from '../../core/ledger';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics (prom-client). Two scopes:
// - what the process does (memory, event loop, and the postings, draws, trades and
//   payments counted deep in the modules, which hold no app handle) is counted here,
//   once per process;
// - what an app instance does (its requests, its scheduled jobs) is counted in the
//   InstanceMetrics it was built with, so two apps in one process (the tests build
//   several) never mix their counts, and what it holds (pool, sockets) is read when
//   /metrics is scraped (plugins/metrics.ts).
// Counters are cheap: one increment on a labelled child.

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'fowls_' });

const registers = [processRegistry];

/** One app instance's own metrics, in a registry of its own (merged with the process one at scrape time). */
export function createInstanceMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'fowls_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobRuns: new Counter({
      name: 'fowls_job_runs_total',
      help: 'Scheduled job ticks: ran (this instance held the lock), skipped (another instance did) or overlapped (its last run here had not finished)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    redisUp: new Gauge({
      name: 'fowls_redis_up',
      help: 'Whether each Redis client of this instance is connected (1) or not (0)',
      labelNames: ['client'] as const,
      registers,
    }),
    redisLosses: new Counter({
      name: 'fowls_redis_losses_total',
      help: 'Times a connected Redis client of this instance lost its connection',
      labelNames: ['client'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'fowls_job_failures_total',
      help: 'Scheduled job runs that failed',
      labelNames: ['job'] as const,
      registers,
    }),
  };
}

export type InstanceMetrics = ReturnType<typeof createInstanceMetrics>;

/**
 * A labelled counter has no series until its first increment, so an alert on
 * increase() would miss the first failure: every known label starts at 0.
 */
function startAtZero<L extends string>(counter: Counter<L>, label: L, values: readonly string[]): void {
  for (const value of values) counter.inc({ [label]: value } as Record<L, string>, 0);
}

export const ledgerPostings = new Counter({
  name: 'fowls_ledger_postings_total',
  help: 'Ledger rows written, by type (a posting inside a transaction that later rolls back is counted too)',
  labelNames: ['type'] as const,
  registers,
});

export const raffleDraws = new Counter({
  name: 'fowls_raffle_draws_total',
  help: 'Raffles settled: drawn with a winner, or ended without entries',
  labelNames: ['outcome'] as const,
  registers,
});

export const tradeOffers = new Counter({
  name: 'fowls_trade_offers_total',
  help: 'Prize trade offers by result: sent, accepted, declined, expired, error',
  labelNames: ['result'] as const,
  registers,
});

export const paymentEvents = new Counter({
  name: 'fowls_payment_events_total',
  help: 'Payment provider webhooks by result: paid, failed, ignored, replayed, unknown_charge, refused',
  labelNames: ['result'] as const,
  registers,
});

startAtZero(ledgerPostings, 'type', Object.keys(ledgerTypeCategory));
startAtZero(raffleDraws, 'outcome', ['winner', 'no_entries']);
startAtZero(tradeOffers, 'result', ['sent', ...tradeStatuses.filter((s) => s !== 'pending')]);
startAtZero(paymentEvents, 'result', ['paid', 'failed', 'ignored', 'replayed', 'unknown_charge', 'refused']);
