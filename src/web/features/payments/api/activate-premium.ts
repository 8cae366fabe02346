import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { activatePremiumResponseSchema, type ActivatePremiumResult } from '../../../../core/contracts/payments';
import { PREMIUM_PLAN_ID } from '../../../../core/premium';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Asks the server to activate a confirmed charge; it checks with the provider itself. */
export const activatePremium = (input: { userId: string; chargeId: string; planId?: string }): Promise<ActivatePremiumResult> =>
  apiFetch('/api/activate-premium', {
    method: 'POST',
    body: { userId: input.userId, chargeId: input.chargeId, planId: input.planId ?? PREMIUM_PLAN_ID },
    schema: activatePremiumResponseSchema,
  });

export const useActivatePremium = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePremium,
    onSuccess: (result) => {
      queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, (user) =>
        user ? { ...user, isSubscribed: result.isSubscribed, subscriptionExpiresAt: result.subscriptionExpiresAt } : user,
      );
      // The referral reward may have moved the balance too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser });
    },
  });
};
