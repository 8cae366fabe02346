import { useQuery } from '@tanstack/react-query';
import { tradeLogsResponseSchema, type TradeLog } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTradeLogs = async (signal?: AbortSignal): Promise<TradeLog[]> =>
  (await adminFetch('/api/steam/trade-logs', { schema: tradeLogsResponseSchema, signal })).logs;

/** Offers change state on Steam (accepted, declined, expired) without a call from here, so the open tab polls. */
export const TRADE_LOGS_POLL_MS = 10_000;

export const useTradeLogs = () =>
  useQuery({ queryKey: queryKeys.prizes.tradeLogs, queryFn: ({ signal }) => getTradeLogs(signal), refetchInterval: TRADE_LOGS_POLL_MS });
