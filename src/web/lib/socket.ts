import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { User } from '../../core/contracts/accounts';
import { queryKeys } from './query-keys';
import {
  balanceUpdatedSchema,
  maintenanceChangedSchema,
  sessionEndedSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../core/contracts/realtime';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * One connection per tab, shared by every screen. The session cookie travels with
 * the handshake, so the server puts the socket in the user's own room; a sign-in
 * or sign-out reloads the page and with it the socket.
 */
export function getSocket(): AppSocket {
  socket ??= io({
    path: '/ws',
    withCredentials: true,
    // Spec part 2 §9: reconnect after 1 s, backing off to 5 s; give up a connect after 20 s.
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20000,
  });
  return socket;
}

export function applyBalanceUpdate(queryClient: QueryClient, payload: unknown): void {
  const parsed = balanceUpdatedSchema.safeParse(payload);
  if (!parsed.success) return;
  const { fowlBalance } = parsed.data;
  queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, (user) => (user ? { ...user, fowlBalance, balance: fowlBalance } : user));
}

/** Keeps the query cache in step with server pushes. Mount once, inside the QueryClientProvider. */
export function useRealtimeSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const s = getSocket();
    const onBalance = (payload: unknown) => applyBalanceUpdate(queryClient, payload);
    const onMaintenance = (payload: unknown) => {
      if (!maintenanceChangedSchema.safeParse(payload).success) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.platform });
    };
    const refreshUser = () => void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser });
    // A ban: the refetch answers 403 with the ban message, which useBannedSignOut shows.
    const onSessionEnded = (payload: unknown) => {
      if (sessionEndedSchema.safeParse(payload).success) refreshUser();
    };
    // The server closing the socket means the session may be gone: ask who we are now.
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect') refreshUser();
    };
    s.on('balance_updated', onBalance);
    s.on('maintenance_changed', onMaintenance);
    s.on('session_ended', onSessionEnded);
    s.on('disconnect', onDisconnect);
    return () => {
      s.off('balance_updated', onBalance);
      s.off('maintenance_changed', onMaintenance);
      s.off('session_ended', onSessionEnded);
      s.off('disconnect', onDisconnect);
    };
  }, [queryClient]);
}
