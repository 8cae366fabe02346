import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteChatMessageSchema, type ChatRoom, type SiteChatHistory } from '../../../../core/contracts/chat';
import { chatMutedSchema, siteChatDeletedSchema, siteChatRoomSchema } from '../../../../core/contracts/realtime';
import { queryKeys } from '../../../lib/query-keys';
import { getSocket, onReconnect } from '../../../lib/socket';
import { withMessage, withoutMessage } from '../utils/room-messages';

/** Keeps the open room current from the socket: new messages, deletions, slow mode and the reader's own mute. */
export function useLiveChat(room: ChatRoom): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const update = (change: (old: SiteChatHistory) => SiteChatHistory) =>
      queryClient.setQueryData<SiteChatHistory>(queryKeys.chat.room(room), (old) => (old ? change(old) : old));
    const join = () => socket.emit('joining_chat', { room });
    const onMessage = (p: unknown) => {
      const parsed = siteChatMessageSchema.safeParse(p);
      if (parsed.success && parsed.data.room === room) update((old) => withMessage(old, parsed.data));
    };
    const onDeleted = (p: unknown) => {
      const parsed = siteChatDeletedSchema.safeParse(p);
      if (parsed.success && parsed.data.room === room) update((old) => withoutMessage(old, parsed.data.id));
    };
    const onRoom = (p: unknown) => {
      const parsed = siteChatRoomSchema.safeParse(p);
      if (parsed.success && parsed.data.room === room) update((old) => ({ ...old, slowModeSeconds: parsed.data.slowModeSeconds }));
    };
    const onMuted = (p: unknown) => {
      if (chatMutedSchema.safeParse(p).success) void queryClient.invalidateQueries({ queryKey: queryKeys.chat.standing });
    };
    join();
    // A reconnect is a new socket on the server: join again, and read what was missed.
    socket.on('connect', join);
    const stopReconnect = onReconnect(socket, () => void queryClient.invalidateQueries({ queryKey: queryKeys.chat.room(room) }));
    socket.on('site_chat_message', onMessage);
    socket.on('site_chat_deleted', onDeleted);
    socket.on('site_chat_room', onRoom);
    socket.on('chat_muted', onMuted);
    return () => {
      socket.emit('leaving_chat', { room });
      socket.off('connect', join);
      stopReconnect();
      socket.off('site_chat_message', onMessage);
      socket.off('site_chat_deleted', onDeleted);
      socket.off('site_chat_room', onRoom);
      socket.off('chat_muted', onMuted);
    };
  }, [queryClient, room]);
}
