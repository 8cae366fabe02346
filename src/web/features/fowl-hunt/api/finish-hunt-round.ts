import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntResultResponseSchema } from '../../../../core/contracts/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';
import { applyBalanceUpdate } from '../../../lib/balance-update';
import { queryKeys } from '../../../lib/query-keys';

/** Ends the round; the server answers the result from its own record of the clicks. */
export const finishHuntRound = (roundId: string) => apiFetch('/api/games/aim-trainer', { method: 'POST', body: { roundId }, schema: huntResultResponseSchema });

export const useFinishHuntRound = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishHuntRound,
    onSuccess: ({ fowlBalance }) => applyBalanceUpdate(queryClient, { fowlBalance }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.fowlHunt.history }),
        queryClient.invalidateQueries({ queryKey: queryKeys.fowlHunt.limit }),
      ]),
  });
};
