import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatSendResultSchema, type ChatMessage } from '../../../../core/contracts/raffles';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SendChatInput {
  raffleId: string;
  userId: string;
  message: string;
}

export const sendChatMessage = async ({ raffleId, userId, message }: SendChatInput): Promise<ChatMessage> =>
  (
    await apiFetch(`/api/raffles/${encodeURIComponent(raffleId)}/chat`, {
      method: 'POST',
      body: { userId, message },
      schema: chatSendResultSchema,
      withAdminToken: true,
    })
  ).message;

export const useSendChatMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (message, { raffleId }) => {
      queryClient.setQueryData<ChatMessage[]>(queryKeys.raffles.chat(raffleId), (messages) =>
        messages && !messages.some((m) => m.id === message.id) ? [...messages, message] : messages,
      );
    },
  });
};
