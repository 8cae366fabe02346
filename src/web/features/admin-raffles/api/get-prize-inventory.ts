import { useQuery } from '@tanstack/react-query';
import { prizeInventoryQueryOptions } from '../../../lib/prize-inventory';

/** Read again on every opening of the dialog: which items other raffles hold changes with every create, edit and draw. */
export const usePrizeInventory = (enabled: boolean) => useQuery({ ...prizeInventoryQueryOptions(), enabled, refetchOnMount: 'always' });
