import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeedEvent } from '../../../../core/contracts/feed';
import { getSocket, onReconnect } from '../../../lib/socket';
import { withPushed } from '../utils/feed-list';
import { queryKeys } from '../../../lib/query-keys';

/** Adds each pushed moment to the cached feed while a ticker is on screen; payloads are parsed first. */
export function useLiveFeed(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    // The schema loads with the first moment, not with the first screen; moments still land in the order they came.
    const onEvent = (payload: unknown) =>
      void import('../../../../core/contracts/feed').then(({ feedEventSchema }) => {
        const parsed = feedEventSchema.safeParse(payload);
        if (!parsed.success) return;
        queryClient.setQueryData<{ events: FeedEvent[] }>(queryKeys.feed, (feed) => (feed ? { events: withPushed(feed.events, parsed.data) } : feed));
      });
    // Moments pushed while this tab was away were missed: read the feed again.
    const catchUp = () => void queryClient.invalidateQueries({ queryKey: queryKeys.feed }, { cancelRefetch: false });
    socket.on('feed_event', onEvent);
    const offReconnect = onReconnect(socket, catchUp);
    return () => {
      socket.off('feed_event', onEvent);
      offReconnect();
    };
  }, [queryClient]);
}
