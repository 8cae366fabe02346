import { useQuery } from '@tanstack/react-query';
import { inventoryResponseSchema, type SteamItem } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';

export const inventoryQueryKey = ['steam-bot', 'inventory'] as const;

/** `refresh` asks the bot to reload from Steam instead of its cache. */
export const getInventory = async (refresh: boolean, signal?: AbortSignal): Promise<SteamItem[]> =>
  (await adminFetch(`/api/steam/inventory?refresh=${refresh}`, { schema: inventoryResponseSchema, signal })).inventory;

export const useInventory = (enabled: boolean) =>
  useQuery({ queryKey: inventoryQueryKey, queryFn: ({ signal }) => getInventory(false, signal), enabled });
