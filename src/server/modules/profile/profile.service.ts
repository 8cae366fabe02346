import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../../core/contracts/ledger';
import { HISTORY_MAX_ROWS, HISTORY_WINDOW_MS } from '../../../core/contracts/profile';
import type { AppContext } from '../../context';
import { requirePathUser, type SessionUser } from '../accounts';
import { ledgerRepository } from '../ledger';
import { historyRows, missingRoundKeys } from './round-rows';

/**
 * The ledger rows the dashboard's history is built from at `now`: a round is one row of
 * the history and at most two of the ledger, so twice the rows shown always hold the
 * rows' first HISTORY_MAX_ROWS rounds and movements.
 */
const historyAt = (now: Date) => ({ since: new Date(now.getTime() - HISTORY_WINDOW_MS), limit: 2 * HISTORY_MAX_ROWS, shownOnly: true });

export function createProfileService(ctx: AppContext) {
  return {
    /** The user a path names: see requirePathUser. */
    pathUser: (request: FastifyRequest, idOrSteamId: string): Promise<SessionUser> => requirePathUser(request, ctx, idOrSteamId),

    /**
     * The last 24 hours of the user's ledger, newest first, without the types the dashboard
     * hides (hiddenFromHistory), each game round as one row with its net (round-rows.ts).
     */
    async recentHistory(userId: string, now: Date): Promise<Transaction[]> {
      const rows = await ledgerRepository.listForUser(ctx.db, userId, historyAt(now));
      const cut = await ledgerRepository.findByKeys(ctx.db, userId, missingRoundKeys(rows, HISTORY_MAX_ROWS));
      return historyRows([...rows, ...cut], HISTORY_MAX_ROWS);
    },

    /**
     * The digest of the rows recentHistory reads at `now` (see the ledger repository). The
     * other halves of cut rounds need none: a payout comes after its stake, so it is among
     * the newest rows read when it lands, and ledger rows never change.
     */
    historyStamp: (userId: string, now: Date): Promise<string> => ledgerRepository.historyStamp(ctx.db, userId, historyAt(now)),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
