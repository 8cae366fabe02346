import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceStatusSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';

export const maintenanceStatusQueryKey = ['admin', 'maintenance-status'] as const;

export const getMaintenanceStatus = (signal?: AbortSignal) => adminFetch('/api/admin/maintenance-status', { schema: maintenanceStatusSchema, signal });

export const maintenanceStatusQueryOptions = () => queryOptions({ queryKey: maintenanceStatusQueryKey, queryFn: ({ signal }) => getMaintenanceStatus(signal) });

export const useMaintenanceStatus = () => useQuery(maintenanceStatusQueryOptions());
