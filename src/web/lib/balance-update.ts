import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../core/contracts/accounts';
import { balanceUpdatedSchema } from '../../core/contracts/realtime';
import { queryKeys } from './query-keys';

/** Puts a pushed or answered balance into the current user, so the header and the dashboard move together. */
export function applyBalanceUpdate(queryClient: QueryClient, payload: unknown): void {
  const parsed = balanceUpdatedSchema.safeParse(payload);
  if (!parsed.success) return;
  const { fowlBalance } = parsed.data;
  queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, (user) => (user ? { ...user, fowlBalance, balance: fowlBalance } : user));
}
