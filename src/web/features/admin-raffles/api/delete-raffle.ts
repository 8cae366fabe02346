import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRaffleResultSchema } from '../../../../core/contracts/raffles';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const deleteRaffle = (id: string) => adminFetch(`/api/admin/raffles/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deleteRaffleResultSchema });

export const useDeleteRaffle = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRaffle, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.raffles }) });
};
