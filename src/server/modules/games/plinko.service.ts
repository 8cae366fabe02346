import type { PlinkoDropBody } from '../../../core/contracts/plinko';
import { PLINKO_HISTORY_SIZE } from '../../../core/games/plinko';
import type { AppContext } from '../../context';
import { gameRoundsRepository } from './game-rounds.repository';
import { countCoopDrop, createPlinkoCoopService, type CoopPlayer } from './plinko-coop.service';
import { PLINKO_GAME, settleDrop, toPlinkoDrop } from './plinko-drop';
import { announceRound, pushBalance } from './rounds';

export function createPlinkoService(ctx: AppContext) {
  const { db } = ctx;
  const coop = createPlinkoCoopService(ctx);
  return {
    /**
     * A whole drop in one transaction, counted into the coop meter in the same one;
     * after the commit the balance is pushed and the ball goes to the room's board.
     */
    async drop(player: CoopPlayer, body: PlinkoDropBody) {
      const { row, balance, meter } = await db.transaction(async (tx) => {
        const settled = await settleDrop(tx, { userId: player.id, rows: body.rows, risk: body.risk, betAmount: body.betAmount }, ctx.clock);
        return { ...settled, meter: await countCoopDrop(tx, player.id, body, settled.row.createdAt) };
      });
      const drop = toPlinkoDrop(row);
      pushBalance(ctx, player.id, balance);
      announceRound(ctx, row);
      coop.afterDrop(player, drop, meter);
      return { drop, fowlBalance: balance };
    },

    coopState: () => coop.state(),

    async history(userId: string) {
      const rows = await gameRoundsRepository.history(db, userId, PLINKO_GAME, PLINKO_HISTORY_SIZE);
      return { history: rows.map(toPlinkoDrop) };
    },
  };
}
