import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ContractRef } from '../../../lib/contract-ref';
import { queryKeys } from '../../../lib/query-keys';

const feedContract = new ContractRef(async () => (await import('../../../../core/contracts/feed')).feedSchema);

/** The recent moments; `feed_event` pushes keep the list current afterwards. */
export const getFeed = (signal?: AbortSignal) => apiFetch('/api/feed', { schema: feedContract, signal });

export const useFeed = () => useQuery(queryOptions({ queryKey: queryKeys.feed, queryFn: ({ signal }) => getFeed(signal), staleTime: 60_000 }));
