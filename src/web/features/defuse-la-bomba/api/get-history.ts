import { queryOptions, useQuery } from '@tanstack/react-query';
import { defuseHistoryResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The player's last 10 finished games, newest first. */
export const getDefuseHistory = async (signal?: AbortSignal) =>
  (await apiFetch('/api/games/defuse-bomba/history', { schema: defuseHistoryResponseSchema, signal })).history;

export const useDefuseHistory = () => useQuery(queryOptions({ queryKey: queryKeys.defuseLaBomba.history, queryFn: ({ signal }) => getDefuseHistory(signal) }));
