import { hashServerSeed, serverSeedMatchesHash } from '../../../../core/fair/seeds';
import { verifierFor, verifiers, type VerifierOutcome } from '../verifiers';

/** The verifier form as typed: strings, so half-typed values never crash the page. */
export interface VerifierInput {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** Optional: the hash shown before play, to check the revealed seed against. */
  expectedHash: string;
  params: Record<string, string>;
  /** The outcome a listed round recorded (its verifier's `recordedOutcome`), when filled from that round. */
  recorded: string | null;
}

export const emptyVerifierInput = (): VerifierInput => ({
  game: verifiers[0]?.game ?? '',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  expectedHash: '',
  params: {},
  recorded: null,
});

export interface VerifierRun {
  /** SHA-256 of the server seed as typed. */
  hash: string;
  /** Null when no hash was given to compare with. */
  hashMatches: boolean | null;
  outcome: VerifierOutcome | null;
  error: string | null;
  /** Null when there is no recorded outcome to compare with. */
  matchesRecorded: boolean | null;
}

/** Recomputes an outcome in the browser with the same core code the server runs. */
export function runVerifier(input: VerifierInput): VerifierRun {
  const hash = hashServerSeed(input.serverSeed);
  const hashMatches = input.expectedHash.trim() ? serverSeedMatchesHash(input.serverSeed, input.expectedHash.trim()) : null;
  const base = { hash, hashMatches, outcome: null, matchesRecorded: null };
  const entry = verifierFor(input.game);
  if (!entry) return { ...base, error: 'Choose a game.' };
  if (!input.serverSeed) return { ...base, error: 'Enter the revealed server seed.' };
  const nonce = Number(input.nonce);
  if (input.nonce.trim() === '' || !Number.isSafeInteger(nonce) || nonce < 0) {
    return { ...base, error: 'The nonce must be a whole number of 0 or more.' };
  }
  const params: Record<string, number> = {};
  for (const [name, text] of Object.entries(input.params)) if (text.trim() !== '') params[name] = Number(text);
  try {
    const outcome = entry.compute({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce }, params);
    const matchesRecorded = input.recorded !== null && outcome.canonical !== undefined ? outcome.canonical === input.recorded : null;
    return { ...base, outcome, error: null, matchesRecorded };
  } catch (error) {
    return { ...base, error: error instanceof Error ? error.message : 'These values cannot be verified.' };
  }
}
