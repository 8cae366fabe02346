import { useQuery } from '@tanstack/react-query';
import { caseStatusSchema, type CaseStatus } from '../../../../core/contracts/fowl-case';
import { apiFetch } from '../../../lib/api-client';

/** Spec part 1 §9: the dashboard polls can-open every 5 s (the case page, every 60 s). */
export const DASHBOARD_CASE_POLL_MS = 5000;

export const dashboardCaseStatusQueryKey = (userId: string) => ['dashboard', 'can-open', userId] as const;

export const getCaseStatus = (userId: string, signal?: AbortSignal): Promise<CaseStatus> =>
  apiFetch(`/api/daily-case/can-open/${encodeURIComponent(userId)}`, { schema: caseStatusSchema, signal });

export const useDashboardCaseStatus = (userId: string) =>
  useQuery({
    queryKey: dashboardCaseStatusQueryKey(userId),
    queryFn: ({ signal }) => getCaseStatus(userId, signal),
    refetchInterval: DASHBOARD_CASE_POLL_MS,
  });
