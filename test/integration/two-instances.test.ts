import { and, eq, gt, sql } from 'drizzle-orm';
import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, raffles, tradeLogs, users } from '../../src/server/db/schema';
import { createRaffleWins } from '../../src/server/modules/raffles';
import { DRAW_PUBLIC_AFTER_MS } from '../../src/core/raffles';
import type { SiteChatMessage } from '../../src/core/contracts/chat';
import type { LiveBet } from '../../src/core/contracts/live-bets';
import { LIVE_BET_PUBLIC_AFTER_MS } from '../../src/server/modules/games';
import { admin, adminHeaders, createRaffle, enter, expectLedgerSound, player, type Admin } from '../helpers/raffles';
import { expectLedgerHealthy, playerKinds, signedInPlayer } from '../helpers/players';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { haveServices, TEST_REDIS_URL } from '../helpers/services';
import { openSocket } from '../helpers/sockets';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Two instances of the platform on one Postgres and one Redis, as behind a load
// balancer, both without SESSION_SECRET and with their schedulers running.

const PER_MINUTE = 100;

/** A raw HTTP/1.1 connection: send() writes and resolves with whatever arrives next. */
async function rawConnection(port: number) {
  const socket = connectTcp(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  return {
    send(text: string): Promise<string> {
      const answer = new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      socket.write(text);
      return answer;
    },
    destroy: () => socket.destroy(),
  };
}

describe.runIf(haveServices)('two instances on one Postgres and Redis', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const opts = {
      database,
      env: { SESSION_SECRET: '', REDIS_URL: TEST_REDIS_URL! },
      config: { rateLimits: { perMinute: PER_MINUTE, adminLoginPerIp: 1000 } },
    };
    a = await startTestApp('postgres', opts);
    b = await startTestApp('postgres', opts);
    boss = await admin(a);
  });

  it('are both ready, with Redis connected', async () => {
    for (const app of [a, b])
      await expect.poll(async () => (await app.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready', redis: 'connected' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.close();
  });

  it('lets a player sign in on one and play on the other', async () => {
    const p = await player(a);
    const opened = await b.app.inject({ method: 'POST', url: '/api/daily-case/open', headers: { cookie: p.cookie } });
    expect(opened.statusCode).toBe(200);
    const balance = opened.json().fowlBalance as number;
    expect(balance).toBeGreaterThan(500);
    expect((await a.app.inject({ url: '/api/me', headers: { cookie: p.cookie } })).json().fowlBalance).toBe(balance);
  });

  it('carries an admin action on one to a socket on the other', async () => {
    const socket = await openSocket(b);
    try {
      // The Redis subscription of a new instance takes a moment: probe until an event crosses.
      const probed = new Promise((resolve) => socket.once('raffle_updated', resolve));
      const probe = setInterval(() => a.ctx.realtime.toAll('raffle_updated', { raffleId: 'probe' }), 100);
      await probed.finally(() => clearInterval(probe));

      const changed = new Promise((resolve) => socket.on('maintenance_changed', resolve));
      const toggled = await a.app.inject({ method: 'POST', url: '/api/admin/toggle-maintenance', headers: adminHeaders(boss), payload: { enabled: true } });
      expect(toggled.statusCode).toBe(200);
      expect(await changed).toEqual({ maintenanceMode: true });
    } finally {
      socket.disconnect();
      await a.app.inject({ method: 'POST', url: '/api/admin/toggle-maintenance', headers: adminHeaders(boss), payload: { enabled: false } });
    }
  });

  it('carries a chat message written on one to the room on the other, and refuses a player muted or banned on one at once on the other', async () => {
    const writer = await signedInPlayer(a, { fields: { raffleWagered: 1_000 } });
    const reader = await openSocket(b);
    try {
      reader.emit('joining_chat', { room: 'global' });
      const pushed: SiteChatMessage[] = [];
      reader.on('site_chat_message', (m: SiteChatMessage) => pushed.push(m));
      // The join and the Redis subscription take a moment: write until one crosses.
      await expect
        .poll(async () => {
          const sent = await a.app.inject({
            method: 'POST',
            url: '/api/chat/global',
            headers: { cookie: writer.cookie },
            payload: { message: `across ${pushed.length}` },
          });
          expect(sent.statusCode).toBe(200);
          return pushed.length;
        })
        .toBeGreaterThan(0);
    } finally {
      reader.disconnect();
    }
    const say = (app: TestApp, cookie: string) =>
      app.app.inject({ method: 'POST', url: '/api/chat/global', headers: { cookie }, payload: { message: 'still here?' } });
    const muted = await a.app.inject({
      method: 'POST',
      url: '/api/admin/chat/mutes',
      headers: adminHeaders(boss),
      payload: { userId: writer.id, minutes: 10, reason: 'Cool down' },
    });
    expect(muted.statusCode).toBe(200);
    const refused = await say(b, writer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/muted .*Cool down/);

    const other = await signedInPlayer(a, { fields: { raffleWagered: 1_000 } });
    expect((await say(b, other.cookie)).statusCode).toBe(200);
    const banned = await a.app.inject({ method: 'POST', url: `/api/admin/users/${other.id}/ban`, headers: adminHeaders(boss), payload: { banned: true } });
    expect(banned.statusCode).toBe(200);
    // The other instance drops its kept session when the ban's notification arrives (decision 0062): a moment, not a request later.
    await expect.poll(async () => (await say(b, other.cookie)).statusCode).toBe(403);
  });

  it("pushes a bet settled on one to the pages on the other, its player's own pages with their own version", async () => {
    const p = await signedInPlayer(a, { fields: playerKinds.freeTrial() });
    const visitor = await openSocket(b);
    const own = await openSocket(b, p.cookie);
    try {
      const probed = new Promise((resolve) => visitor.once('raffle_updated', resolve));
      const probe = setInterval(() => a.ctx.realtime.toAll('raffle_updated', { raffleId: 'probe' }), 100);
      await probed.finally(() => clearInterval(probe));
      const seen = { visitor: [] as LiveBet[], own: [] as LiveBet[] };
      visitor.on('live_bet', (bet: LiveBet) => seen.visitor.push(bet));
      own.on('live_bet', (bet: LiveBet) => seen.own.push(bet));
      const opened = await a.app.inject({ method: 'POST', url: '/api/daily-case/open', headers: { cookie: p.cookie } });
      expect(opened.statusCode).toBe(200);
      const roundId = opened.json().roundId as string;
      const timeout = LIVE_BET_PUBLIC_AFTER_MS + 10_000;
      await expect.poll(() => seen.visitor.find((bet) => bet.id === roundId), { timeout }).toMatchObject({ game: 'fowl_case', mine: false });
      await expect.poll(() => seen.own.find((bet) => bet.id === roundId), { timeout }).toMatchObject({ game: 'fowl_case', mine: true });
      expect(seen.own.filter((bet) => bet.id === roundId)).toHaveLength(1);
    } finally {
      visitor.disconnect();
      own.disconnect();
    }
  });

  it("serves a raffle's detail, its room, the list and a player's history and entries with the change the other instance just made", async () => {
    const raffle = await createRaffle(a, boss);
    const detail = async () => (await a.app.inject({ url: `/api/raffle/${raffle.id}` })).json();
    const listed = async () => ((await a.app.inject({ url: '/api/raffles' })).json().raffles as { id: string }[]).find((r) => r.id === raffle.id);
    expect((await detail()).entriesWithUsers).toEqual([]);
    expect(await listed()).toMatchObject({ participantCount: 0 });
    // Asked again with nothing changed: the same answer.
    expect((await detail()).entriesWithUsers).toEqual([]);
    expect(await listed()).toMatchObject({ participantCount: 0 });

    const p = await player(b);
    const history = async () =>
      (
        (await a.app.inject({ url: `/api/user/${p.steamId}/transaction-history`, headers: { cookie: p.cookie } })).json().transactions as { type: string }[]
      ).map((x) => x.type);
    const entries = async () => (await a.app.inject({ url: `/api/raffles/user-entries/${p.id}`, headers: { cookie: p.cookie } })).json();
    expect(await history()).not.toContain('raffle_entry');
    expect(await entries()).toEqual({ activeEntries: [], totalEntries: 0 });
    expect((await enter(b, p, raffle.id, 25)).statusCode).toBe(200);
    expect(await history()).toContain('raffle_entry');
    expect(await entries()).toMatchObject({ activeEntries: [{ raffleId: raffle.id, entryAmount: 25 }], totalEntries: 1 });
    expect(await detail()).toMatchObject({ participantCount: 1, totalPool: 25, entriesWithUsers: [{ userId: p.id, entryAmount: 25 }] });
    expect(await listed()).toMatchObject({ participantCount: 1, totalPool: 25 });

    // The room: a message sent through the other instance is there at once.
    const chat = async () => (await a.app.inject({ url: `/api/raffles/${raffle.id}/chat`, headers: { cookie: p.cookie } })).json().messages;
    expect(await chat()).toEqual([]);
    const origin = new URL(b.ctx.config.publicUrl).origin;
    const sent = await b.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/chat`,
      headers: { cookie: p.cookie, origin },
      payload: { message: 'Good luck all' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await chat()).toMatchObject([{ message: 'Good luck all' }]);

    // A player's new name and picture (a later sign-in reads them from Steam) are on the wheel and in the room at once.
    await b.ctx.db.update(users).set({ username: 'Renamed Hen', avatar: 'https://example.com/hen.png' }).where(eq(users.id, p.id));
    expect((await detail()).entriesWithUsers[0].user).toMatchObject({ username: 'Renamed Hen', avatar: 'https://example.com/hen.png' });
    expect((await chat())[0]).toMatchObject({ message: 'Good luck all', user: { username: 'Renamed Hen', avatar: 'https://example.com/hen.png' } });

    // And an admin's edit of the raffle.
    const edited = await b.app.inject({ method: 'PUT', url: `/api/admin/raffles/${raffle.id}`, headers: adminHeaders(boss), payload: { name: 'Renamed Cup' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail()).name).toBe('Renamed Cup');
    expect(await listed()).toMatchObject({ name: 'Renamed Cup' });
    expect((await entries()).activeEntries).toMatchObject([{ raffle: { name: 'Renamed Cup' } }]);

    // And its removal: the entry is refunded and no longer active.
    const removed = await b.app.inject({ method: 'DELETE', url: `/api/admin/raffles/${raffle.id}`, headers: adminHeaders(boss) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await entries()).activeEntries).toEqual([]);
  });

  it('draws a raffle that ends while both run exactly once', async () => {
    const entrants = [await player(a), await player(b), await player(a)];
    const raffle = await createRaffle(a, boss, { endTime: new Date(Date.now() + 6000).toISOString() });
    const entries = await Promise.all(entrants.map((p, i) => enter(i % 2 ? b : a, p, raffle.id, 20)));
    expect(
      entries.map((r) => r.statusCode),
      entries.map((r) => r.body).join(),
    ).toEqual([200, 200, 200]);

    // Both schedulers look for due raffles every 2 s.
    await expect
      .poll(async () => (await database.db.select().from(raffles).where(eq(raffles.id, raffle.id)))[0]?.status, { timeout: 20_000 })
      .toBe('completed');
    const [drawn] = await database.db.select().from(raffles).where(eq(raffles.id, raffle.id));
    expect(entrants.map((p) => p.id)).toContain(drawn!.winnerId);
    // Once the wheels have stopped, both count the win at once: it counts once.
    const afterTheWheels = new Date(Date.now() + DRAW_PUBLIC_AFTER_MS);
    await Promise.all([createRaffleWins(a.ctx).creditDue(afterTheWheels), createRaffleWins(b.ctx).creditDue(afterTheWheels)]);
    const [winner] = await database.db.select().from(users).where(eq(users.id, drawn!.winnerId!));
    expect(winner!.totalWins).toBe(1);
    const credits = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(gt(ledgerEntries.amount, 0), sql`${ledgerEntries.raffleData}->>'raffleId' = ${raffle.id}`));
    expect(credits).toHaveLength(1);
    await expect.poll(async () => (await database.db.select().from(tradeLogs).where(eq(tradeLogs.raffleId, raffle.id))).length).toBe(1);
    expect(await expectLedgerSound(a.ctx)).toEqual({ violations: [], negative: 0 });
  });

  it('shares the rate limit through Redis', async () => {
    const p = await player(a);
    const get = (app: TestApp) => app.app.inject({ url: '/api/me', headers: { cookie: p.cookie } });
    const onA = await Promise.all(Array.from({ length: 60 }, () => get(a)));
    const onB = await Promise.all(Array.from({ length: 60 }, () => get(b)));
    expect(onA.every((r) => r.statusCode === 200)).toBe(true);
    expect(onB.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
    expect([...onA, ...onB].filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(PER_MINUTE);
  });

  it('while one stops: new requests, on new and kept-alive connections, are answered 503 with Connection: close; a bet in flight is answered and its event reaches the other', async () => {
    const stopping = await startTestApp('postgres', { database, env: { SESSION_SECRET: '', REDIS_URL: TEST_REDIS_URL! } });
    // Signed in on the instance that stops: the shared rate limit of the others is spent above.
    const p = await signedInPlayer(stopping, { fields: playerKinds.premium() });
    const socket = await openSocket(b, p.cookie);
    const { port } = new URL(stopping.baseUrl);
    const keptAlive = await rawConnection(Number(port));
    const inFlight = await rawConnection(Number(port));
    try {
      const probed = new Promise((resolve) => socket.once('raffle_updated', resolve));
      const probe = setInterval(() => stopping.ctx.realtime.toAll('raffle_updated', { raffleId: 'probe' }), 100);
      await probed.finally(() => clearInterval(probe));

      expect(await keptAlive.send('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 200/);
      // A bet whose body has not all arrived is in flight when the stop begins.
      const body = JSON.stringify({ betAmount: 10, selectedSide: 'heads' });
      const origin = new URL(stopping.ctx.config.publicUrl).origin;
      const continued = inFlight.send(
        `POST /api/fowl-flip/play HTTP/1.1\r\nhost: x\r\norigin: ${origin}\r\ncookie: ${p.cookie}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nexpect: 100-continue\r\n\r\n${body.slice(0, 5)}`,
      );
      expect(await continued).toMatch(/^HTTP\/1\.1 100 Continue/);

      const closed = stopping.close();
      await expect.poll(async () => (await fetch(`${stopping.baseUrl}/readyz`)).status).toBe(503);
      const fresh = await fetch(`${stopping.baseUrl}/api/raffles`);
      expect(fresh.status).toBe(503);
      expect(fresh.headers.get('connection')).toBe('close');
      expect(await fresh.json()).toMatchObject({ code: 'UNAVAILABLE' });
      const reused = await keptAlive.send('GET /api/raffles HTTP/1.1\r\nhost: x\r\n\r\n');
      expect(reused).toMatch(/^HTTP\/1\.1 503/);
      expect(reused.toLowerCase()).toContain('connection: close');

      const balanceOnB = new Promise<{ fowlBalance: number }>((resolve) => socket.once('balance_updated', resolve));
      const answer = await inFlight.send(body.slice(5));
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      const played = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { fowlBalance: number };
      expect((await balanceOnB).fowlBalance).toBe(played.fowlBalance);
      await closed;
      await expectLedgerHealthy(a.ctx);
    } finally {
      socket.disconnect();
      keptAlive.destroy();
      inFlight.destroy();
    }
  });
});
