import { useEffect, useRef } from 'react';
import { raffleChatMessageEventSchema, raffleEndedSchema, raffleEndingSchema, raffleUpdatedSchema } from '../../../../core/contracts/realtime';
import { getSocket } from '../../../lib/socket';

export interface RaffleRoomHandlers {
  onEnding?: () => void;
  onEnded?: (reason: 'time_expired' | 'max_participants_reached' | 'admin') => void;
  onChatMessage?: () => void;
  onUpdated?: () => void;
}

/**
 * Joins the raffle's room while the page is open (spec part 2 §7: viewing_raffle /
 * leaving_raffle) and hands over its events. Payloads are checked and matched to
 * this raffle, since a server may also broadcast them.
 */
export function useRaffleRoom(raffleId: string | null, handlers: RaffleRoomHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!raffleId) return;
    const socket = getSocket();
    const join = () => socket.emit('viewing_raffle', { raffleId });
    const mine = <T extends { raffleId: string }>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, payload: unknown): T | null => {
      const parsed = schema.safeParse(payload);
      return parsed.success && parsed.data && parsed.data.raffleId === raffleId ? parsed.data : null;
    };
    const onEnding = (p: unknown) => {
      if (mine(raffleEndingSchema, p)) latest.current.onEnding?.();
    };
    const onEnded = (p: unknown) => {
      const data = mine(raffleEndedSchema, p);
      if (data) latest.current.onEnded?.(data.reason);
    };
    const onChat = (p: unknown) => {
      if (mine(raffleChatMessageEventSchema, p)) latest.current.onChatMessage?.();
    };
    const onUpdated = (p: unknown) => {
      if (mine(raffleUpdatedSchema, p)) latest.current.onUpdated?.();
    };
    join();
    // A reconnect gets a new server-side socket: join the room again.
    socket.on('connect', join);
    socket.on('raffle_ending', onEnding);
    socket.on('raffle_ended', onEnded);
    socket.on('chat_message', onChat);
    socket.on('raffle_updated', onUpdated);
    return () => {
      socket.emit('leaving_raffle', { raffleId });
      socket.off('connect', join);
      socket.off('raffle_ending', onEnding);
      socket.off('raffle_ended', onEnded);
      socket.off('chat_message', onChat);
      socket.off('raffle_updated', onUpdated);
    };
  }, [raffleId]);
}
