import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFeedbackStatusResultSchema, type AdminFeedbackStatusBody } from '../../../../core/contracts/feedback';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateFeedbackStatus = ({ id, status, adminResponse }: { id: string; status: AdminFeedbackStatusBody['status']; adminResponse: string }) => {
  // The response is optional: trimmed, and left out when empty (spec part 2 §5).
  const response = adminResponse.trim();
  const body: AdminFeedbackStatusBody = response ? { status, adminResponse: response } : { status };
  return adminFetch(`/api/admin/feedback/${encodeURIComponent(id)}/status`, { method: 'POST', body, schema: adminFeedbackStatusResultSchema });
};

export const useUpdateFeedbackStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFeedbackStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.feedback }) });
};
