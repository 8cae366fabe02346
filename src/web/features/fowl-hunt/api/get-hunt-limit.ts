import { useQuery } from '@tanstack/react-query';
import { huntDailyLimitSchema, type HuntDailyLimit } from '../../../../core/contracts/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';

export const huntLimitQueryKey = ['fowl-hunt', 'limit'] as const;

/** The daily cap on net winnings and where the player stands today. */
export const getHuntLimit = (signal?: AbortSignal): Promise<HuntDailyLimit> =>
  apiFetch('/api/games/aim-trainer/limit', { schema: huntDailyLimitSchema, signal });

export const useHuntLimit = () => useQuery({ queryKey: huntLimitQueryKey, queryFn: ({ signal }) => getHuntLimit(signal) });
