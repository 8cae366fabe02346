import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeUrlResultSchema, type User } from '../../../../core/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An OK status is success (spec part 1 §7); the server's normalised URL is used when it sends one. */
export async function saveTradeUrl(tradeOfferUrl: string): Promise<string> {
  const body = await apiFetch('/api/user/trade-url', { method: 'POST', body: { tradeOfferUrl } });
  const result = tradeUrlResultSchema.safeParse(body);
  return result.success ? result.data.tradeOfferUrl : tradeOfferUrl;
}

export const useSaveTradeUrl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTradeUrl,
    onSuccess: (tradeOfferUrl) => {
      queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, (user) => (user ? { ...user, tradeOfferUrl } : user));
    },
  });
};
