import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveBetTabs, type LiveBet, type LiveBetGame } from '../../../../core/contracts/live-bets';
import { getSocket, onReconnect } from '../../../lib/socket';
import { queryKeys } from '../../../lib/query-keys';
import { belongsTo, withPushedBet } from '../utils/bet-list';

/** Files each pushed bet of `game` into every tab of it already read; payloads are parsed first. */
export function useLiveBetPushes(game: LiveBetGame): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onBet = (payload: unknown) =>
      void import('../../../../core/contracts/live-bets').then(({ liveBetSchema }) => {
        const parsed = liveBetSchema.safeParse(payload);
        if (!parsed.success || parsed.data.game !== game) return;
        const pushed = parsed.data;
        for (const tab of liveBetTabs) {
          if (!belongsTo(tab, pushed)) continue;
          queryClient.setQueryData<{ bets: LiveBet[] }>(queryKeys.liveBets.list(game, tab), (list) =>
            list ? { bets: withPushedBet(list.bets, pushed) } : list,
          );
        }
      });
    // Bets pushed while this tab was away were missed: read the tabs again.
    const catchUp = () => void queryClient.invalidateQueries({ queryKey: queryKeys.liveBets.game(game) }, { cancelRefetch: false });
    socket.on('live_bet', onBet);
    const offReconnect = onReconnect(socket, catchUp);
    return () => {
      socket.off('live_bet', onBet);
      offReconnect();
    };
  }, [queryClient, game]);
}
