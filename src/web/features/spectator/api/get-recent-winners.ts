import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentWinnersSchema, type RecentWinner } from '../../../../core/contracts/spectator';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Draws also refresh it at once; the poll catches raffles drawn while another one is on stage. */
export const RECENT_WINNERS_POLL_MS = 15_000;

export const getRecentWinners = async (signal?: AbortSignal): Promise<RecentWinner[]> =>
  (await apiFetch('/api/spectator/winners', { schema: recentWinnersSchema, signal })).winners;

export const recentWinnersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.spectator.recentWinners, queryFn: ({ signal }) => getRecentWinners(signal), refetchInterval: RECENT_WINNERS_POLL_MS });

export const useRecentWinners = () => useQuery(recentWinnersQueryOptions());
