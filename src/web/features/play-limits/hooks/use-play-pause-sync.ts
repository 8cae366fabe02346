import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSocket, realtimeContracts } from '../../../lib/socket';
import { useCurrentUser } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** A break taken on any device or tab reaches every open page of the player at once, the Fowl Case's status with it. */
export function usePlayPauseSync(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  useEffect(() => {
    const socket = getSocket();
    const onPaused = (payload: unknown) =>
      void realtimeContracts().then(({ playPausedSchema }) => {
        if (!playPausedSchema.safeParse(payload).success) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.playLimits });
        if (userId) void queryClient.invalidateQueries({ queryKey: queryKeys.fowlCase.canOpen(userId) });
      });
    socket.on('play_paused', onPaused);
    return () => {
      socket.off('play_paused', onPaused);
    };
  }, [queryClient, userId]);
}
