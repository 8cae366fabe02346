import { queryOptions } from '@tanstack/react-query';
import { raffleDetailSchema, type RaffleDetail } from '../../core/contracts/raffles';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

/** One raffle with its entries, as the raffle page and the fairness page's draw verifier read it. */
export const getRaffle = (id: string, signal?: AbortSignal): Promise<RaffleDetail> =>
  apiFetch(`/api/raffle/${encodeURIComponent(id)}`, { schema: raffleDetailSchema, signal });

/** One fetcher and one cache entry for both screens; each adds its own polling. */
export const raffleDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.raffles.detail(id), queryFn: ({ signal }) => getRaffle(id, signal) });
