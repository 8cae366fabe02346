import { useQuery } from '@tanstack/react-query';
import { transactionHistorySchema } from '../../../../core/contracts/profile';
import { adminFetch } from '../../../lib/api-client';
import { adminUserDetailKey } from './get-user';

export const getUserTransactionHistory = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/transaction-history`, { schema: transactionHistorySchema, signal });

/** Spec part 2 §9: user transactions are polled every 10 s. */
export const useUserTransactionHistory = (userId: string) =>
  useQuery({
    queryKey: [...adminUserDetailKey(userId), 'transaction-history'],
    queryFn: ({ signal }) => getUserTransactionHistory(userId, signal),
    refetchInterval: 10_000,
  });
