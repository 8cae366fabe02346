import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRaffleResultSchema, type UpdateRaffleBody } from '../../../../core/contracts/raffles';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Edits, or `{status: 'ended'}` to end the raffle now (the trash button of the active list). */
export const updateRaffle = ({ id, body }: { id: string; body: UpdateRaffleBody }) =>
  adminFetch(`/api/admin/raffles/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: adminRaffleResultSchema });

export const useUpdateRaffle = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRaffle, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.raffles }) });
};
