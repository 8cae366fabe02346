import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { blockedWordSchema, blockedWordsSchema, chatMuteSchema, chatReportsSchema, type ChatRoom, type MuteBody } from '../../../../core/contracts/chat';
import { okSchema } from '../../../../core/contracts/common';
import { adminFetch } from '../../../lib/api-client';
import { deleteChatMessage } from '../../../lib/chat-moderation';
import { queryKeys } from '../../../lib/query-keys';

/** Open reports come in as players send them: polled while the section is shown. */
export const CHAT_REPORTS_POLL_MS = 15_000;

export const useChatReports = () =>
  useQuery({
    queryKey: queryKeys.chat.admin.reports,
    queryFn: ({ signal }) => adminFetch('/api/admin/chat/reports', { schema: chatReportsSchema, signal }),
    refetchInterval: CHAT_REPORTS_POLL_MS,
  });

export const useBlockedWords = () =>
  useQuery({
    queryKey: queryKeys.chat.admin.blockedWords,
    queryFn: ({ signal }) => adminFetch('/api/admin/chat/blocked-words', { schema: blockedWordsSchema, signal }),
  });

type Refresh = 'reports' | 'words' | null;

/** Each act refreshes what it changes: the reports, or the list of words. */
function useModeration<T>(act: (arg: T) => Promise<unknown>, refresh: Refresh) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSettled: () =>
      refresh === 'reports'
        ? queryClient.invalidateQueries({ queryKey: queryKeys.chat.admin.reports })
        : refresh === 'words'
          ? queryClient.invalidateQueries({ queryKey: queryKeys.chat.admin.blockedWords })
          : undefined,
  });
}

export const useDeleteMessage = () => useModeration(deleteChatMessage, 'reports');

export const useDismissReports = () =>
  useModeration(
    (id: string) => adminFetch(`/api/admin/chat/messages/${encodeURIComponent(id)}/dismiss-reports`, { method: 'POST', body: {}, schema: okSchema }),
    'reports',
  );

export const useMutePlayer = () =>
  useModeration((body: MuteBody) => adminFetch('/api/admin/chat/mutes', { method: 'POST', body, schema: chatMuteSchema }), null);

export const useSetSlowMode = () =>
  useModeration(
    ({ room, seconds }: { room: ChatRoom; seconds: number }) =>
      adminFetch(`/api/admin/chat/rooms/${room}`, {
        method: 'PUT',
        body: { slowModeSeconds: seconds },
        schema: z.object({ room: z.string(), slowModeSeconds: z.number() }),
      }),
    null,
  );

export const useAddBlockedWord = () =>
  useModeration((word: string) => adminFetch('/api/admin/chat/blocked-words', { method: 'POST', body: { word }, schema: blockedWordSchema }), 'words');

export const useRemoveBlockedWord = () =>
  useModeration((id: string) => adminFetch(`/api/admin/chat/blocked-words/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema }), 'words');
