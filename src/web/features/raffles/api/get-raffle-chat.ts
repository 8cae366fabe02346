import { useQuery } from '@tanstack/react-query';
import { chatMessagesSchema, type ChatMessage } from '../../../../core/contracts/raffles';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 2 §9: chat is polled every 5 s; the chat_message event refetches at once. */
export const CHAT_POLL_MS = 5000;

export const getRaffleChat = async (raffleId: string, signal?: AbortSignal): Promise<ChatMessage[]> =>
  (await apiFetch(`/api/raffles/${encodeURIComponent(raffleId)}/chat`, { schema: chatMessagesSchema, signal, withAdminToken: true })).messages;

export const useRaffleChat = (raffleId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.raffles.chat(raffleId),
    queryFn: ({ signal }) => getRaffleChat(raffleId, signal),
    refetchInterval: CHAT_POLL_MS,
    enabled,
  });
