import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayBreakBody, PlayLimitsBody } from '../../../../core/contracts/play-limits';
import { apiFetch } from '../../../lib/api-client';
import { ContractRef } from '../../../lib/contract-ref';
import { useCurrentUser } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

// Every signed-in page reads this answer (the play-paused banner, the reality check): its schema loads
// after the first screen (docs/decisions/0042); a change the player makes loads it with the click.
const loadContract = async () => (await import('../../../../core/contracts/play-limits')).playLimitsStateSchema;
const playLimitsContract = new ContractRef(loadContract);

export const getPlayLimits = (signal?: AbortSignal) => apiFetch('/api/play-limits', { schema: playLimitsContract, signal });

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
    mutationFn: async (body: PlayLimitsBody) => apiFetch('/api/play-limits', { method: 'PUT', body, schema: await loadContract() }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.playLimits, state),
  });
}

export function useTakeBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlayBreakBody) => apiFetch('/api/play-limits/break', { method: 'POST', body, schema: await loadContract() }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.playLimits, state),
  });
}
