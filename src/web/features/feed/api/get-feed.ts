import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedSchema } from '../../../../core/contracts/feed';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The recent moments; `feed_event` pushes keep the list current afterwards. */
export const getFeed = (signal?: AbortSignal) => apiFetch('/api/feed', { schema: feedSchema, signal });

export const useFeed = () => useQuery(queryOptions({ queryKey: queryKeys.feed, queryFn: ({ signal }) => getFeed(signal), staleTime: 60_000 }));
