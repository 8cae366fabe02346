import { useQuery } from '@tanstack/react-query';
import { userEntriesSchema, type UserEntries } from '../../../../core/contracts/raffles';
import { apiFetch } from '../../../lib/api-client';

/** Spec part 1 §9: the dashboard polls the user's raffle entries every 5 s. */
export const ENTRIES_POLL_MS = 5000;

export const activeEntriesQueryKey = (userId: string) => ['dashboard', 'user-entries', userId] as const;

export const getActiveEntries = (userId: string, signal?: AbortSignal): Promise<UserEntries> =>
  apiFetch(`/api/raffles/user-entries/${encodeURIComponent(userId)}`, { schema: userEntriesSchema, signal });

export const useActiveEntries = (userId: string) =>
  useQuery({
    queryKey: activeEntriesQueryKey(userId),
    queryFn: ({ signal }) => getActiveEntries(userId, signal),
    refetchInterval: ENTRIES_POLL_MS,
  });
