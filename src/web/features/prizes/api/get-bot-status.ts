import { useQuery } from '@tanstack/react-query';
import { botStatusSchema } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getBotStatus = (signal?: AbortSignal) => adminFetch('/api/steam/status', { schema: botStatusSchema, signal });

export const useBotStatus = () => useQuery({ queryKey: queryKeys.prizes.botStatus, queryFn: ({ signal }) => getBotStatus(signal) });
