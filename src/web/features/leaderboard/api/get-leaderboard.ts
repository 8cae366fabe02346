import { useQuery } from '@tanstack/react-query';
import { leaderboardSchema, type Leaderboard } from '../../../../core/contracts/leaderboard';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 1 §9: the leaderboard is polled every 30 s. */
export const LEADERBOARD_POLL_MS = 30_000;

export const getLeaderboard = (signal?: AbortSignal): Promise<Leaderboard> => apiFetch('/api/leaderboard', { schema: leaderboardSchema, signal });

export const useLeaderboard = () =>
  useQuery({
    queryKey: queryKeys.leaderboard,
    queryFn: ({ signal }) => getLeaderboard(signal),
    refetchInterval: LEADERBOARD_POLL_MS,
  });
