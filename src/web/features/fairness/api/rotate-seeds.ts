import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateResultSchema } from '../../../../core/contracts/fairness';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Reveals the current server seed and starts a new pair; with a client seed, the new pair uses it. */
export const rotateSeeds = (clientSeed?: string) =>
  clientSeed === undefined
    ? apiFetch('/api/fairness/rotate', { method: 'POST', schema: rotateResultSchema })
    : apiFetch('/api/fairness/client-seed', { method: 'POST', body: { clientSeed }, schema: rotateResultSchema });

export const useRotateSeeds = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeeds,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.fairness.seedPair, result.current);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fairness.revealedSeeds });
      // Rounds of the old pair now carry their server seed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.fairness.rounds });
      void queryClient.invalidateQueries({ queryKey: queryKeys.liveBets.allDetails });
    },
  });
};
