import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { raffleListSchema, type Raffle } from '../../../../core/contracts/raffles';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getSocket, realtimeContracts } from '../../../lib/socket';

/** Spec part 2 §9: every 5 s on the portal, every 30 s on the ended page. */
export const PORTAL_RAFFLES_POLL_MS = 5_000;
export const ENDED_RAFFLES_POLL_MS = 30_000;

export const getAdminRaffles = async (signal?: AbortSignal): Promise<Raffle[]> =>
  (await adminFetch('/api/admin/raffles', { schema: raffleListSchema, signal })).raffles;

/**
 * Every raffle, polled, and read again on every `raffle_updated` (an entry, an edit, an
 * end, a draw): a raffle ended in another tab, or by its clock, is on an open Ended
 * Raffles page and in its search at once, not after the page's 30-second poll.
 */
export function useAdminRaffles(pollMs: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.raffles }, { cancelRefetch: false });
    const onUpdated = (payload: unknown) =>
      void realtimeContracts().then(({ raffleUpdatedSchema }) => {
        if (raffleUpdatedSchema.safeParse(payload).success) refetch();
      });
    socket.on('raffle_updated', onUpdated);
    // Updates pushed before this tab connected, or while it was away, were missed: read the list again.
    socket.on('connect', refetch);
    return () => {
      socket.off('raffle_updated', onUpdated);
      socket.off('connect', refetch);
    };
  }, [queryClient]);
  return useQuery({ queryKey: queryKeys.admin.raffles, queryFn: ({ signal }) => getAdminRaffles(signal), refetchInterval: pollMs });
}
