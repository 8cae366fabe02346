import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { feedPrivacySchema } from '../../../../core/contracts/feed';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const saveFeedPrivacy = (showNameInFeed: boolean) =>
  apiFetch('/api/user/feed-privacy', { method: 'POST', body: { showNameInFeed }, schema: feedPrivacySchema });

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
