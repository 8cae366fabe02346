import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maintenanceStatusSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';
import { platformQueryKey } from '../../../lib/platform';
import { maintenanceStatusQueryKey } from './get-maintenance-status';

export const toggleMaintenance = (enabled: boolean) =>
  adminFetch('/api/admin/toggle-maintenance', { method: 'POST', body: { enabled }, schema: maintenanceStatusSchema });

export const useToggleMaintenance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMaintenance,
    onSuccess: (status) => {
      queryClient.setQueryData(maintenanceStatusQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: platformQueryKey });
    },
  });
};
