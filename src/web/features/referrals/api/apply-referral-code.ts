import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyReferralResultSchema } from '../../../../core/contracts/referrals';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ApplyReferralInput {
  /** Sent as the specification's client sends it; the server reads the session. */
  steamId: string;
  referralCode: string;
}

export const applyReferralCode = (input: ApplyReferralInput) =>
  apiFetch('/api/referral/apply', { method: 'POST', body: input, schema: applyReferralResultSchema });

/** On success the cached current user is invalidated (spec part 1 §4), so referredBy arrives. */
export const useApplyReferralCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReferralCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser }),
  });
};
