import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getSocket } from '../../../lib/socket';

/**
 * A balance push means the ledger moved: refresh what the dashboard shows at once
 * instead of waiting for the next poll. The case status and the raffle entries are
 * shared with the case and raffle screens, which this refreshes too.
 */
export function useDashboardRefresh(userId: string, steamId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.user(steamId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.transactionHistory(steamId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.fowlCase.canOpen(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.raffles.userEntries(userId) });
    };
    socket.on('balance_updated', refresh);
    return () => {
      socket.off('balance_updated', refresh);
    };
  }, [queryClient, userId, steamId]);
}
