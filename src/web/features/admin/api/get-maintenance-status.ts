import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceStatusSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getMaintenanceStatus = (signal?: AbortSignal) => adminFetch('/api/admin/maintenance-status', { schema: maintenanceStatusSchema, signal });

export const maintenanceStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.maintenanceStatus, queryFn: ({ signal }) => getMaintenanceStatus(signal) });

export const useMaintenanceStatus = () => useQuery(maintenanceStatusQueryOptions());
