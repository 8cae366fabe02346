import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An OK status is success (spec part 1 §7); the server's normalised URL is used when it sends one. */
export async function saveTradeUrl(tradeOfferUrl: string): Promise<string> {
  // The schema loads with the first save, not with the account menu (docs/decisions/0042).
  const [body, { tradeUrlResultSchema }] = await Promise.all([
    apiFetch('/api/user/trade-url', { method: 'POST', body: { tradeOfferUrl } }),
    import('../../../../core/contracts/accounts'),
  ]);
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
