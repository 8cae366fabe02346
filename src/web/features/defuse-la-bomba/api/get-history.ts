import { queryOptions, useQuery } from '@tanstack/react-query';
import { defuseHistoryResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

export const defuseHistoryQueryKey = ['defuse-la-bomba', 'history'] as const;

/** The player's last 10 finished games, newest first. */
export const getDefuseHistory = async (signal?: AbortSignal) =>
  (await apiFetch('/api/games/defuse-bomba/history', { schema: defuseHistoryResponseSchema, signal })).history;

export const useDefuseHistory = () => useQuery(queryOptions({ queryKey: defuseHistoryQueryKey, queryFn: ({ signal }) => getDefuseHistory(signal) }));
