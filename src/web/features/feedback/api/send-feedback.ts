import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackSchema, type Feedback } from '../../../../core/contracts/feedback';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const sendFeedback = (message: string): Promise<Feedback> => apiFetch('/api/feedback', { method: 'POST', body: { message }, schema: feedbackSchema });

/** After a send, the player's history is out of date: refetch it the next time it is shown. */
export const useSendFeedback = (steamId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback.history(steamId) }),
  });
};
