import { Counter, Gauge } from 'prom-client';
import { processRegistry } from './index';

// The outside services the platform talks to. Each reports its successes and failures
// here, from the adapters themselves (which hold no app handle), so the counts are per
// process like the other module counters. They are shown on /metrics and in /readyz's
// body, but never decide readiness: taking every instance out of the balancer because
// Steam or a drand relay is down would stop the parts that still work.

export const dependencies = ['steam_web_api', 'steam_trade_bot', 'coinbase', 'drand'] as const;
export type Dependency = (typeof dependencies)[number];
/** unknown: not asked since the start; degraded: its last call failed. */
export type DependencyState = 'ok' | 'degraded' | 'unknown';

const registers = [processRegistry];

// No series until the first success: a 0 (1970) would read as a dependency down for decades.
const lastSuccess = new Gauge({
  name: 'fowls_dependency_last_success_timestamp_seconds',
  help: 'When each outside dependency last answered well (unix seconds)',
  labelNames: ['dependency'] as const,
  registers,
});

const failures = new Counter({
  name: 'fowls_dependency_failures_total',
  help: 'Calls to an outside dependency that failed (unreachable, an error answer, a bot that lost its login)',
  labelNames: ['dependency'] as const,
  registers,
});
for (const dependency of dependencies) failures.inc({ dependency }, 0);

const states = new Map<Dependency, DependencyState>();

export function dependencySucceeded(dependency: Dependency): void {
  states.set(dependency, 'ok');
  lastSuccess.set({ dependency }, Date.now() / 1000);
}

export function dependencyFailed(dependency: Dependency): void {
  states.set(dependency, 'degraded');
  failures.inc({ dependency });
}

/** Runs a call to `dependency` and records how it went; the result or the error passes through. */
export async function callDependency<T>(dependency: Dependency, call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    dependencySucceeded(dependency);
    return result;
  } catch (err) {
    dependencyFailed(dependency);
    throw err;
  }
}

export const dependencyStates = (): Record<Dependency, DependencyState> =>
  Object.fromEntries(dependencies.map((d) => [d, states.get(d) ?? 'unknown'])) as Record<Dependency, DependencyState>;
