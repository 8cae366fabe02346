import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The schema loads with the click, not with the dialog (docs/decisions/0042). Kept alive,
// the recording outlives a tab closed straight after the click.
export const markWelcomeSeen = async () =>
  apiFetch('/api/user/welcome-seen', { method: 'POST', keepalive: true, schema: (await import('../../../../core/contracts/common')).okSchema });

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
