import { FAIR_ROUNDS_LIMIT, type FairRound } from '../../../core/contracts/fairness';
import { casePublicOutcome } from '../../../core/contracts/fowl-case';
import { huntPublicOutcome } from '../../../core/contracts/fowl-hunt';
import type { Db } from '../../db/client';
import { defuseOutcome } from './defuse-la-bomba.service';
import { fairRoundsRepository, type FairRoundRow } from './fair-rounds.repository';
import { flipOutcome } from './fowl-flip.service';
import type { GameRoundRow } from './game-rounds.repository';
import { henHouseOutcome } from './hen-house-hazard.service';
import { plinkoOutcome } from './plinko-drop';

/**
 * What a finished round of each game shows on the fairness page: only what may be
 * published (a round's state can hold more), so each game names its own outcome.
 */
const outcomes: Record<string, (row: GameRoundRow) => Record<string, unknown> | null> = {
  hen_house_hazard: henHouseOutcome,
  fowl_flip: flipOutcome,
  defuse_bomba: defuseOutcome,
  fowl_hunt: (row) => huntPublicOutcome(row.state),
  fowl_case: (row) => casePublicOutcome(row.state),
  plinko: plinkoOutcome,
};

/** A finished round's public outcome (null for a game without one). */
const publicOutcome = (row: GameRoundRow): Record<string, unknown> | null => outcomes[row.game]?.(row) ?? null;

/** A finished round as the fairness page lists it. */
export const toFairRound = ({ round, serverSeed }: FairRoundRow): FairRound => ({
  id: round.id,
  game: round.game,
  status: round.status,
  betAmount: round.betAmount,
  payout: round.payout,
  createdAt: round.createdAt.toISOString(),
  serverSeedHash: round.serverSeedHash,
  clientSeed: round.clientSeed,
  nonce: round.nonce,
  serverSeed,
  outcome: publicOutcome(round),
});

export function createFairRoundsService(db: Db) {
  return {
    async list(userId: string, game?: string): Promise<{ rounds: FairRound[] }> {
      const rows = await fairRoundsRepository.finished(db, userId, { game, limit: FAIR_ROUNDS_LIMIT });
      return { rounds: rows.map(toFairRound) };
    },
  };
}
