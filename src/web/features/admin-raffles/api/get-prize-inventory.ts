import { useQuery } from '@tanstack/react-query';
import { inventoryResponseSchema, type InventoryItem } from '../../../../core/contracts/prizes';
import { adminFetch } from '../../../lib/api-client';

// The create dialog's prize picker reads the bot inventory itself: features do not
// import each other, and the Steam Bot Manager keeps its own copy with a refresh.
export const getPrizeInventory = async (signal?: AbortSignal): Promise<InventoryItem[]> =>
  (await adminFetch('/api/steam/inventory', { schema: inventoryResponseSchema, signal })).inventory;

/** Read again on every opening of the dialog: which items other raffles hold changes with every create, edit and draw. */
export const usePrizeInventory = (enabled: boolean) =>
  useQuery({ queryKey: ['admin-raffles', 'prize-inventory'], queryFn: ({ signal }) => getPrizeInventory(signal), enabled, refetchOnMount: 'always' });
