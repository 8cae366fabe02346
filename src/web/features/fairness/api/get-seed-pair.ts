import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { seedPairSchema } from '../../../../core/contracts/fairness';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSeedPair = (signal?: AbortSignal) => apiFetch('/api/fairness/seeds', { schema: seedPairSchema, signal });

export const seedPairQueryOptions = () => queryOptions({ queryKey: queryKeys.fairness.seedPair, queryFn: ({ signal }) => getSeedPair(signal) });

export const useSeedPair = (enabled = true) => useQuery({ ...seedPairQueryOptions(), enabled });

/** Every bet moves the nonce on: game screens call this after each round starts. */
export function useRefreshSeedPair(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.fairness.seedPair }), [queryClient]);
}
