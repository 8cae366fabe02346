import type { FeedEvent } from '../../../../core/contracts/feed';
import { FEED_SIZE } from '../../../../core/feed';

/** A pushed moment on top of the list, once, keeping the newest FEED_SIZE. */
export function withPushed(events: readonly FeedEvent[], pushed: FeedEvent): FeedEvent[] {
  if (events.some((e) => e.id === pushed.id)) return [...events];
  return [pushed, ...events].slice(0, FEED_SIZE);
}
