import { queryOptions, useQuery } from '@tanstack/react-query';
import { plinkoHistoryResponseSchema } from '../../../../core/contracts/plinko';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The player's last 10 drops, newest first. */
export const getPlinkoHistory = async (signal?: AbortSignal) =>
  (await apiFetch('/api/plinko/history', { schema: plinkoHistoryResponseSchema, signal })).history;

export const usePlinkoHistory = (enabled: boolean) =>
  useQuery({ ...queryOptions({ queryKey: queryKeys.plinko.history, queryFn: ({ signal }) => getPlinkoHistory(signal) }), enabled });
