import { useQuery } from '@tanstack/react-query';
import { caseCountSchema } from '../../../../core/contracts/fowl-case';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getCaseCount = async (userId: string, signal?: AbortSignal): Promise<number> =>
  (await apiFetch(`/api/daily-case/count/${encodeURIComponent(userId)}`, { schema: caseCountSchema, signal })).count;

export const useCaseCount = (userId: string) => useQuery({ queryKey: queryKeys.fowlCase.count(userId), queryFn: ({ signal }) => getCaseCount(userId, signal) });
