import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { ContractRef } from './contract-ref';
import { queryKeys } from './query-keys';

// Public facts about the deployment (sandbox adapters, maintenance), read by the
// header and the maintenance page before anyone signs in.

const platformContract = new ContractRef(async () => (await import('../../core/contracts/accounts')).platformInfoSchema);

export const getPlatform = (signal?: AbortSignal) => apiFetch('/api/platform', { schema: platformContract, signal });

export const platformQueryOptions = (pollMs?: number) =>
  queryOptions({
    queryKey: queryKeys.platform,
    queryFn: ({ signal }) => getPlatform(signal),
    refetchInterval: pollMs ?? false,
  });

export const usePlatform = (pollMs?: number) => useQuery(platformQueryOptions(pollMs));
