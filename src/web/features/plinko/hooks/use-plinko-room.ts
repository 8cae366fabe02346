import { useEffect, useRef } from 'react';
import {
  plinkoBonusSchema,
  plinkoCoopMeterSchema,
  plinkoRoomDropSchema,
  type PlinkoCoopMeter,
  type PlinkoDrop,
  type PlinkoRoomDrop,
} from '../../../../core/contracts/plinko';
import { getSocket } from '../../../lib/socket';

export interface PlinkoRoomHandlers {
  onDrop: (drop: PlinkoRoomDrop) => void;
  onMeter: (meter: PlinkoCoopMeter) => void;
  onBonus: (bonus: { fill: number; drop: PlinkoDrop }) => void;
}

/** Watches the Plinko room while the page is open; payloads are parsed before use. */
export function usePlinkoRoom(handlers: PlinkoRoomHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const socket = getSocket();
    const join = () => socket.emit('watching_plinko');
    const onDrop = (p: unknown) => {
      const parsed = plinkoRoomDropSchema.safeParse(p);
      if (parsed.success) latest.current.onDrop(parsed.data);
    };
    const onMeter = (p: unknown) => {
      const parsed = plinkoCoopMeterSchema.safeParse(p);
      if (parsed.success) latest.current.onMeter(parsed.data);
    };
    const onBonus = (p: unknown) => {
      const parsed = plinkoBonusSchema.safeParse(p);
      if (parsed.success) latest.current.onBonus(parsed.data);
    };
    join();
    // A reconnect gets a new server-side socket: join the room again.
    socket.on('connect', join);
    socket.on('plinko_drop', onDrop);
    socket.on('plinko_meter', onMeter);
    socket.on('plinko_bonus', onBonus);
    return () => {
      socket.emit('leaving_plinko');
      socket.off('connect', join);
      socket.off('plinko_drop', onDrop);
      socket.off('plinko_meter', onMeter);
      socket.off('plinko_bonus', onBonus);
    };
  }, []);
}
