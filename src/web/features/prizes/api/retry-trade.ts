import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryTradeResponseSchema } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const retryTrade = (logId: string) =>
  adminFetch(`/api/steam/retry-trade/${encodeURIComponent(logId)}`, { method: 'POST', schema: retryTradeResponseSchema });

export const useRetryTrade = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryTrade, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.prizes.tradeLogs }) });
};
