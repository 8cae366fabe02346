import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playLimitsStateSchema, type PlayBreakBody, type PlayLimitsBody } from '../../../../core/contracts/play-limits';
import { apiFetch } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

export const getPlayLimits = (signal?: AbortSignal) => apiFetch('/api/play-limits', { schema: playLimitsStateSchema, signal });

/** The player's limits, break and net results; only players have them (not spectators, not visitors). */
export function usePlayLimits() {
  const { data: user } = useCurrentUser();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.playLimits,
      queryFn: ({ signal }) => getPlayLimits(signal),
      enabled: Boolean(user && !user.isSpectator && !user.isBanned),
      staleTime: 30_000,
    }),
  );
}

export function useSavePlayLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayLimitsBody) => apiFetch('/api/play-limits', { method: 'PUT', body, schema: playLimitsStateSchema }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.playLimits, state),
  });
}

export function useTakeBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayBreakBody) => apiFetch('/api/play-limits/break', { method: 'POST', body, schema: playLimitsStateSchema }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.playLimits, state),
  });
}
