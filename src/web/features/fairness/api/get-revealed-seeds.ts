import { queryOptions, useQuery } from '@tanstack/react-query';
import { revealedSeedsSchema } from '../../../../core/contracts/fairness';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getRevealedSeeds = (signal?: AbortSignal) => apiFetch('/api/fairness/revealed', { schema: revealedSeedsSchema, signal });

export const useRevealedSeeds = (enabled = true) =>
  useQuery({ ...queryOptions({ queryKey: queryKeys.fairness.revealedSeeds, queryFn: ({ signal }) => getRevealedSeeds(signal) }), enabled });
