import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { enterRaffleResultSchema, type EnterRaffleResult } from '../../../../core/contracts/raffles';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface EnterRaffleInput {
  raffleId: string;
  userId: string;
  entryAmount: number;
}

/** The body keeps the specification's shape; the server takes the user from the session. */
export const enterRaffle = (input: EnterRaffleInput): Promise<EnterRaffleResult> =>
  apiFetch('/api/raffles/enter', { method: 'POST', body: input, schema: enterRaffleResultSchema });

export const useEnterRaffle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterRaffle,
    onSuccess: (result, input) => {
      queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, (user) =>
        user ? { ...user, fowlBalance: result.fowlBalance, balance: result.fowlBalance } : user,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.raffles.detail(input.raffleId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.raffles.userEntries(input.userId) });
    },
  });
};
