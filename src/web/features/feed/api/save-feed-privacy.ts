import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The schema loads with the click, not with the dashboard (docs/decisions/0042).
export const saveFeedPrivacy = async (showNameInFeed: boolean) =>
  apiFetch('/api/user/feed-privacy', { method: 'POST', body: { showNameInFeed }, schema: (await import('../../../../core/contracts/feed')).feedPrivacySchema });

/** The choice applies to moments already listed too: the feed is fetched again. */
export const useSaveFeedPrivacy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeedPrivacy,
    onSuccess: ({ showNameInFeed }) => {
      queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, (user) => (user ? { ...user, showNameInFeed } : user));
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed });
    },
  });
};
