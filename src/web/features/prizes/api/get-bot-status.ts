import { useQuery } from '@tanstack/react-query';
import { botStatusSchema } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';

export const getBotStatus = (signal?: AbortSignal) => adminFetch('/api/steam/status', { schema: botStatusSchema, signal });

export const useBotStatus = () => useQuery({ queryKey: ['steam-bot', 'status'], queryFn: ({ signal }) => getBotStatus(signal) });
