import { useQuery } from '@tanstack/react-query';
import { caseOddsSchema, type CaseOdds } from '../../../../core/contracts/fowl-case';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The published odds, from the server so the page shows exactly what it draws with. */
export const getCaseOdds = (signal?: AbortSignal): Promise<CaseOdds> => apiFetch('/api/daily-case/odds', { schema: caseOddsSchema, signal });

export const useCaseOdds = () => useQuery({ queryKey: queryKeys.fowlCase.odds, queryFn: ({ signal }) => getCaseOdds(signal) });
