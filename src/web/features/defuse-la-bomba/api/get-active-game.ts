import { queryOptions, useQuery } from '@tanstack/react-query';
import { defuseActiveResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The game still running on the server (after a reload), or null. */
export const getActiveDefuseGame = async (signal?: AbortSignal) =>
  (await apiFetch('/api/games/defuse-bomba/active', { schema: defuseActiveResponseSchema, signal })).game;

export const useActiveDefuseGame = () =>
  useQuery(queryOptions({ queryKey: queryKeys.defuseLaBomba.active, queryFn: ({ signal }) => getActiveDefuseGame(signal) }));
