import { queryOptions } from '@tanstack/react-query';
import { inventoryResponseSchema, type InventoryItem } from '../../core/contracts/prizes';
import { adminFetch } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The trade bot's items, as the Steam Bot Manager and the raffle dialog's prize picker
 * read them: one fetcher and one cache entry. `refresh` asks the bot to reload from
 * Steam instead of its cache.
 */
export const getPrizeInventory = async (refresh: boolean, signal?: AbortSignal): Promise<InventoryItem[]> =>
  (await adminFetch(`/api/steam/inventory?refresh=${refresh}`, { schema: inventoryResponseSchema, signal })).inventory;

// Always stale: a screen that opens, or waits for the bot and then enables it, shows what
// the bot holds and which raffle holds what now, not what the other screen read earlier.
export const prizeInventoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.prizes.inventory, queryFn: ({ signal }) => getPrizeInventory(false, signal), staleTime: 0 });
