import { useQuery } from '@tanstack/react-query';
import { huntHistoryResponseSchema, type HuntGame } from '../../../../core/contracts/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The player's last 10 finished rounds, newest first. */
export const getHuntHistory = async (signal?: AbortSignal): Promise<HuntGame[]> =>
  (await apiFetch('/api/games/aim-trainer/history', { schema: huntHistoryResponseSchema, signal })).games;

export const useHuntHistory = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.fowlHunt.history, queryFn: ({ signal }) => getHuntHistory(signal), enabled });
