import { useQuery } from '@tanstack/react-query';
import { adminReferralsSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserReferrals = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/referrals`, { schema: adminReferralsSchema, signal });

export const useUserReferrals = (userId: string) =>
  useQuery({ queryKey: queryKeys.admin.userReferrals(userId), queryFn: ({ signal }) => getUserReferrals(userId, signal) });
