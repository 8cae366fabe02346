import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRaffleResultSchema } from '../../../../core/contracts/raffles';
import { adminFetch } from '../../../lib/api-client';
import type { RaffleBody } from '../utils/raffle-form';
import { queryKeys } from '../../../lib/query-keys';

export const createRaffle = (body: RaffleBody) => adminFetch('/api/admin/raffles', { method: 'POST', body, schema: adminRaffleResultSchema });

export const useCreateRaffle = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRaffle, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.raffles }) });
};
