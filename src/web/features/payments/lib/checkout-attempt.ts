// One purchase attempt, one checkout: the Pay button sends the same Idempotency-Key
// until a charge comes back, so a second press while the first is on its way, or a
// retry after an answer that never arrived, opens no second checkout (decision 0056).

/**
 * A new attempt's key: 32 hex digits from the browser's random source.
 * (crypto.randomUUID exists only in secure contexts; a plain-http demo is not one.)
 */
export function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
