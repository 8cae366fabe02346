import { useQuery } from '@tanstack/react-query';
import { userEntriesQueryOptions } from '../../../lib/user-entries';

/** Spec part 1 §9: the dashboard polls the user's raffle entries every 5 s. */
export const ENTRIES_POLL_MS = 5000;

export const useActiveEntries = (userId: string) => useQuery({ ...userEntriesQueryOptions(userId), refetchInterval: ENTRIES_POLL_MS });
