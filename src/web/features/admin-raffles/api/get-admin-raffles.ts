import { useQuery } from '@tanstack/react-query';
import { raffleListSchema, type Raffle } from '../../../../core/contracts/raffles';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefetchOnRaffleUpdates } from '../../../lib/socket';

/** Spec part 2 §9: every 5 s on the portal, every 30 s on the ended page. */
export const PORTAL_RAFFLES_POLL_MS = 5_000;
export const ENDED_RAFFLES_POLL_MS = 30_000;

export const getAdminRaffles = async (signal?: AbortSignal): Promise<Raffle[]> =>
  (await adminFetch('/api/admin/raffles', { schema: raffleListSchema, signal })).raffles;

const adminRaffleList = { queryKey: queryKeys.admin.raffles };

/**
 * Every raffle, polled, and read again on every `raffle_updated` (an entry, an edit, an
 * end, a draw): a raffle ended in another tab, or by its clock, is on an open Ended
 * Raffles page and in its search at once, not after the page's 30-second poll.
 */
export function useAdminRaffles(pollMs: number) {
  useRefetchOnRaffleUpdates(adminRaffleList);
  return useQuery({ queryKey: queryKeys.admin.raffles, queryFn: ({ signal }) => getAdminRaffles(signal), refetchInterval: pollMs });
}
