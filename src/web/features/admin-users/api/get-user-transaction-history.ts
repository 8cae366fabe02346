import { useQuery } from '@tanstack/react-query';
import { transactionHistorySchema } from '../../../../core/contracts/profile';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserTransactionHistory = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/transaction-history`, { schema: transactionHistorySchema, signal });

/** Spec part 2 §9: user transactions are polled every 10 s. */
export const useUserTransactionHistory = (userId: string) =>
  useQuery({
    queryKey: queryKeys.admin.userTransactionHistory(userId),
    queryFn: ({ signal }) => getUserTransactionHistory(userId, signal),
    refetchInterval: 10_000,
  });
