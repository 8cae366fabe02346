import { queryOptions, useQuery } from '@tanstack/react-query';
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
