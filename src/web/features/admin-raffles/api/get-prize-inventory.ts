import { useQuery } from '@tanstack/react-query';
import { inventoryResponseSchema, type SteamItem } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';

// The create dialog's prize picker reads the bot inventory itself: features do not
// import each other, and the Steam Bot Manager keeps its own copy with a refresh.
export const getPrizeInventory = async (signal?: AbortSignal): Promise<SteamItem[]> =>
  (await adminFetch('/api/steam/inventory', { schema: inventoryResponseSchema, signal })).inventory;

export const usePrizeInventory = (enabled: boolean) =>
  useQuery({ queryKey: ['admin-raffles', 'prize-inventory'], queryFn: ({ signal }) => getPrizeInventory(signal), enabled });
