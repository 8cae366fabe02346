import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../core/contracts/realtime';
import { rooms } from '../../core/contracts/realtime';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { TEST_REDIS_URL } from '../../../test/helpers/services';
import { signIn } from '../../../test/helpers/sign-in';
import { MAX_RAFFLE_ROOMS_PER_SOCKET } from './realtime';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function openSocket(baseUrl: string, cookie?: string, origin?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(baseUrl, {
    path: '/ws',
    transports: ['websocket'],
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(
      event as 'new_user_joined',
      ((payload: unknown) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

/**
 * Whether `emit` sends `event` to the socket: used to show a socket is NOT in a room.
 * A broadcast sent right after is the acknowledgement: events reach one socket in
 * order, so had `event` been sent to it, it would have arrived before the broadcast.
 */
async function receives(socket: ClientSocket, event: keyof ServerToClientEvents, t: TestApp, emit: () => void): Promise<boolean> {
  let received = false;
  const listener = () => (received = true);
  socket.on(event as 'new_user_joined', listener);
  const acknowledged = nextEvent(socket, 'maintenance_changed');
  emit();
  t.ctx.realtime.toAll('maintenance_changed', { maintenanceMode: false });
  await acknowledged;
  socket.off(event as 'new_user_joined', listener);
  return received;
}

describe('realtime on one instance', () => {
  let t: TestApp;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  it('delivers a user’s events only to that user’s sockets', async () => {
    const alice = await signIn(t.app);
    const bob = await signIn(t.app);
    const aliceUser = (await t.app.inject({ url: '/api/me', headers: { cookie: alice.cookie } })).json();
    const aliceSocket = await openSocket(t.baseUrl, alice.cookie);
    const bobSocket = await openSocket(t.baseUrl, bob.cookie);
    const anonymous = await openSocket(t.baseUrl);
    sockets.push(aliceSocket, bobSocket, anonymous);

    const received = nextEvent(aliceSocket, 'balance_updated');
    const toAlice = () => t.ctx.realtime.toUser(aliceUser.id, 'balance_updated', { fowlBalance: 777 });
    expect(await receives(bobSocket, 'balance_updated', t, toAlice)).toBe(false);
    expect(await received).toEqual({ fowlBalance: 777 });
    expect(await receives(anonymous, 'balance_updated', t, toAlice)).toBe(false);
    // The check can fail: Alice's own socket does receive it.
    expect(await receives(aliceSocket, 'balance_updated', t, toAlice)).toBe(true);
  });

  it('lets anonymous sockets listen to public rooms and broadcasts', async () => {
    const anonymous = await openSocket(t.baseUrl);
    sockets.push(anonymous);
    const got = nextEvent(anonymous, 'maintenance_changed');
    t.ctx.realtime.toAll('maintenance_changed', { maintenanceMode: false });
    expect(await got).toEqual({ maintenanceMode: false });
  });

  it('sends admin events only to admins', async () => {
    const player = await openSocket(t.baseUrl, (await signIn(t.app)).cookie);
    sockets.push(player);
    expect(await receives(player, 'new_user_joined', t, () => t.ctx.realtime.toAdmins('new_user_joined', { username: 'someone' }))).toBe(false);
  });

  it('drops a user’s sockets on demand (logout, ban)', async () => {
    const alice = await signIn(t.app);
    const id = (await t.app.inject({ url: '/api/me', headers: { cookie: alice.cookie } })).json().id;
    const socket = await openSocket(t.baseUrl, alice.cookie);
    sockets.push(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    t.ctx.realtime.disconnectUser(id);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses a socket opened by another site, and accepts its own origin', async () => {
    const { cookie } = await signIn(t.app);
    await expect(openSocket(t.baseUrl, cookie, 'https://evil.example')).rejects.toThrow();
    const own = await openSocket(t.baseUrl, cookie, new URL(t.ctx.config.publicUrl).origin);
    sockets.push(own);
    expect(own.connected).toBe(true);
  });

  it(`lets one socket watch at most ${MAX_RAFFLE_ROOMS_PER_SOCKET} raffle rooms`, async () => {
    const socket = await openSocket(t.baseUrl);
    sockets.push(socket);
    const ids = Array.from({ length: MAX_RAFFLE_ROOMS_PER_SOCKET + 2 }, () => randomUUID());
    const overCap = ids[MAX_RAFFLE_ROOMS_PER_SOCKET]!;
    const marker = ids[MAX_RAFFLE_ROOMS_PER_SOCKET + 1]!;
    for (const raffleId of ids.slice(0, MAX_RAFFLE_ROOMS_PER_SOCKET + 1)) socket.emit('viewing_raffle', { raffleId });
    // Leaving one room frees a place for the marker room; the socket handles its messages in order.
    socket.emit('leaving_raffle', { raffleId: ids[0]! });
    socket.emit('viewing_raffle', { raffleId: marker });
    const seen: string[] = [];
    socket.on('raffle_updated', ({ raffleId }) => seen.push(raffleId));
    // Once the marker room hears, every earlier join has been handled.
    await expect
      .poll(() => {
        t.ctx.realtime.toRoom(rooms.raffle(marker), 'raffle_updated', { raffleId: marker });
        return seen.includes(marker);
      })
      .toBe(true);
    seen.length = 0;
    // Events reach one socket in order: had it joined the room over the cap, that event would come first.
    t.ctx.realtime.toRoom(rooms.raffle(overCap), 'raffle_updated', { raffleId: overCap });
    t.ctx.realtime.toRoom(rooms.raffle(marker), 'raffle_updated', { raffleId: marker });
    await expect.poll(() => seen.includes(marker)).toBe(true);
    expect(seen).not.toContain(overCap);
  });

  it('names rooms consistently', () => {
    expect(rooms.raffle('r1')).toBe('raffle:r1');
  });
});

// CI sets TEST_REDIS_URL: then these tests always run, and an unreachable Redis fails
// them. Without it they run when a Redis answers on the default port.
const REDIS_URL = TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe.runIf(TEST_REDIS_URL !== undefined || (await redisAnswers()))('realtime across instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('pglite', { env: { REDIS_URL } });
    b = await startTestApp('pglite', { env: { REDIS_URL } });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers an event emitted on one instance to a socket of the other', async () => {
    const user = await signIn(b.app);
    const id = (await b.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).json().id;
    const socket = await openSocket(b.baseUrl, user.cookie);
    try {
      const got = nextEvent(socket, 'balance_updated');
      // The adapter needs a moment to subscribe; emit until the event arrives or the wait ends.
      const timer = setInterval(() => a.ctx.realtime.toUser(id, 'balance_updated', { fowlBalance: 4242 }), 100);
      try {
        expect(await got).toEqual({ fowlBalance: 4242 });
      } finally {
        clearInterval(timer);
      }
    } finally {
      socket.disconnect();
    }
  });
});
