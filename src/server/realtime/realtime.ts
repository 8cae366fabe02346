import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Redis } from 'ioredis';
import { chatRoomBodySchema, raffleRoomBodySchema, rooms, type ClientToServerEvents, type ServerToClientEvents } from '../../core/contracts/realtime';
import type { AppConfig } from '../config';
import type { Realtime } from '../context';
import type { RedisWatch } from './redis-watch';
import { isAdminSteamId, SESSION_COOKIE, type SessionService } from '../modules/accounts';

export const SOCKET_PATH = '/ws';

/** The Socket.IO handshake: browsers always send Origin cross-site, so a missing one is a same-origin page or a non-browser client. */
const isAllowedSocketOrigin = (publicUrl: string, origin: string | undefined): boolean => origin === undefined || origin === new URL(publicUrl).origin;
/** Raffle rooms one socket may watch at once: a page watches one, a spectator screen a few. */
export const MAX_RAFFLE_ROOMS_PER_SOCKET = 10;

type SocketData = { userId: string | null; raffleRooms: Set<string> };
type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface RealtimeServer {
  realtime: Realtime;
  /** Sockets connected to this instance. */
  connectedSockets(): number;
  redis: RedisHealth;
  /** Closes every socket without a disconnect packet, so browsers reconnect (to another instance). */
  closeSockets(): void;
  /**
   * Closes the Redis clients. Called once the requests in flight are answered: an event
   * they emit still reaches the sockets on the other instances.
   */
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's own port. The handshake reads the session cookie:
 * signed-in sockets join their user room (and the admins room), anonymous ones
 * may only listen to public rooms.
 */
export async function createRealtime(
  app: FastifyInstance,
  opts: { config: AppConfig; sessions: SessionService; redisWatch: RedisWatch },
): Promise<RealtimeServer> {
  const io: IoServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: opts.config.publicUrl, credentials: true },
    maxHttpBufferSize: 16 * 1024,
    // Another site's page must not open a socket with the player's cookie (cross-site WebSocket hijacking).
    allowRequest: (request, callback) => callback(null, isAllowedSocketOrigin(opts.config.publicUrl, request.headers.origin)),
  });

  const redisClients: Redis[] = [];
  if (opts.config.redisUrl) {
    // Loaded only with REDIS_URL: an instance without Redis keeps the clients out of its idle memory.
    const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
    // Publishing never waits for a Redis that is away: an event is dropped (realtime on
    // other instances degrades) instead of queued, and never fails the request that sent it.
    const pub = new Redis(opts.config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // The subscriber keeps its queue: the adapter subscribes before the first connection.
    const sub = new Redis(opts.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
    // A dropped event is not logged: the Redis watch says once that Redis is away.
    const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
    (pub as unknown as { publish: typeof publish }).publish = (channel, message) => publish(channel, message).catch(() => 0);
    opts.redisWatch.watch('realtime_pub', pub);
    opts.redisWatch.watch('realtime_sub', sub);
    // Connects in the background: an instance starts while Redis is away, and /readyz says so.
    for (const c of [pub, sub]) c.connect().catch(() => undefined);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    socket.data.userId = null;
    socket.data.raffleRooms = new Set();
    try {
      const raw = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
      const unsigned = raw ? app.unsignCookie(raw) : null;
      if (unsigned?.valid && unsigned.value) {
        const session = await opts.sessions.resolve(unsigned.value);
        if (session && !session.user.isBanned) {
          socket.data.userId = session.user.id;
          await socket.join(rooms.user(session.user.id));
          if (isAdminSteamId(opts.config, session.user.steamId)) await socket.join(rooms.admins);
        }
      }
      await socket.join(rooms.public);
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('handshake failed'));
    }
  });

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>) => {
    // Raffle rooms are public: anyone may watch a draw.
    const watching = socket.data.raffleRooms;
    socket.on('viewing_raffle', (payload) => {
      const parsed = raffleRoomBodySchema.safeParse(payload);
      if (!parsed.success) return;
      const room = rooms.raffle(parsed.data.raffleId);
      if (!watching.has(room) && watching.size >= MAX_RAFFLE_ROOMS_PER_SOCKET) return;
      watching.add(room);
      void socket.join(room);
    });
    socket.on('watching_plinko', () => void socket.join(rooms.plinko));
    socket.on('leaving_plinko', () => void socket.leave(rooms.plinko));
    // Site chat rooms are public too, and few (decision 0072).
    for (const [event, join] of [
      ['joining_chat', true],
      ['leaving_chat', false],
    ] as const) {
      socket.on(event, (payload) => {
        const parsed = chatRoomBodySchema.safeParse(payload);
        if (!parsed.success) return;
        const room = rooms.siteChat(parsed.data.room);
        void (join ? socket.join(room) : socket.leave(room));
      });
    }
    socket.on('leaving_raffle', (payload) => {
      const parsed = raffleRoomBodySchema.safeParse(payload);
      if (!parsed.success) return;
      const room = rooms.raffle(parsed.data.raffleId);
      watching.delete(room);
      void socket.leave(room);
    });
  });

  const realtime: Realtime = {
    toUser: (userId, event, ...args) => void io.to(rooms.user(userId)).emit(event, ...args),
    toAdmins: (event, ...args) => void io.to(rooms.admins).emit(event, ...args),
    toAll: (event, ...args) => void io.emit(event, ...args),
    toAllButUser: (userId, event, ...args) => void io.except(rooms.user(userId)).emit(event, ...args),
    toRoom: (room, event, ...args) => void io.to(room).emit(event, ...args),
    disconnectUser: (userId) => io.in(rooms.user(userId)).disconnectSockets(true),
  };

  return {
    realtime,
    connectedSockets: () => io.engine.clientsCount,
    redis: redisHealth(redisClients),
    closeSockets() {
      // Not io.close(): that would also close the HTTP server, which Fastify owns. Not
      // disconnectSockets either: a server-side disconnect tells the client not to reconnect.
      io.engine.close();
    },
    async close() {
      // QUIT is sent after the events already published. QUIT would wait in the queue of a client that is reconnecting: drop those at once.
      await Promise.all(
        redisClients.map((c) =>
          c.status === 'ready'
            ? c.quit().then(
                () => undefined,
                () => c.disconnect(),
              )
            : c.disconnect(),
        ),
      );
    },
  };
}

/** 'degraded' once Redis went away after working; 'down' when it never answered since the start. */
export type RedisState = 'not configured' | 'connected' | 'degraded' | 'down';

export interface RedisHealth {
  state(): RedisState;
}

function redisHealth(clients: Redis[]): RedisHealth {
  let everReady = false;
  for (const c of clients) c.on('ready', () => (everReady ||= clients.every((x) => x.status === 'ready')));
  return {
    state() {
      if (clients.length === 0) return 'not configured';
      if (clients.every((c) => c.status === 'ready')) return 'connected';
      return everReady ? 'degraded' : 'down';
    },
  };
}
