import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntStartResponseSchema, type HuntStart } from '../../../../core/contracts/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';
import { applyBalanceUpdate } from '../../../lib/balance-update';
import { queryKeys } from '../../../lib/query-keys';

/** Takes the 25-fowl bet and answers the three targets up first. */
export const startHuntRound = (targetGoal: number): Promise<HuntStart> =>
  apiFetch('/api/games/aim-trainer/start', { method: 'POST', body: { targetGoal }, schema: huntStartResponseSchema });

export const useStartHuntRound = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startHuntRound,
    onSuccess: ({ fowlBalance }) => {
      applyBalanceUpdate(queryClient, { fowlBalance });
      // A start settles a finished round nobody closed, which may move today's standing.
      void queryClient.invalidateQueries({ queryKey: queryKeys.fowlHunt.limit });
    },
  });
};
