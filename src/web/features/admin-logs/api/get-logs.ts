import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logsPageSchema, type LogType } from '../../../../core/contracts/admin-logs';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getLogs = (type: LogType | '', page: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(page) });
  if (type) params.set('type', type);
  return adminFetch(`/api/admin/logs?${params.toString()}`, { schema: logsPageSchema, signal });
};

/** Spec part 2 §9: logs are polled every 10 s. */
export const useLogs = (type: LogType | '', page: number) =>
  useQuery({
    queryKey: queryKeys.admin.logs(type, page),
    queryFn: ({ signal }) => getLogs(type, page, signal),
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });
