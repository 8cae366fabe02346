import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSocket, realtimeContracts } from '../../../lib/socket';
import { queryKeys } from '../../../lib/query-keys';

/** A break taken on any device or tab reaches every open page of the player at once. */
export function usePlayPauseSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onPaused = (payload: unknown) =>
      void realtimeContracts().then(({ playPausedSchema }) => {
        if (playPausedSchema.safeParse(payload).success) void queryClient.invalidateQueries({ queryKey: queryKeys.playLimits });
      });
    socket.on('play_paused', onPaused);
    return () => {
      socket.off('play_paused', onPaused);
    };
  }, [queryClient]);
}
