import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatStandingSchema,
  siteChatHistorySchema,
  siteChatSendResultSchema,
  type ChatRoom,
  type SiteChatHistory,
  type SiteChatMessage,
} from '../../../../core/contracts/chat';
import { okSchema } from '../../../../core/contracts/common';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withMessage } from '../utils/room-messages';

/** A room's latest messages; afterwards messages arrive over the socket, so nothing polls. */
export const useChatRoom = (room: ChatRoom) =>
  useQuery({
    queryKey: queryKeys.chat.room(room),
    queryFn: ({ signal }) => apiFetch(`/api/chat/${room}`, { schema: siteChatHistorySchema, signal }),
    staleTime: Infinity,
  });

/** Whether the caller may write, and why not. */
export const useChatStanding = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.chat.standing, queryFn: ({ signal }) => apiFetch('/api/chat/standing', { schema: chatStandingSchema, signal }), enabled });

export function useSendChat(room: ChatRoom) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => apiFetch(`/api/chat/${room}`, { method: 'POST', body: { message }, schema: siteChatSendResultSchema }),
    // The writer sees their message at once, whether or not their own push comes first.
    onSuccess: ({ message }: { message: SiteChatMessage }) =>
      queryClient.setQueryData<SiteChatHistory>(queryKeys.chat.room(room), (old) => (old ? withMessage(old, message) : old)),
  });
}

export const useReportMessage = () =>
  useMutation({ mutationFn: (id: string) => apiFetch(`/api/chat/messages/${encodeURIComponent(id)}/report`, { method: 'POST', body: {}, schema: okSchema }) });
