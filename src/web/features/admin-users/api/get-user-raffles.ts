import { useQuery } from '@tanstack/react-query';
import { raffleHistorySchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserRaffles = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/raffles`, { schema: raffleHistorySchema, signal });

export const useUserRaffles = (userId: string) =>
  useQuery({ queryKey: queryKeys.admin.userRaffles(userId), queryFn: ({ signal }) => getUserRaffles(userId, signal) });
