import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { raffleDetailQueryOptions } from '../../../lib/raffle-detail';

/**
 * Spec part 2 §9: the raffle page polls every 2 s. The specification's 3 s poll of each
 * card on the list fetched this whole detail for a count the list already carries; the
 * cards show the list's count, refreshed on every entry (docs/decisions/0028).
 */
export const RAFFLE_PAGE_POLL_MS = 2000;

export const raffleQueryOptions = (id: string, pollMs: number | false) =>
  queryOptions({
    ...raffleDetailQueryOptions(id),
    // A raffle that does not exist will not appear; other failures may pass, so keep polling.
    refetchInterval: (query) => (isApiError(query.state.error) && query.state.error.status === 404 ? false : pollMs),
  });

export const useRaffle = (id: string, { pollMs = RAFFLE_PAGE_POLL_MS, enabled = true }: { pollMs?: number | false; enabled?: boolean } = {}) =>
  useQuery({ ...raffleQueryOptions(id, pollMs), enabled });
