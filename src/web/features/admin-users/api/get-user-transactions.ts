import { useQuery } from '@tanstack/react-query';
import { adminTransactionsSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserTransactions = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/transactions`, { schema: adminTransactionsSchema, signal });

export const useUserTransactions = (userId: string) =>
  useQuery({ queryKey: queryKeys.admin.userTransactions(userId), queryFn: ({ signal }) => getUserTransactions(userId, signal) });
