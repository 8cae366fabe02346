import type { FairSeeds } from '../../../../core/fair/hmac-floats';

// One verifier per game for the /fairness page. Each recomputes a round's outcome in
// the browser from revealed seeds with the same src/core code the server runs.

export type { FairSeeds };

/** A whole-number input the game needs besides the seeds (Hen House Hazard's bomb count). */
export interface VerifierParam {
  name: string;
  label: string;
  min: number;
  max: number;
  defaultValue: number;
}

export interface VerifierDetail {
  label: string;
  value: string;
}

export interface VerifierOutcome {
  /** The outcome in one line, e.g. "The coin lands on Heads". */
  headline: string;
  details: VerifierDetail[];
  /** A board to draw: `marked` cells are highlighted (bombs on the Hen House grid). */
  grid?: { columns: number; cells: number; marked: number[]; markedLabel: string; otherLabel: string };
  /** The outcome as one comparable string; the page checks it against `recordedOutcome` of a listed round. */
  canonical?: string;
}

export interface VerifierEntry {
  /** The round's `game` as /api/fairness/rounds lists it (the ledger type of the game). */
  game: string;
  label: string;
  params: VerifierParam[];
  /** Throws an Error with a readable message when the seeds or parameters cannot be used. */
  compute(seeds: FairSeeds, params: Record<string, number>): VerifierOutcome;
  /** The parameters a listed round was played with, read from its public outcome ("Verify"). */
  paramsFromRound?(outcome: Record<string, unknown> | null): Record<string, number>;
  /** The same comparable string as `canonical`, read from a listed round's recorded outcome (null if it has none). */
  recordedOutcome?(outcome: Record<string, unknown> | null): string | null;
}

/** Reads a whole-number parameter, falling back to its default. */
export function paramValue(params: readonly VerifierParam[], values: Record<string, number>, name: string): number {
  const param = params.find((p) => p.name === name);
  if (!param) throw new Error(`unknown parameter ${name}`);
  const value = values[name] ?? param.defaultValue;
  if (!Number.isSafeInteger(value) || value < param.min || value > param.max) {
    throw new Error(`${param.label} must be a whole number from ${param.min} to ${param.max}.`);
  }
  return value;
}
