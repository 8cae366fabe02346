// Turning floats into choices. Each rule is the published one, so verifiers agree.

function assertUnitFloat(float: number): number {
  if (!(float >= 0 && float < 1)) {
    throw new Error('each float must be in [0, 1)');
  }
  return float;
}

/** One step of the splice rule: which of `length` remaining slots a float lands on. */
export function pickIndex(float: number, length: number): number {
  if (!Number.isSafeInteger(length) || length < 1) throw new Error('length must be a positive whole number');
  return Math.floor(assertUnitFloat(float) * length);
}

/**
 * k distinct items, one float per pick: `remaining.splice(floor(float * remaining.length), 1)`.
 * The result keeps draw order, which is what a game reveals step by step.
 */
export function pickDistinct<T>(floats: readonly number[], items: readonly T[], k: number): T[] {
  if (!Number.isSafeInteger(k) || k < 0 || k > items.length) {
    throw new Error(`k must be a whole number from 0 to ${items.length}`);
  }
  if (floats.length < k) throw new Error(`need ${k} floats, got ${floats.length}`);
  const remaining = [...items];
  const picked: T[] = [];
  for (let i = 0; i < k; i++) {
    picked.push(...remaining.splice(pickIndex(floats[i] ?? Number.NaN, remaining.length), 1));
  }
  return picked;
}

/**
 * Index whose slice of the cumulative weights holds `float * total`. The point is not
 * floored so fractional weights stay proportional; for whole weights this is the same
 * as flooring to a ticket. Zero weights own an empty slice and can never be chosen.
 */
export function weightedPick(float: number, weights: readonly number[]): number {
  assertUnitFloat(float);
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) {
    throw new Error('weights must be finite and non-negative');
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0)) throw new Error('weights must add up to more than zero');
  const point = float * total;
  let cumulative = 0;
  for (const [index, weight] of weights.entries()) {
    cumulative += weight;
    if (cumulative > point) return index;
  }
  // float < 1 keeps point strictly below total, and the loop ends at exactly total.
  throw new Error('weightedPick fell past the last weight');
}
