import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Raffle } from '../../../../core/contracts/raffles';
import { apiFetch } from '../../../lib/api-client';
import { ContractRef } from '../../../lib/contract-ref';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 2 §9: the raffle list is polled every 5 s. */
export const RAFFLES_POLL_MS = 5000;

const raffleListContract = new ContractRef(async () => (await import('../../../../core/contracts/raffles')).raffleListSchema);

export const getRaffles = async (signal?: AbortSignal): Promise<Raffle[]> => (await apiFetch('/api/raffles', { schema: raffleListContract, signal })).raffles;

export const rafflesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.raffles.active, queryFn: ({ signal }) => getRaffles(signal), refetchInterval: RAFFLES_POLL_MS });

export const useRaffles = () => useQuery(rafflesQueryOptions());

/**
 * Asks for the list while `waiting` (the session check is out and the page will show the
 * list once it answers), so the list comes beside the session answer instead of after it.
 */
export function usePrefetchRaffles(waiting: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (waiting) void queryClient.prefetchQuery(rafflesQueryOptions());
  }, [waiting, queryClient]);
}
