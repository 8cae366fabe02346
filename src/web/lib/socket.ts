import { useEffect } from 'react';
import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../core/contracts/realtime';
import { afterFirstScreen } from './after-first-screen';
import { queryKeys } from './query-keys';

type RealSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What screens use of the connection; the Socket.IO client itself loads on demand. */
export type AppSocket = Pick<RealSocket, 'on' | 'off' | 'emit' | 'connect' | 'disconnect'>;

type Listener = (...args: never[]) => void;

let real: RealSocket | null = null;
let loading: Promise<void> | null = null;
// How many times this tab's socket has connected: the first connect follows the page's own reads.
let connects = 0;
// Listeners and emits from before the client loaded, handed over in order once it has.
const early: [event: string, listener: Listener][] = [];
const queuedEmits: ((socket: RealSocket) => void)[] = [];

/**
 * Loads the Socket.IO client and opens the connection (once per tab). The session
 * cookie travels with the handshake, so the server puts the socket in the user's own
 * room; a sign-in or sign-out reloads the page and with it the socket.
 */
function connectNow(): Promise<void> {
  loading ??= import('socket.io-client').then(({ io }) => {
    const socket: RealSocket = io({
      path: '/ws',
      withCredentials: true,
      // Spec part 2 §9: reconnect after 1 s, backing off to 5 s; give up a connect after 20 s.
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      // WebSocket first, so a page opens no long-polling requests; a browser or proxy without
      // WebSocket still gets through on polling, which the server keeps accepting.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    // Registered before any screen's listener, so the count is current when theirs run.
    socket.on('connect', () => void (connects += 1));
    const on = socket.on.bind(socket) as (event: string, listener: Listener) => void;
    for (const [event, listener] of early.splice(0)) on(event, listener);
    for (const emit of queuedEmits.splice(0)) emit(socket);
    real = socket;
  });
  return loading;
}

const deferred = {
  on(event: string, listener: Listener) {
    if (real) (real.on as (e: string, l: Listener) => void)(event, listener);
    else early.push([event, listener]);
    return deferred;
  },
  off(event: string, listener: Listener) {
    if (real) (real.off as (e: string, l: Listener) => void)(event, listener);
    else {
      const i = early.findIndex(([e, l]) => e === event && l === listener);
      if (i >= 0) early.splice(i, 1);
    }
    return deferred;
  },
  // A screen that joins a room needs the connection now.
  emit(...args: unknown[]) {
    if (real) (real.emit as (...a: unknown[]) => void)(...args);
    else {
      queuedEmits.push((socket) => (socket.emit as (...a: unknown[]) => void)(...args));
      void connectNow();
    }
    return deferred;
  },
  // Before the client has connected there is no handshake to redo: the first one carries the current cookie.
  connect() {
    if (real) real.connect();
    else void connectNow();
    return deferred;
  },
  disconnect() {
    real?.disconnect();
    return deferred;
  },
};

/**
 * Calls `listener` on each reconnect, after the connection was lost, and not on the tab's
 * first connect: the page has just read its answers, so reading them again then would
 * only fetch everything twice. Updates pushed while the tab was away are missed, so a
 * reconnect is when to read again. Returns a function that removes the listener.
 */
export function onReconnect(socket: AppSocket, listener: () => void): () => void {
  const onConnect = () => {
    if (connects > 1) listener();
  };
  socket.on('connect', onConnect);
  return () => void socket.off('connect', onConnect);
}

/** One connection per tab, shared by every screen. */
export function getSocket(): AppSocket {
  return deferred as unknown as AppSocket;
}

/**
 * The payload schemas of the events, loaded with the first event rather than with the
 * first screen; handlers that wait on it still run in the order their events came.
 */
export const realtimeContracts = () => import('../../core/contracts/realtime');

/**
 * Reads a raffle list again on every `raffle_updated` (an entry, an edit, an end, a
 * draw), and on every reconnect: updates pushed while this tab was away were missed. `list` names the list's query (a constant object, `{ queryKey: queryKeys.… }`).
 */
export function useRefetchOnRaffleUpdates(list: InvalidateQueryFilters): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onUpdated = (payload: unknown) =>
      void realtimeContracts().then(({ raffleUpdatedSchema }) => {
        if (raffleUpdatedSchema.safeParse(payload).success) void queryClient.invalidateQueries(list);
      });
    const catchUp = () => void queryClient.invalidateQueries(list, { cancelRefetch: false });
    socket.on('raffle_updated', onUpdated);
    const offReconnect = onReconnect(socket, catchUp);
    return () => {
      socket.off('raffle_updated', onUpdated);
      offReconnect();
    };
  }, [queryClient, list]);
}

/** Keeps the query cache in step with server pushes. Mount once, inside the QueryClientProvider. */
export function useRealtimeSync(): void {
  const queryClient = useQueryClient();
  // Every page connects once its first screen has settled (a screen that joins a room, at once); what was pushed before is read on connect.
  useEffect(() => afterFirstScreen(() => void connectNow()), []);
  useEffect(() => {
    const s = getSocket();
    const onBalance = (payload: unknown) => void import('./balance-update').then(({ applyBalanceUpdate }) => applyBalanceUpdate(queryClient, payload));
    const onMaintenance = (payload: unknown) =>
      void realtimeContracts().then(({ maintenanceChangedSchema }) => {
        if (maintenanceChangedSchema.safeParse(payload).success) void queryClient.invalidateQueries({ queryKey: queryKeys.platform });
      });
    const refreshUser = () => void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser });
    // A ban: the refetch answers 403 with the ban message, which useBannedSignOut shows.
    const onSessionEnded = (payload: unknown) =>
      void realtimeContracts().then(({ sessionEndedSchema }) => {
        if (sessionEndedSchema.safeParse(payload).success) refreshUser();
      });
    // A player's balance and play limits pushed while this tab was away were missed: read them again.
    const catchUp = () => {
      if (!queryClient.getQueryData(queryKeys.accounts.currentUser)) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.playLimits }, { cancelRefetch: false });
    };
    // The server closing the socket means the session may be gone: ask who we are now.
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect') refreshUser();
    };
    s.on('balance_updated', onBalance);
    s.on('maintenance_changed', onMaintenance);
    s.on('session_ended', onSessionEnded);
    s.on('disconnect', onDisconnect);
    const offReconnect = onReconnect(s, catchUp);
    return () => {
      offReconnect();
      s.off('balance_updated', onBalance);
      s.off('maintenance_changed', onMaintenance);
      s.off('session_ended', onSessionEnded);
      s.off('disconnect', onDisconnect);
    };
  }, [queryClient]);
}
