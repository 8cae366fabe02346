import { useQuery } from '@tanstack/react-query';
import { adminFeedbackListSchema, type AdminFeedback } from '../../../../core/contracts/feedback';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 2 §9: polled every 10 s. */
export const ADMIN_FEEDBACK_POLL_MS = 10_000;

export const getAdminFeedback = async (signal?: AbortSignal): Promise<AdminFeedback[]> =>
  (await adminFetch('/api/admin/feedback', { schema: adminFeedbackListSchema, signal })).feedback;

export const useAdminFeedback = () =>
  useQuery({ queryKey: queryKeys.admin.feedback, queryFn: ({ signal }) => getAdminFeedback(signal), refetchInterval: ADMIN_FEEDBACK_POLL_MS });
