import { useQuery } from '@tanstack/react-query';
import { caseStatusSchema, type CaseStatus } from '../../../../core/contracts/fowl-case';
import { apiFetch } from '../../../lib/api-client';

/** Spec part 1 §9: the case page polls can-open every 60 s. */
export const CASE_STATUS_POLL_MS = 60_000;

export const caseStatusQueryKey = (userId: string) => ['fowl-case', 'can-open', userId] as const;

export const getCaseStatus = (userId: string, signal?: AbortSignal): Promise<CaseStatus> =>
  apiFetch(`/api/daily-case/can-open/${encodeURIComponent(userId)}`, { schema: caseStatusSchema, signal });

export const useCaseStatus = (userId: string) =>
  useQuery({
    queryKey: caseStatusQueryKey(userId),
    queryFn: ({ signal }) => getCaseStatus(userId, signal),
    refetchInterval: CASE_STATUS_POLL_MS,
  });
