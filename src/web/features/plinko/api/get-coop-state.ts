import { queryOptions, useQuery } from '@tanstack/react-query';
import { plinkoCoopStateSchema } from '../../../../core/contracts/plinko';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The coop meter as it stands; the room's socket events keep it current afterwards. */
export const getCoopState = (signal?: AbortSignal) => apiFetch('/api/plinko/coop', { schema: plinkoCoopStateSchema, signal });

export const useCoopState = () => useQuery(queryOptions({ queryKey: queryKeys.plinko.coop, queryFn: ({ signal }) => getCoopState(signal) }));
