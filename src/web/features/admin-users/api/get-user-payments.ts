import { useQuery } from '@tanstack/react-query';
import { adminPaymentHistorySchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserPayments = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/payment-history`, { schema: adminPaymentHistorySchema, signal });

/** Spec part 2 §9: payments are polled every 30 s. */
export const useUserPayments = (userId: string) =>
  useQuery({ queryKey: queryKeys.admin.userPayments(userId), queryFn: ({ signal }) => getUserPayments(userId, signal), refetchInterval: 30_000 });
