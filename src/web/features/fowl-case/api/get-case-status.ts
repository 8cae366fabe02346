import { useQuery } from '@tanstack/react-query';
import { caseStatusQueryOptions } from '../../../lib/case-status';

/** Spec part 1 §9: the case page polls can-open every 60 s. */
export const CASE_STATUS_POLL_MS = 60_000;

export const useCaseStatus = (userId: string) => useQuery({ ...caseStatusQueryOptions(userId), refetchInterval: CASE_STATUS_POLL_MS });
