import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '../../../../core/contracts/admin-users';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const banUser = ({ userId, banned }: { userId: string; banned: boolean }) =>
  adminFetch(`/api/admin/users/${encodeURIComponent(userId)}/ban`, { method: 'POST', body: { banned }, schema: adminUserSchema });

export const useBanUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.admin.userProfile(user.id), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
    },
  });
};
