import { useQuery } from '@tanstack/react-query';
import { adminUserSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';

/** Every query about one user starts with this key, so one invalidation refreshes the whole dashboard. */
export const adminUserDetailKey = (userId: string) => ['admin', 'user', userId] as const;
export const adminUserQueryKey = (userId: string) => [...adminUserDetailKey(userId), 'profile'] as const;

export const getAdminUser = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}`, { schema: adminUserSchema, signal });

/** Polled every 5 s like the portal's user list (spec part 2 §9). */
export const useAdminUser = (userId: string, enabled = true) =>
  useQuery({ queryKey: adminUserQueryKey(userId), queryFn: ({ signal }) => getAdminUser(userId, signal), refetchInterval: 5000, enabled });
