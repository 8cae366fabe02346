import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformInfoSchema } from '../../core/contracts/accounts';
import { apiFetch } from './api-client';

// Public facts about the deployment (sandbox adapters, maintenance), read by the
// header and the maintenance page before anyone signs in.

/** Refreshed by the socket when an admin flips maintenance mode. */
export const platformQueryKey = ['platform'] as const;

export const getPlatform = (signal?: AbortSignal) => apiFetch('/api/platform', { schema: platformInfoSchema, signal });

export const platformQueryOptions = (pollMs?: number) =>
  queryOptions({
    queryKey: platformQueryKey,
    queryFn: ({ signal }) => getPlatform(signal),
    refetchInterval: pollMs ?? false,
  });

export const usePlatform = (pollMs?: number) => useQuery(platformQueryOptions(pollMs));
