import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { okSchema } from '../../../../core/contracts/common';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const markWelcomeSeen = () => apiFetch('/api/user/welcome-seen', { method: 'POST', schema: okSchema });

export const useMarkWelcomeSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWelcomeSeen,
    onSuccess: () => {
      queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, (user) => (user ? { ...user, hasSeenWelcome: true } : user));
    },
    // Spec part 1 §4: a failure is only logged; the modal closes regardless.
    onError: (error) => console.error('welcome-seen failed', error),
  });
};
