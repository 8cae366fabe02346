import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '../../../../core/contracts/common';
import { toast } from '../../../components/ui/use-toast';
import { adminFetch } from '../../../lib/api-client';
import { clearAdminToken } from '../../../lib/admin-token';
import { queryKeys } from '../../../lib/query-keys';

export const resetTwoFactor = (code: string) => adminFetch('/api/admin/two-factor/reset', { method: 'POST', body: { code }, schema: okSchema });

/**
 * Turning the factor off ends every session of the admin, this one too, so the
 * page goes to the signed-out view. The toast is raised here rather than by the
 * card, which unmounts with the session.
 */
export const useResetTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => {
      toast({ title: 'Two-Factor Sign-In Off', description: 'You have been signed out everywhere. Sign in again to continue.' });
      queryClient.setQueryData(queryKeys.accounts.currentUser, null);
      clearAdminToken();
    },
  });
};
