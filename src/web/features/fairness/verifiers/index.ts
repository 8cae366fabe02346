// The verifier registry of the /fairness page: one file per game, one line each here.
// The page lists these in order, matches a past round to its entry by `game`, and
// needs nothing else to verify a new game.
import { defuseLaBombaVerifier } from './defuse-la-bomba';
import { fowlCaseVerifier } from './fowl-case';
import { fowlFlipVerifier } from './fowl-flip';
import { fowlHuntVerifier } from './fowl-hunt';
import { henHouseHazardVerifier } from './hen-house-hazard';
import { plinkoVerifier } from './plinko';
import type { VerifierEntry } from './types';

export type { VerifierEntry, VerifierOutcome, VerifierParam } from './types';

export const verifiers: readonly VerifierEntry[] = [
  henHouseHazardVerifier,
  fowlFlipVerifier,
  defuseLaBombaVerifier,
  fowlHuntVerifier,
  fowlCaseVerifier,
  plinkoVerifier,
];

export const verifierFor = (game: string): VerifierEntry | undefined => verifiers.find((v) => v.game === game);
