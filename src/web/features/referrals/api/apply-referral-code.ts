import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ApplyReferralInput {
  /** Sent as the specification's client sends it; the server reads the session. */
  steamId: string;
  referralCode: string;
}

// The schema loads with the click, not with the dashboard (docs/decisions/0042).
export const applyReferralCode = async (input: ApplyReferralInput) =>
  apiFetch('/api/referral/apply', { method: 'POST', body: input, schema: (await import('../../../../core/contracts/referrals')).applyReferralResultSchema });

/** On success the cached current user is invalidated (spec part 1 §4), so referredBy arrives. */
export const useApplyReferralCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReferralCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser }),
  });
};
