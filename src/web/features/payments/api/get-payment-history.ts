import { useQuery } from '@tanstack/react-query';
import { paymentHistorySchema, type Payment } from '../../../../core/contracts/payments';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getPaymentHistory = async (signal?: AbortSignal): Promise<Payment[]> =>
  (await apiFetch('/api/payment/history', { schema: paymentHistorySchema, signal })).payments;

export const usePaymentHistory = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.payments.history, queryFn: ({ signal }) => getPaymentHistory(signal), enabled });
