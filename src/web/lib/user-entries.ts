import { queryOptions } from '@tanstack/react-query';
import { userEntriesSchema, type UserEntries } from '../../core/contracts/raffles';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The user's raffle entries, as the raffle screens and the dashboard read them: one
 * fetcher and one cache entry, so an entry refreshes both. Each screen adds its own polling.
 */
export const getUserEntries = (userId: string, signal?: AbortSignal): Promise<UserEntries> =>
  apiFetch(`/api/raffles/user-entries/${encodeURIComponent(userId)}`, { schema: userEntriesSchema, signal });

export const userEntriesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.raffles.userEntries(userId), queryFn: ({ signal }) => getUserEntries(userId, signal) });
