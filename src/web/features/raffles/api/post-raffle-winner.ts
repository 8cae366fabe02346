import { winnerResultSchema, type WinnerResult } from '../../../../core/contracts/raffles';
import { apiFetch } from '../../../lib/api-client';

/**
 * Spec part 2 §7: the page posts the winner after the wheel stops. The server
 * answers the winner it drew (the body's winnerId is ignored) and, for the
 * winner, the promotion the win earned.
 */
export const postRaffleWinner = (raffleId: string, winnerId: string | null): Promise<WinnerResult> =>
  apiFetch(`/api/raffle/${encodeURIComponent(raffleId)}/winner`, { method: 'POST', body: { winnerId }, schema: winnerResultSchema });
