import { useQuery } from '@tanstack/react-query';
import { caseStatusQueryOptions } from '../../../lib/case-status';

/** Spec part 1 §9: the dashboard polls can-open every 5 s (the case page, every 60 s). */
export const DASHBOARD_CASE_POLL_MS = 5000;

export const useDashboardCaseStatus = (userId: string) => useQuery({ ...caseStatusQueryOptions(userId), refetchInterval: DASHBOARD_CASE_POLL_MS });
