import { queryOptions } from '@tanstack/react-query';
import { liveBetDetailsSchema, type LiveBetDetails } from '../../core/contracts/live-bets';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

// A settled bet with its seeds, as a live bets row opens it and as the fairness page's
// link reads it, so both share one fetcher and one cache entry.

/** A settled bet with its seeds (the server seed once its pair is rotated) and its outcome. */
export const getBetDetails = (id: string, signal?: AbortSignal): Promise<LiveBetDetails> =>
  apiFetch(`/api/bets/${encodeURIComponent(id)}`, { schema: liveBetDetailsSchema, signal });

/** Read afresh each time a screen opens it: the server seed may have been revealed since. */
export const betDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.liveBets.details(id), queryFn: ({ signal }) => getBetDetails(id, signal) });
