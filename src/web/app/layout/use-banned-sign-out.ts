import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BANNED_MESSAGE, type User } from '../../../core/contracts/accounts';
import { toast } from '../../components/ui/use-toast';
import { logout } from '../../features/accounts/api/logout';
import { isApiError } from '../../lib/api-client';
import { currentUserQueryKey, useCurrentUser } from '../../lib/auth';

/**
 * A banned player's session answers every call with 403 and the ban message. The open
 * page says so once, ends the session (clearing the cookie) and shows the signed-out view.
 */
export function useBannedSignOut(): void {
  const queryClient = useQueryClient();
  const { error } = useCurrentUser();
  const banned = isApiError(error) && error.code === 'BANNED';
  useEffect(() => {
    if (!banned) return;
    toast({ title: 'Account Banned', description: BANNED_MESSAGE, variant: 'destructive' });
    void logout()
      .catch(() => undefined)
      .finally(() => queryClient.setQueryData<User | null>(currentUserQueryKey, null));
  }, [banned, queryClient]);
}
