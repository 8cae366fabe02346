import { queryOptions } from '@tanstack/react-query';
import type { UserEntries } from '../../core/contracts/raffles';
import { apiFetch } from './api-client';
import { ContractRef } from './contract-ref';
import { queryKeys } from './query-keys';

// The dashboard's first screen shows this answer: its schema loads after the first screen (docs/decisions/0042).
const userEntriesContract = new ContractRef(async () => (await import('../../core/contracts/raffles')).userEntriesSchema);

/**
 * The user's raffle entries, as the raffle screens and the dashboard read them: one
 * fetcher and one cache entry, so an entry refreshes both. Each screen adds its own polling.
 */
export const getUserEntries = (userId: string, signal?: AbortSignal): Promise<UserEntries> =>
  apiFetch(`/api/raffles/user-entries/${encodeURIComponent(userId)}`, { schema: userEntriesContract, signal });

export const userEntriesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.raffles.userEntries(userId), queryFn: ({ signal }) => getUserEntries(userId, signal) });
