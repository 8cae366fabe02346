import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getAdminUsers = (search: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/users${search ? `?search=${encodeURIComponent(search)}` : ''}`, { schema: adminUsersSchema, signal });

/** Spec part 2 §9: the user list is polled every 5 s. */
export const useAdminUsers = (search: string) =>
  useQuery({
    queryKey: queryKeys.admin.userSearch(search),
    queryFn: ({ signal }) => getAdminUsers(search, signal),
    refetchInterval: 5000,
    placeholderData: keepPreviousData,
  });
