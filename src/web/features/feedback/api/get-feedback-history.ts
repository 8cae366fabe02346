import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackListSchema, type Feedback } from '../../../../core/contracts/feedback';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 1 §9: the feedback list is polled every 30 s, so admin responses show up. */
export const FEEDBACK_POLL_MS = 30_000;

export const getFeedbackHistory = async (steamId: string, signal?: AbortSignal): Promise<Feedback[]> =>
  (await apiFetch(`/api/user/${encodeURIComponent(steamId)}/feedback`, { schema: feedbackListSchema, signal })).feedback;

export const feedbackHistoryQueryOptions = (steamId: string) =>
  queryOptions({
    queryKey: queryKeys.feedback.history(steamId),
    queryFn: ({ signal }) => getFeedbackHistory(steamId, signal),
    refetchInterval: FEEDBACK_POLL_MS,
  });

export const useFeedbackHistory = (steamId: string | null) => useQuery({ ...feedbackHistoryQueryOptions(steamId ?? ''), enabled: steamId !== null });
