import { useQuery } from '@tanstack/react-query';
import { tradeLogsResponseSchema, type TradeLog } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';

export const tradeLogsQueryKey = ['steam-bot', 'trade-logs'] as const;

export const getTradeLogs = async (signal?: AbortSignal): Promise<TradeLog[]> =>
  (await adminFetch('/api/steam/trade-logs', { schema: tradeLogsResponseSchema, signal })).logs;

export const useTradeLogs = () => useQuery({ queryKey: tradeLogsQueryKey, queryFn: ({ signal }) => getTradeLogs(signal) });
