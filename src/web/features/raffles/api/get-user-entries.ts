import { useQuery } from '@tanstack/react-query';
import { userEntriesSchema, type UserEntries } from '../../../../core/contracts/raffles';
import { apiFetch } from '../../../lib/api-client';

export const userEntriesQueryKey = (userId: string) => ['raffles', 'user-entries', userId] as const;

export const getUserEntries = (userId: string, signal?: AbortSignal): Promise<UserEntries> =>
  apiFetch(`/api/raffles/user-entries/${encodeURIComponent(userId)}`, { schema: userEntriesSchema, signal });

/** The signed-in user's entries: the free trial allows one raffle entry in total. */
export const useUserEntries = (userId: string | null | undefined) =>
  useQuery({
    queryKey: userEntriesQueryKey(userId ?? ''),
    queryFn: ({ signal }) => getUserEntries(userId!, signal),
    enabled: Boolean(userId),
  });
