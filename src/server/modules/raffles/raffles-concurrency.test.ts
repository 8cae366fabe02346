import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '../../../core/contracts/realtime';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../../test/helpers/test-app';
import { buildApp, type App } from '../../app';
import type { AppContext } from '../../context';
import { buildConfig, parseEnv } from '../../config';
import { backgroundSettled } from '../../jobs/background';
import { runJobOnce } from '../../jobs/scheduler';
import { ledgerEntries, raffleEntries, raffles, users } from '../../db/schema';
import { createRaffleDraws, createRaffleWins, endDueRafflesJob } from './index';
import { DRAW_PUBLIC_AFTER_MS } from '../../../core/raffles';
import { admin, awaitDraw, balanceOf, createRaffle, enter, makePremium, player, type Admin, type Player } from '../../../../test/helpers/raffles';
import { expectLedgerHealthy } from '../../../../test/helpers/players';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function openSocket(baseUrl: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(baseUrl, { path: '/ws', transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Resolves once the socket's join of the raffle room has been handled: a socket's
 * messages are handled in order, so once the room's event reaches it, so have the
 * joins before. Sent until it arrives, since the join's moment is unknown.
 */
async function joined(socket: ClientSocket, ctx: AppContext, raffleId: string): Promise<void> {
  let heard = false;
  const listener = (p: { raffleId: string }) => (heard ||= p.raffleId === raffleId);
  socket.on('raffle_updated', listener);
  await expect
    .poll(
      () => {
        ctx.realtime.toRoom(rooms.raffle(raffleId), 'raffle_updated', { raffleId });
        return heard;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  socket.off('raffle_updated', listener);
}

/** Resolves once every event the instance sent the socket before now has arrived: events reach a socket in order. */
function acknowledged(socket: ClientSocket, ctx: AppContext): Promise<void> {
  const arrived = new Promise<void>((resolve) => socket.once('maintenance_changed', () => resolve()));
  ctx.realtime.toAll('maintenance_changed', { maintenanceMode: false });
  return arrived;
}

describe.each(databaseKinds)('raffle entries and draws under concurrency on %s', (kind) => {
  let t: TestApp;
  let second: App & { baseUrl: string };
  let boss: Admin;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // A second instance of the platform on the same database, as behind a load balancer.
    const config = buildConfig(
      parseEnv({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        SESSION_SECRET: 'test-session-secret-0123456789abcdef-0123',
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
      }),
      // The same sandbox beacon chain: its key is in the shared database.
      { serveWeb: false, rateLimits: { perMinute: 100_000, adminLoginPerIp: 1000 }, beacon: t.ctx.config.beacon },
    );
    const built = await buildApp(config, { database: t.database, logger: false });
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    second = { ...built, baseUrl: address };
    boss = await admin(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const entriesOf = (raffleId: string) => t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.raffleId, raffleId));

  it('serves one sandbox beacon chain from every instance', async () => {
    const chains = await Promise.all([t.baseUrl, second.baseUrl].map(async (base) => (await fetch(`${base}/sandbox/drand/chains`)).json()));
    expect(chains[1]).toEqual(chains[0]);
  });

  it(atOnce(kind, 'gives 50 simultaneous entries by one user exactly one entry and one debit'), async () => {
    const raffle = await createRaffle(t, boss, { maxParticipants: 100 });
    const p = await player(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => enter(t, p, raffle.id, 20)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refusals = results.filter((r) => r.statusCode !== 200);
    expect(refusals.every((r) => r.statusCode === 409 && r.json().code === 'ALREADY_ENTERED')).toBe(true);
    expect(await entriesOf(raffle.id)).toHaveLength(1);
    const debits = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, p.id), eq(ledgerEntries.type, 'raffle_entry')));
    expect(debits).toHaveLength(1);
    expect(await balanceOf(t.ctx, p.id)).toBe(480);
    await expectLedgerHealthy(t.ctx);
  });

  it(atOnce(kind, 'lets exactly maxParticipants of twice as many players in, then draws once'), async () => {
    const max = 6;
    const raffle = await createRaffle(t, boss, { maxParticipants: max });
    const players: Player[] = [];
    for (let i = 0; i < max * 2; i++) players.push(await player(t));
    const results = await Promise.all(players.map((p) => enter(t, p, raffle.id, 50)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(max);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(['RAFFLE_ENDED', 'RAFFLE_FULL']).toContain(r.json().code);
    expect(await entriesOf(raffle.id)).toHaveLength(max);
    await awaitDraw(t, raffle.id);
    // The win counts once every wheel has stopped.
    await createRaffleWins(t.ctx).creditDue(new Date(Date.now() + DRAW_PUBLIC_AFTER_MS));
    const [row] = await t.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id));
    expect(row).toMatchObject({ status: 'completed', endReason: 'max_participants_reached' });
    const inside = new Set((await entriesOf(raffle.id)).map((e) => e.userId));
    expect(inside.has(row!.winnerId!)).toBe(true);
    for (const p of players) {
      const winnings = p.id === row!.winnerId ? 1500 : 0;
      expect(await balanceOf(t.ctx, p.id)).toBe(inside.has(p.id) ? 450 + winnings : 500);
    }
    await expectLedgerHealthy(t.ctx);
  });

  it(atOnce(kind, 'gives a free-trial player entering several raffles at once exactly one entry; Premium enters all'), async () => {
    const list = [await createRaffle(t, boss), await createRaffle(t, boss), await createRaffle(t, boss), await createRaffle(t, boss)];
    const trial = await player(t);
    const results = await Promise.all(list.map((r) => enter(t, trial, r.id, 30)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(t.ctx, trial.id)).toBe(470);
    const premium = await player(t);
    await makePremium(t.ctx, premium.id);
    const all = await Promise.all(list.map((r) => enter(t, premium, r.id, 30)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.ctx, premium.id)).toBe(380);
  });

  it('ends and draws each due raffle exactly once with two app instances on one database', async () => {
    const count = 4;
    const due: string[] = [];
    const players: Player[] = [];
    for (let i = 0; i < count; i++) {
      const raffle = await createRaffle(t, boss, { maxParticipants: 10 });
      for (let j = 0; j < 2; j++) {
        const p = await player(t);
        await enter(t, p, raffle.id, 10 + j * 5);
        players.push(p);
      }
      due.push(raffle.id);
    }
    const empty = await createRaffle(t, boss);
    due.push(empty.id);

    const sockets = [await openSocket(t.baseUrl), await openSocket(second.baseUrl)];
    const ended: string[] = [];
    const drawnAnnounced: string[] = [];
    for (const s of sockets) s.on('raffle_ended', (p) => due.includes(p.raffleId) && ended.push(p.raffleId));
    for (const s of sockets) s.on('raffle_ending', (p) => due.includes(p.raffleId) && drawnAnnounced.push(p.raffleId));
    // Watch every due raffle from both instances, as its page would.
    for (const s of sockets) for (const raffleId of due) s.emit('viewing_raffle', { raffleId });
    await Promise.all([joined(sockets[0]!, t.ctx, due.at(-1)!), joined(sockets[1]!, second.ctx, due.at(-1)!)]);
    try {
      // Closed long enough ago that every raffle's beacon round is already out: each draw can succeed at its first try.
      const periodMs = t.ctx.config.beacon.sandboxPeriodSeconds * 1000;
      await t.ctx.db
        .update(raffles)
        .set({ endTime: new Date(Date.now() - 3 * periodMs) })
        .where(inArray(raffles.id, due));
      // Both instances' jobs, an admin ending by hand and the winner route, all at once;
      // the instances' own schedulers are running too.
      const first = due[0]!;
      await Promise.all([
        runJobOnce(t.ctx, endDueRafflesJob(t.ctx)),
        runJobOnce(second.ctx, endDueRafflesJob(second.ctx)),
        runJobOnce(second.ctx, endDueRafflesJob(second.ctx)),
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/raffles/${first}`,
          headers: { cookie: boss.cookie, authorization: `Bearer ${boss.token}` },
          payload: { status: 'ended' },
        }),
        second.app.inject({ method: 'POST', url: `/api/raffle/${first}/winner`, payload: {} }),
      ]);
      await expect.poll(() => new Set(ended).size, { timeout: 5000 }).toBe(due.length);
      // Then both instances try the draws at once, twice each, beside their schedulers; a raffle a
      // scheduler claimed first is drawn in its background work, which is awaited.
      const draws = [createRaffleDraws(t.ctx), createRaffleDraws(second.ctx)];
      await Promise.all([...draws, ...draws].map((d) => d.drawDue()));
      await Promise.all([backgroundSettled(t.ctx), backgroundSettled(second.ctx)]);
      // Once the wheels have stopped, both instances count the wins at once, twice each: each win counts once.
      const afterTheWheels = new Date(Date.now() + DRAW_PUBLIC_AFTER_MS);
      const wins = [createRaffleWins(t.ctx), createRaffleWins(second.ctx)];
      await Promise.all([...wins, ...wins].map((w) => w.creditDue(afterTheWheels)));
      // A duplicate announcement, if there were one, is sent before this acknowledgement.
      await Promise.all([acknowledged(sockets[0]!, t.ctx), acknowledged(sockets[1]!, second.ctx)]);
    } finally {
      sockets.forEach((s) => s.disconnect());
    }

    const rows = await t.ctx.db.select().from(raffles).where(inArray(raffles.id, due));
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(count);
    expect(rows.filter((r) => r.beaconRandomness !== null && r.drawFallbackReason === null)).toHaveLength(count);
    expect(rows.find((r) => r.id === empty.id)).toMatchObject({ status: 'ended', winnerId: null });
    expect(ended.sort()).toEqual([...due].sort());
    expect(drawnAnnounced.sort()).toEqual(due.filter((id) => id !== empty.id).sort());

    const winners = rows.filter((r) => r.winnerId).map((r) => r.winnerId!);
    const winnerRows = await t.ctx.db.select().from(users).where(inArray(users.id, winners));
    expect(winnerRows.every((u) => u.totalWins === 1)).toBe(true);
    const rewards = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.userId, winners), eq(ledgerEntries.type, 'level_reward')));
    expect(rewards.filter((r) => r.amount === 1500)).toHaveLength(count);
    await expectLedgerHealthy(t.ctx);
    expect(players).toHaveLength(count * 2);
  });
});
