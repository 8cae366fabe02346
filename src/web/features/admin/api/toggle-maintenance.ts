import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maintenanceStatusSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const toggleMaintenance = (enabled: boolean) =>
  adminFetch('/api/admin/toggle-maintenance', { method: 'POST', body: { enabled }, schema: maintenanceStatusSchema });

export const useToggleMaintenance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMaintenance,
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.admin.maintenanceStatus, status);
      void queryClient.invalidateQueries({ queryKey: queryKeys.platform });
    },
  });
};
