import { useQuery } from '@tanstack/react-query';
import type { TransactionHistory } from '../../../../core/contracts/profile';
import { apiFetch } from '../../../lib/api-client';
import { ContractRef } from '../../../lib/contract-ref';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 1 §9: the history is polled every 10 s (a balance push refreshes it at once). */
export const HISTORY_POLL_MS = 10_000;

// The dashboard's first screen shows this answer: its schema loads after the first screen (docs/decisions/0042).
const historyContract = new ContractRef(async () => (await import('../../../../core/contracts/profile')).transactionHistorySchema);

export const getTransactionHistory = (steamId: string, signal?: AbortSignal): Promise<TransactionHistory> =>
  apiFetch(`/api/user/${encodeURIComponent(steamId)}/transaction-history`, { schema: historyContract, signal });

export const useTransactionHistory = (steamId: string) =>
  useQuery({
    queryKey: queryKeys.profile.transactionHistory(steamId),
    queryFn: ({ signal }) => getTransactionHistory(steamId, signal),
    refetchInterval: HISTORY_POLL_MS,
  });
