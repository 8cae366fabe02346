import type { PlinkoDropBody } from '../../../core/contracts/plinko';
import { PLINKO_HISTORY_SIZE } from '../../../core/games/plinko';
import type { AppContext } from '../../context';
import { gameRoundsRepository } from './game-rounds.repository';
import { coopCount, countedMeter, createPlinkoCoopService, type CoopPlayer } from './plinko-coop.service';
import { PLINKO_GAME, stakedDrop, toPlinkoDrop } from './plinko-drop';
import { playInstantRound } from './rounds';

export function createPlinkoService(ctx: AppContext) {
  const { db } = ctx;
  const coop = createPlinkoCoopService(ctx);
  return {
    /**
     * A whole drop as one instant bet, counted into the coop meter by the same statement;
     * then the balance is pushed and the ball goes to the room's board.
     */
    async drop(player: CoopPlayer, body: PlinkoDropBody) {
      const { row, balance, also } = await playInstantRound(ctx, {
        ...stakedDrop({ userId: player.id, rows: body.rows, risk: body.risk, betAmount: body.betAmount }),
        also: coopCount(player.id, body.betAmount),
      });
      const drop = toPlinkoDrop(row);
      coop.afterDrop(player, drop, countedMeter(also));
      return { drop, fowlBalance: balance };
    },

    coopState: () => coop.state(),

    async history(userId: string) {
      const rows = await gameRoundsRepository.history(db, userId, PLINKO_GAME, PLINKO_HISTORY_SIZE);
      return { history: rows.map(toPlinkoDrop) };
    },
  };
}
