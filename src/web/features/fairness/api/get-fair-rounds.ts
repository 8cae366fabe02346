import { queryOptions, useQuery } from '@tanstack/react-query';
import { fairRoundsSchema } from '../../../../core/contracts/fairness';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The player's last 50 finished rounds, any game. */
export const getFairRounds = (signal?: AbortSignal) => apiFetch('/api/fairness/rounds', { schema: fairRoundsSchema, signal });

/** Read afresh each time the page opens: rounds played since the last visit must show. */
export const useFairRounds = (enabled = true) =>
  useQuery({ ...queryOptions({ queryKey: queryKeys.fairness.rounds, queryFn: ({ signal }) => getFairRounds(signal) }), enabled, refetchOnMount: 'always' });
