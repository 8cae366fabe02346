import { useQuery } from '@tanstack/react-query';
import { publicProfileSchema } from '../../../../core/contracts/players';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A player's public profile; read once per visit (it changes with a win, not by the second). */
export const usePlayerProfile = (id: string) =>
  useQuery({
    queryKey: queryKeys.player(id),
    queryFn: ({ signal }) => apiFetch(`/api/players/${encodeURIComponent(id)}`, { schema: publicProfileSchema, signal }),
    staleTime: 60_000,
  });
