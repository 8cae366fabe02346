import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fairSeeds, gameRounds } from '../../db/schema';
import type { GameRoundRow } from './game-rounds.repository';

export interface FairRoundRow {
  round: GameRoundRow;
  /** Null while the round's seed pair is still active (the seed is secret until rotated). */
  serverSeed: string | null;
}

/**
 * The fairness rule for a round's server seed: published only once its pair is no longer
 * the active one (the player rotated it), never while it can still decide a bet.
 */
export const revealedServerSeed = (seed: { active: boolean; serverSeed: string }): string | null => (seed.active ? null : seed.serverSeed);

/** Finished rounds with their seed pair, for the fairness page. */
export const fairRoundsRepository = {
  async finished(db: DbOrTx, userId: string, opts: { game?: string; limit: number }): Promise<FairRoundRow[]> {
    const rows = await db
      .select({ round: gameRounds, seedActive: fairSeeds.active, serverSeed: fairSeeds.serverSeed })
      .from(gameRounds)
      .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
      .where(and(eq(gameRounds.userId, userId), ne(gameRounds.status, 'active'), opts.game ? eq(gameRounds.game, opts.game) : undefined))
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.nonce))
      .limit(opts.limit);
    return rows.map(({ round, seedActive, serverSeed }) => ({ round, serverSeed: revealedServerSeed({ active: seedActive, serverSeed }) }));
  },
};
