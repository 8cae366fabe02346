import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BANNED_MESSAGE } from '../../../core/accounts';
import type { User } from '../../../core/contracts/accounts';
import { toast } from '../../components/ui/use-toast';
import { CONTACT_FORM_PATH } from '../../features/legal/components/banned-notice';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/**
 * A banned player's session answers every call with 403 and the ban message. The open
 * page says so once, ends the session (clearing the cookie) and shows the signed-out view.
 * The toast links to the contact form, the one channel a banned player keeps.
 */
export function useBannedSignOut(): void {
  const queryClient = useQueryClient();
  const { error } = useCurrentUser();
  const banned = isApiError(error) && error.code === 'BANNED';
  useEffect(() => {
    if (!banned) return;
    toast({
      title: 'Account Banned',
      description: (
        <>
          {BANNED_MESSAGE}{' '}
          <Link href={CONTACT_FORM_PATH} className="font-medium text-fg underline underline-offset-2">
            Contact support
          </Link>
        </>
      ),
      variant: 'destructive',
    });
    void import('../../features/accounts/api/logout')
      .then(({ logout }) => logout())
      .catch(() => undefined)
      .finally(() => queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, null));
  }, [banned, queryClient]);
}
