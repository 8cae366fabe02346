import { queryOptions, useQuery } from '@tanstack/react-query';
import { revealedSeedsSchema } from '../../../../core/contracts/fairness';
import { apiFetch } from '../../../lib/api-client';

export const revealedSeedsQueryKey = ['fairness', 'revealed'] as const;

export const getRevealedSeeds = (signal?: AbortSignal) => apiFetch('/api/fairness/revealed', { schema: revealedSeedsSchema, signal });

export const useRevealedSeeds = (enabled = true) =>
  useQuery({ ...queryOptions({ queryKey: revealedSeedsQueryKey, queryFn: ({ signal }) => getRevealedSeeds(signal) }), enabled });
