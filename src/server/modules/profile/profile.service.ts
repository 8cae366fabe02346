import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../../core/contracts/ledger';
import { HISTORY_MAX_ROWS, HISTORY_WINDOW_MS } from '../../../core/contracts/profile';
import type { AppContext } from '../../context';
import { requirePathUser, type UserRow } from '../accounts';
import { ledgerRepository } from '../ledger';
import { toTransactionDto } from './transaction-dto';

/** The rows the dashboard's history shows at `now`. */
const historyAt = (now: Date) => ({ since: new Date(now.getTime() - HISTORY_WINDOW_MS), limit: HISTORY_MAX_ROWS, shownOnly: true });

export function createProfileService(ctx: AppContext) {
  return {
    /** The user a path names: see requirePathUser. */
    pathUser: (request: FastifyRequest, idOrSteamId: string): Promise<UserRow> => requirePathUser(request, ctx, idOrSteamId),

    /** The last 24 hours of the user's ledger, newest first, without the types the dashboard hides (hiddenFromHistory). */
    async recentHistory(userId: string, now: Date): Promise<Transaction[]> {
      const rows = await ledgerRepository.listForUser(ctx.db, userId, historyAt(now));
      return rows.map(toTransactionDto);
    },

    /** The digest of the rows recentHistory reads at `now` (see the ledger repository). */
    historyStamp: (userId: string, now: Date): Promise<string> => ledgerRepository.historyStamp(ctx.db, userId, historyAt(now)),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
