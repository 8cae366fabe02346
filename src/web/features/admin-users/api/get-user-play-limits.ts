import { useQuery } from '@tanstack/react-query';
import { playLimitsAdminViewSchema } from '../../../../core/contracts/play-limits';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserPlayLimits = (userId: string, signal?: AbortSignal) =>
  adminFetch(`/api/admin/user/${encodeURIComponent(userId)}/play-limits`, { schema: playLimitsAdminViewSchema, signal });

export const useUserPlayLimits = (userId: string) =>
  useQuery({ queryKey: queryKeys.admin.userPlayLimits(userId), queryFn: ({ signal }) => getUserPlayLimits(userId, signal) });
