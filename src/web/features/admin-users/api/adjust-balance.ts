import { useMutation, useQueryClient } from '@tanstack/react-query';
import { balanceAdjustmentResultSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface BalanceAdjustment {
  userId: string;
  /** Signed: a subtraction is sent as a negative amount (spec part 2 §5). */
  amount: number;
  reason: string;
}

export const adjustBalance = (body: BalanceAdjustment) =>
  adminFetch('/api/admin/user/balance', { method: 'POST', body, schema: balanceAdjustmentResultSchema });

export const useAdjustBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: (_result, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.user(userId) });
    },
  });
};
