import { useQuery } from '@tanstack/react-query';
import { adminUserSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getAdminUser = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}`, { schema: adminUserSchema, signal });

/** Polled every 5 s like the portal's user list (spec part 2 §9). */
export const useAdminUser = (userId: string, enabled = true) =>
  useQuery({ queryKey: queryKeys.admin.userProfile(userId), queryFn: ({ signal }) => getAdminUser(userId, signal), refetchInterval: 5000, enabled });
