import { useQuery } from '@tanstack/react-query';
import { huntDailyLimitSchema, type HuntDailyLimit } from '../../../../core/contracts/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The daily cap on net winnings and where the player stands today. */
export const getHuntLimit = (signal?: AbortSignal): Promise<HuntDailyLimit> =>
  apiFetch('/api/games/aim-trainer/limit', { schema: huntDailyLimitSchema, signal });

export const useHuntLimit = () => useQuery({ queryKey: queryKeys.fowlHunt.limit, queryFn: ({ signal }) => getHuntLimit(signal) });
