import { queryOptions, useQuery } from '@tanstack/react-query';
import { henHouseActiveResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The game still running on the server (after a reload), or null. */
export const getActiveHenHouseGame = async (signal?: AbortSignal) =>
  (await apiFetch('/api/game/hen-house-hazard/active', { schema: henHouseActiveResponseSchema, signal })).game;

export const useActiveHenHouseGame = () =>
  useQuery(queryOptions({ queryKey: queryKeys.henHouseHazard.active, queryFn: ({ signal }) => getActiveHenHouseGame(signal) }));
