import { useQuery } from '@tanstack/react-query';
import { inventoryResponseSchema, type InventoryItem } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';

export const inventoryQueryKey = ['steam-bot', 'inventory'] as const;

/** `refresh` asks the bot to reload from Steam instead of its cache. */
export const getInventory = async (refresh: boolean, signal?: AbortSignal): Promise<InventoryItem[]> =>
  (await adminFetch(`/api/steam/inventory?refresh=${refresh}`, { schema: inventoryResponseSchema, signal })).inventory;

/** Read again whenever the tab opens, so reservations made since are shown. */
export const useInventory = (enabled: boolean) =>
  useQuery({ queryKey: inventoryQueryKey, queryFn: ({ signal }) => getInventory(false, signal), enabled, refetchOnMount: 'always' });
