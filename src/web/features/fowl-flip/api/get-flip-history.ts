import { queryOptions, useQuery } from '@tanstack/react-query';
import { flipHistoryResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The player's last 10 flips, newest first. */
export const getFlipHistory = async (userId: string, signal?: AbortSignal) =>
  (await apiFetch(`/api/fowl-flip/history/${encodeURIComponent(userId)}`, { schema: flipHistoryResponseSchema, signal })).history;

export const useFlipHistory = (userId: string | undefined) =>
  useQuery({
    ...queryOptions({ queryKey: queryKeys.fowlFlip.history(userId ?? ''), queryFn: ({ signal }) => getFlipHistory(userId ?? '', signal) }),
    enabled: userId !== undefined,
  });
