import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { ContractRef } from '../../../lib/contract-ref';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 1 §9: the dashboard polls the user record every 5 s. */
export const USER_RECORD_POLL_MS = 5000;

// The dashboard's first row shows this record: its schema loads after the first screen (docs/decisions/0042).
const userRecordContract = new ContractRef(async () => (await import('../../../../core/contracts/accounts')).userSchema);

export const getUserRecord = (steamId: string, signal?: AbortSignal): Promise<User> =>
  apiFetch(`/api/user/${encodeURIComponent(steamId)}`, { schema: userRecordContract, signal });

export const useUserRecord = (steamId: string) =>
  useQuery({
    queryKey: queryKeys.profile.user(steamId),
    queryFn: ({ signal }) => getUserRecord(steamId, signal),
    refetchInterval: USER_RECORD_POLL_MS,
  });
