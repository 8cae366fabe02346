import { useQuery } from '@tanstack/react-query';
import { raffleListSchema, type Raffle } from '../../../../core/contracts/raffles';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 2 §9: every 5 s on the portal, every 30 s on the ended page. */
export const PORTAL_RAFFLES_POLL_MS = 5_000;
export const ENDED_RAFFLES_POLL_MS = 30_000;

export const getAdminRaffles = async (signal?: AbortSignal): Promise<Raffle[]> =>
  (await adminFetch('/api/admin/raffles', { schema: raffleListSchema, signal })).raffles;

export const useAdminRaffles = (pollMs: number) =>
  useQuery({ queryKey: queryKeys.admin.raffles, queryFn: ({ signal }) => getAdminRaffles(signal), refetchInterval: pollMs });
