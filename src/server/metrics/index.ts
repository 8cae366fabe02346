import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// Prometheus metrics (prom-client). What happens in this process (requests,
// postings, draws, trades, payments, job runs) is counted here, once per process;
// what an app instance holds (pool, sockets) is read when /metrics is scraped
// (plugins/metrics.ts). Counters are cheap: one increment on a labelled child.

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'fowls_' });

const registers = [processRegistry];

export const httpRequestDuration = new Histogram({
  name: 'fowls_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const jobRuns = new Counter({
  name: 'fowls_job_runs_total',
  help: 'Scheduled job ticks: ran (this instance held the lock) or skipped (another instance did)',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export const jobFailures = new Counter({
  name: 'fowls_job_failures_total',
  help: 'Scheduled job runs that failed',
  labelNames: ['job'] as const,
  registers,
});

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
