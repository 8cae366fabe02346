import { queryOptions, useQuery } from '@tanstack/react-query';
import { henHouseActiveResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

export const henHouseActiveQueryKey = ['hen-house-hazard', 'active'] as const;

/** The game still running on the server (after a reload), or null. */
export const getActiveHenHouseGame = async (signal?: AbortSignal) =>
  (await apiFetch('/api/game/hen-house-hazard/active', { schema: henHouseActiveResponseSchema, signal })).game;

export const useActiveHenHouseGame = () => useQuery(queryOptions({ queryKey: henHouseActiveQueryKey, queryFn: ({ signal }) => getActiveHenHouseGame(signal) }));
