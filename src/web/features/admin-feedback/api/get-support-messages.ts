import { useQuery } from '@tanstack/react-query';
import { adminSupportMessageListSchema, type AdminSupportMessage } from '../../../../core/contracts/support';
import { adminFetch } from '../../../lib/api-client';
import { ADMIN_FEEDBACK_POLL_MS } from './get-admin-feedback';
import { queryKeys } from '../../../lib/query-keys';

export const getSupportMessages = async (signal?: AbortSignal): Promise<AdminSupportMessage[]> =>
  (await adminFetch('/api/admin/support-messages', { schema: adminSupportMessageListSchema, signal })).messages;

/** Polled like the feedback list beside it. */
export const useSupportMessages = () =>
  useQuery({ queryKey: queryKeys.admin.supportMessages, queryFn: ({ signal }) => getSupportMessages(signal), refetchInterval: ADMIN_FEEDBACK_POLL_MS });
