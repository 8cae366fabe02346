import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTwoFactorStatus = (signal?: AbortSignal) => adminFetch('/api/admin/two-factor', { schema: twoFactorStatusSchema, signal });

export const twoFactorStatusQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.twoFactor, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());
