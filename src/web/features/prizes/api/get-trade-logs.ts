import { useQuery } from '@tanstack/react-query';
import { tradeLogsResponseSchema, type TradeLog } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';

export const tradeLogsQueryKey = ['steam-bot', 'trade-logs'] as const;

export const getTradeLogs = async (signal?: AbortSignal): Promise<TradeLog[]> =>
  (await adminFetch('/api/steam/trade-logs', { schema: tradeLogsResponseSchema, signal })).logs;

/** Offers change state on Steam (accepted, declined, expired) without a call from here, so the open tab polls. */
export const TRADE_LOGS_POLL_MS = 10_000;

export const useTradeLogs = () => useQuery({ queryKey: tradeLogsQueryKey, queryFn: ({ signal }) => getTradeLogs(signal), refetchInterval: TRADE_LOGS_POLL_MS });
