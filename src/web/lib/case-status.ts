import { queryOptions } from '@tanstack/react-query';
import type { CaseStatus } from '../../core/contracts/fowl-case';
import { apiFetch } from './api-client';
import { ContractRef } from './contract-ref';
import { queryKeys } from './query-keys';

// The dashboard's first screen shows this answer: its schema loads after the first screen (docs/decisions/0042).
const caseStatusContract = new ContractRef(async () => (await import('../../core/contracts/fowl-case')).caseStatusSchema);

/**
 * Whether the user may open the daily case, as the case page and the dashboard read
 * it: one fetcher and one cache entry, so opening the case refreshes both. Each
 * screen adds its own polling.
 */
export const getCaseStatus = (userId: string, signal?: AbortSignal): Promise<CaseStatus> =>
  apiFetch(`/api/daily-case/can-open/${encodeURIComponent(userId)}`, { schema: caseStatusContract, signal });

export const caseStatusQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.fowlCase.canOpen(userId), queryFn: ({ signal }) => getCaseStatus(userId, signal) });
