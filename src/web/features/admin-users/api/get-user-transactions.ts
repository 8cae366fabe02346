import { useQuery } from '@tanstack/react-query';
import { adminTransactionsSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { adminUserDetailKey } from './get-user';

export const getUserTransactions = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/transactions`, { schema: adminTransactionsSchema, signal });

export const useUserTransactions = (userId: string) =>
  useQuery({ queryKey: [...adminUserDetailKey(userId), 'transactions'], queryFn: ({ signal }) => getUserTransactions(userId, signal) });
