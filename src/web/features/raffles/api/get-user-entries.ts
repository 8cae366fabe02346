import { useQuery } from '@tanstack/react-query';
import { userEntriesQueryOptions } from '../../../lib/user-entries';

/** The signed-in user's entries: the free trial allows one raffle entry in total. */
export const useUserEntries = (userId: string | null | undefined) => useQuery({ ...userEntriesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
