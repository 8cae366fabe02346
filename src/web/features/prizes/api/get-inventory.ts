import { useQuery } from '@tanstack/react-query';
import { prizeInventoryQueryOptions } from '../../../lib/prize-inventory';

/** Read again whenever the tab opens, so reservations made since are shown. */
export const useInventory = (enabled: boolean) => useQuery({ ...prizeInventoryQueryOptions(), enabled, refetchOnMount: 'always' });
