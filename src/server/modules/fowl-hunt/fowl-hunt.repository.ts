import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds } from '../../db/schema';
import type { GameRoundRow } from '../games';

export const HUNT_GAME = 'fowl_hunt';

/** Fowl Hunt's own queries over the shared game_rounds table (the rest go through the games module). */
export const fowlHuntRepository = {
  /** The player's open rounds, locked: a new start settles them. */
  async activeForUpdate(db: DbOrTx, userId: string): Promise<GameRoundRow[]> {
    return db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, HUNT_GAME), eq(gameRounds.status, 'active')))
      .for('update');
  },

  /** Open rounds started before `before`, skipping any a player is submitting right now. */
  async staleForUpdate(db: DbOrTx, before: Date, limit: number): Promise<GameRoundRow[]> {
    return db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.game, HUNT_GAME), eq(gameRounds.status, 'active'), lt(gameRounds.createdAt, before)))
      .limit(limit)
      .for('update', { skipLocked: true });
  },
};
