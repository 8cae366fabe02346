import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { feedEventSchema, type FeedEvent } from '../../../../core/contracts/feed';
import { getSocket } from '../../../lib/socket';
import { withPushed } from '../utils/feed-list';
import { queryKeys } from '../../../lib/query-keys';

/** Adds each pushed moment to the cached feed while a ticker is on screen; payloads are parsed first. */
export function useLiveFeed(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onEvent = (payload: unknown) => {
      const parsed = feedEventSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData<{ events: FeedEvent[] }>(queryKeys.feed, (feed) => (feed ? { events: withPushed(feed.events, parsed.data) } : feed));
    };
    socket.on('feed_event', onEvent);
    return () => {
      socket.off('feed_event', onEvent);
    };
  }, [queryClient]);
}
