import { queryOptions, useQuery } from '@tanstack/react-query';
import { defuseActiveResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

export const defuseActiveQueryKey = ['defuse-la-bomba', 'active'] as const;

/** The game still running on the server (after a reload), or null. */
export const getActiveDefuseGame = async (signal?: AbortSignal) =>
  (await apiFetch('/api/games/defuse-bomba/active', { schema: defuseActiveResponseSchema, signal })).game;

export const useActiveDefuseGame = () => useQuery(queryOptions({ queryKey: defuseActiveQueryKey, queryFn: ({ signal }) => getActiveDefuseGame(signal) }));
