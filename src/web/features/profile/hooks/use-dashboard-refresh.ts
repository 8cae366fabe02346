import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSocket } from '../../../lib/socket';

/**
 * A balance push means the ledger moved: refresh the dashboard's own queries at
 * once instead of waiting for their next poll.
 */
export function useDashboardRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    socket.on('balance_updated', refresh);
    return () => {
      socket.off('balance_updated', refresh);
    };
  }, [queryClient]);
}
