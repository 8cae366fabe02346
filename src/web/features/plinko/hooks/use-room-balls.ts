import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlinkoCoopMeter, PlinkoRoomDrop } from '../../../../core/contracts/plinko';
import { toast } from '../../../components/ui/use-toast';
import { queryKeys } from '../../../lib/query-keys';
import { playSound } from '../../../lib/sounds';
import { usePlinkoRoom } from './use-plinko-room';

/** Balls of the room kept at once: a whole fill's bonus shower (one per player) and the drops around it. */
const ROOM_BALLS = 40;

export interface RoomBall extends PlinkoRoomDrop {
  /** In its bucket on this page's board. */
  landed: boolean;
}

/**
 * The room as this page sees it: every drop pushed by the server (the path is the
 * server's settled one), newest first, and whether each has landed; the meter kept in
 * the query cache; a bonus paid to this player told in a toast and added to the history.
 */
export function useRoomBalls(): { balls: RoomBall[]; markLanded: (id: string) => void } {
  const queryClient = useQueryClient();
  const [balls, setBalls] = useState<RoomBall[]>([]);

  usePlinkoRoom({
    onDrop: (drop) => setBalls((current) => [{ ...drop, landed: false }, ...current.filter((b) => b.id !== drop.id)].slice(0, ROOM_BALLS)),
    onMeter: (meter) => queryClient.setQueryData<{ meter: PlinkoCoopMeter }>(queryKeys.plinko.coop, { meter }),
    onBonus: ({ fill, drop }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.plinko.history });
      playSound('success', 0.4);
      toast({ title: `Coop bonus for fill #${fill}!`, description: `Your bonus ball landed on ${drop.multiplier}× and paid ${drop.payout} fowls.` });
    },
  });

  // Leaves the list as it is when nothing changes: the board may report a landing twice.
  const markLanded = useCallback(
    (id: string) =>
      setBalls((current) => (current.some((b) => b.id === id && !b.landed) ? current.map((b) => (b.id === id ? { ...b, landed: true } : b)) : current)),
    [],
  );

  return { balls, markLanded };
}
