import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema } from '../../../../core/contracts/admin';
import { adminFetch } from '../../../lib/api-client';

export const twoFactorStatusQueryKey = ['admin', 'two-factor'] as const;

export const getTwoFactorStatus = (signal?: AbortSignal) => adminFetch('/api/admin/two-factor', { schema: twoFactorStatusSchema, signal });

export const twoFactorStatusQueryOptions = () => queryOptions({ queryKey: twoFactorStatusQueryKey, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());
