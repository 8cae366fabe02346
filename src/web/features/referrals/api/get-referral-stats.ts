import { useQuery } from '@tanstack/react-query';
import type { ReferralStats } from '../../../../core/contracts/referrals';
import { apiFetch } from '../../../lib/api-client';
import { ContractRef } from '../../../lib/contract-ref';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 1 §7, §9: fetched only for Premium members, cached 60 s, one retry. */
export const REFERRAL_STATS_STALE_MS = 60_000;

// The dashboard's first screen shows this answer: its schema loads after the first screen (docs/decisions/0042).
const referralStatsContract = new ContractRef(async () => (await import('../../../../core/contracts/referrals')).referralStatsSchema);

export const getReferralStats = (signal?: AbortSignal): Promise<ReferralStats> => apiFetch('/api/referral/stats', { schema: referralStatsContract, signal });

export const useReferralStats = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.referrals.stats,
    queryFn: ({ signal }) => getReferralStats(signal),
    enabled,
    staleTime: REFERRAL_STATS_STALE_MS,
    retry: 1,
  });
