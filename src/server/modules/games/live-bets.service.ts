import { HIGH_ROLLER_MIN_BET, LIVE_BETS_SIZE, type LiveBet, type LiveBetDetails, type LiveBetGame, type LiveBetTab } from '../../../core/contracts/live-bets';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { toFairRound } from './fair-rounds.service';
import { liveBetsRepository } from './live-bets.repository';
import { shownBefore, toLiveBet } from './live-bets';

/** The live bets of one game and the details of one of its rounds (decision 0068). */
export function createLiveBetsService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** A tab's newest rows as `viewerId` reads them; "My bets" is asked only with a viewer. */
    async list(game: LiveBetGame, tab: LiveBetTab, viewerId: string | null): Promise<{ bets: LiveBet[] }> {
      const rows = await liveBetsRepository.recent(db, {
        game,
        shownBefore: shownBefore(ctx.clock()),
        limit: LIVE_BETS_SIZE,
        userId: tab === 'mine' ? (viewerId ?? undefined) : undefined,
        minBet: tab === 'high' ? HIGH_ROLLER_MIN_BET : undefined,
      });
      return { bets: rows.map((row) => toLiveBet(row, viewerId)) };
    },

    /** Anyone may open any listed round: its seeds are what the fairness page would show its player. */
    async details(id: string, viewerId: string | null): Promise<LiveBetDetails> {
      const row = await liveBetsRepository.withSeeds(db, id, shownBefore(ctx.clock()));
      if (!row) throw new AppError('NOT_FOUND', 'Bet not found.');
      const { finishedAt } = row.round;
      return { ...toFairRound(row), ...toLiveBet({ round: { ...row.round, finishedAt: finishedAt! }, player: row.player }, viewerId) };
    },
  };
}
