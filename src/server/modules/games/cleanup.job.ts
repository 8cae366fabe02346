import { and, inArray, lt, ne, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gameRounds } from '../../db/schema';

/** Finished game rounds are kept this long for /fairness and the history panels. */
export const GAME_ROUND_RETENTION_DAYS = 90;
const BATCH = 5000;
/** Fowl Case openings are the record of a free trial's one case: they are never deleted. */
const KEPT_GAMES = ['fowl_case'];

/**
 * Deletes finished game rounds older than the retention period, a batch per run so
 * the transaction stays short. What they paid stays in the ledger, which is never
 * deleted (DESIGN rule 2).
 */
export const gamesCleanupJob = {
  name: 'games.cleanup',
  everyMs: 60 * 60 * 1000,
  async run(tx: Tx, now: Date) {
    const before = new Date(now.getTime() - GAME_ROUND_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const old = tx
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(ne(gameRounds.status, 'active'), lt(gameRounds.createdAt, before), notInArray(gameRounds.game, KEPT_GAMES)))
      .limit(BATCH);
    await tx.delete(gameRounds).where(inArray(gameRounds.id, old));
  },
};
