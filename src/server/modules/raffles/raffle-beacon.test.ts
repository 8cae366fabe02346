import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Raffle, RaffleDetail } from '../../../core/contracts/raffles';
import { BEACON_SCHEME, chainHashOf, firstRoundAfter, roundTimeMs } from '../../../core/fair/beacon';
import { generateBeaconKeyPair, signBeaconRound } from '../../../core/fair/beacon-signature';
import { verifyRaffleDrawWithBeacon } from '../../../core/raffle-verification';
import { publishedDrawOf } from '../../../core/raffles';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { buildConfig, parseEnv } from '../../config';
import type { AppContext } from '../../context';
import { raffles, tradeLogs } from '../../db/schema';
import { createBeaconClient } from '../../integrations/drand';
import { createRaffleDraws, DRAW_RETRY_MS } from './index';
import { DRAW_RETRY_MAX_MS } from './raffle-draws';
import { backgroundSettled } from '../../jobs/background';
import { createRaffleAdminService } from './raffles-admin.service';
import { admin, adminHeaders, awaitDraw, createRaffle, enter, firstBotItem, player, type Admin } from '../../../../test/helpers/raffles';
import { expectLedgerHealthy } from '../../../../test/helpers/players';

// The draw against a drand relay this test controls: one that is down, one that
// serves forged rounds, and one that serves the real chain's rounds on time. The app
// is configured as an operator would, through the environment, without
// DRAND_FALLBACK_SECONDS: a draw waits for its round however long (decision 0047).

const keys = generateBeaconKeyPair();
const info = {
  public_key: keys.publicKey,
  period: 1,
  genesis_time: Math.floor(Date.now() / 1000) - 3600,
  groupHash: '5a'.repeat(32),
  schemeID: BEACON_SCHEME,
  metadata: { beaconID: 'relay-under-test' },
};
const chain = { ...info, hash: chainHashOf(info) };
const forger = generateBeaconKeyPair();

type RelayState = 'down' | 'forged' | 'up';

/** The relay: its state, its clock (the real one unless a test sets a moment), and how many forged rounds it served. */
interface Relay {
  now: RelayState;
  at: number | null;
  forgedServed: number;
}

function startRelay(state: Relay): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (state.now === 'down') return send(503, { error: 'down' });
    const path = request.url ?? '';
    if (path === `/${chain.hash}/info`) return send(200, chain);
    const round = /^\/[0-9a-f]{64}\/public\/(\d+)$/.exec(path)?.[1];
    if (!round || roundTimeMs(chain, Number(round)) > (state.at ?? Date.now())) return send(404, { error: 'not yet' });
    if (state.now === 'forged') state.forgedServed += 1;
    return send(200, signBeaconRound(state.now === 'forged' ? forger.secretKey : keys.secretKey, Number(round)));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.each(databaseKinds)('raffle draws and the beacon relay on %s', (kind) => {
  const relay: Relay = { now: 'up', at: null, forgedServed: 0 };
  let server: Server;
  let t: TestApp;
  /** How far the app's clock (its scheduler's too) is moved from the real one. */
  let ahead = 0;
  let boss: Admin;
  beforeAll(async () => {
    server = await startRelay(relay);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await startTestApp(kind, { env: { DRAND_URLS: url, DRAND_CHAIN_HASH: chain.hash }, clock: () => new Date(Date.now() + ahead) });
    expect(t.ctx.config.beacon).toMatchObject({ sandbox: false, urls: [url], fallbackAfterMs: null });
    boss = await admin(t);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const row = async (id: string) => (await t.ctx.db.select().from(raffles).where(eq(raffles.id, id)))[0]!;
  /** The due-draw job as it runs at `ms`, by default as the app is configured. */
  const drawsAt = (ms: number, ctx: AppContext = t.ctx) => createRaffleDraws({ ...ctx, clock: () => new Date(ms) });
  /** The app as an operator who set DRAND_FALLBACK_SECONDS=60 runs it. */
  const withFallback = (): AppContext => {
    const env = parseEnv({ DRAND_URLS: t.ctx.config.beacon.urls.join(','), DRAND_CHAIN_HASH: chain.hash, DRAND_FALLBACK_SECONDS: '60' });
    return { ...t.ctx, config: { ...t.ctx.config, beacon: buildConfig(env).beacon } };
  };
  const listed = async (id: string) => ((await t.app.inject({ url: '/api/raffles' })).json().raffles as Raffle[]).find((r) => r.id === id);
  const detail = async (id: string) => (await t.app.inject({ url: `/api/raffle/${id}` })).json() as RaffleDetail;

  /** A one-place raffle that the entry fills and so closes, with the relay in `state` from then on. */
  async function closedRaffle(state: RelayState): Promise<Raffle> {
    relay.now = 'up';
    const raffle = await createRaffle(t, boss, { maxParticipants: 1 });
    relay.now = state;
    expect(raffle.beacon).toMatchObject({ chain: { hash: chain.hash }, round: firstRoundAfter(chain, Date.parse(raffle.endTime)), randomness: null });
    const res = await enter(t, await player(t), raffle.id, 25);
    expect(res.statusCode).toBe(200);
    return res.json().raffle as Raffle;
  }

  it('cannot be created while the chain cannot be read: it would have no round to commit', async () => {
    // A fresh client has not read the chain's info yet.
    const service = createRaffleAdminService(t.ctx, createBeaconClient({ urls: t.ctx.config.beacon.urls, chainHash: chain.hash, fetch }));
    const item = await firstBotItem(t.ctx);
    relay.now = 'down';
    const before = (await t.ctx.db.select().from(raffles)).length;
    const create = service.create(
      { id: boss.id, ip: '127.0.0.1' },
      {
        name: 'R',
        description: 'D',
        endTime: new Date(Date.now() + 3600_000).toISOString(),
        assetId: item.assetid,
        type: 'hourly',
        minEntry: 10,
        maxParticipants: 25,
      },
    );
    await expect(create).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/randomness beacon cannot be reached/) });
    expect(await t.ctx.db.select().from(raffles)).toHaveLength(before);
    relay.now = 'up';
  });

  it('waits for its round however far the clock moves while no relay gives it, then draws with the genuine round', async () => {
    const closed = await closedRaffle('down');
    expect(closed).toMatchObject({ status: 'ended', winnerId: null, beacon: { randomness: null, fallback: false } });
    const round = closed.beacon!.round;
    const dueAt = roundTimeMs(chain, round);
    // Tries just after the round's time and long after it (on a clock of the test's own): the
    // operator, who knows the seed, must not be able to choose the seed-only winner by keeping the relays away.
    for (const lateMs of [1, 10 * 60_000, 86_400_000, 30 * 86_400_000]) {
      ahead = dueAt + lateMs - Date.now();
      const triedAt = t.ctx.clock().getTime();
      await t.ctx.db
        .update(raffles)
        .set({ drawDueAt: new Date(dueAt) })
        .where(eq(raffles.id, closed.id));
      // This try or the app's scheduler's, whichever claims it first: both run on the moved clock.
      await createRaffleDraws(t.ctx).drawDue();
      // The try is over once the raffle is drawn (which it must not be) or its next try pushed back:
      // further for a round long overdue, but never beyond half a minute.
      const pushedBack = lateMs < 10 * DRAW_RETRY_MS ? DRAW_RETRY_MS : DRAW_RETRY_MAX_MS;
      const tried = async () => {
        const { winnerId, drawDueAt } = await row(closed.id);
        return winnerId !== null || (drawDueAt !== null && drawDueAt.getTime() - triedAt >= pushedBack - 1000);
      };
      await expect.poll(tried).toBe(true);
      await backgroundSettled(t.ctx);
      expect(await row(closed.id)).toMatchObject({ status: 'ended', winnerId: null, beaconRandomness: null, drawFallbackReason: null });
      expect((await row(closed.id)).drawDueAt!.getTime() - triedAt).toBeLessThanOrEqual(DRAW_RETRY_MAX_MS + 1000);
    }
    ahead = 0;
    // Meanwhile every screen reads it as closed and waiting for that round, and its prize stays reserved for it.
    expect(await detail(closed.id)).toMatchObject({ status: 'ended', winnerId: null, beacon: { round, fallback: false, fallbackReason: null } });
    expect(await listed(closed.id)).toMatchObject({ status: 'ended', winnerId: null, beacon: { round, fallback: false } });
    expect((await row(closed.id)).reservedAssetId).toBe(closed.assetId);

    // A relay serving a round signed by another key is not believed either.
    relay.now = 'forged';
    relay.at = dueAt + 1;
    await t.ctx.db
      .update(raffles)
      .set({ drawDueAt: new Date(dueAt) })
      .where(eq(raffles.id, closed.id));
    await drawsAt(dueAt + 1).drawDue();
    await backgroundSettled(t.ctx); // a scheduled try that came first
    expect(relay.forgedServed).toBeGreaterThan(0);
    expect(await row(closed.id)).toMatchObject({ status: 'ended', winnerId: null });

    relay.now = 'up';
    relay.at = null;
    await t.ctx.db.update(raffles).set({ drawDueAt: new Date() }).where(eq(raffles.id, closed.id));
    const drawn = await awaitDraw(t, closed.id);
    expect(drawn.beacon).toMatchObject({ round, randomness: signBeaconRound(keys.secretKey, round).randomness, fallback: false, fallbackReason: null });
    expect(verifyRaffleDrawWithBeacon(publishedDrawOf(drawn)!)).toMatchObject({ ok: true, beacon: { ok: true } });
    // The long wait changed nothing downstream: the prize goes out to the winner as for any draw.
    await expect.poll(async () => (await t.ctx.db.select().from(tradeLogs).where(eq(tradeLogs.raffleId, closed.id))).length).toBe(1);
  });

  it('is drawn without the beacon only when DRAND_FALLBACK_SECONDS is set, and is marked so with the reason everywhere', async () => {
    const closed = await closedRaffle('down');
    const fallback = withFallback();
    expect(fallback.config.beacon.fallbackAfterMs).toBe(60_000);
    // Within the operator's minute, even with the fallback on, the draw waits.
    const dueAt = roundTimeMs(chain, closed.beacon!.round);
    await t.ctx.db
      .update(raffles)
      .set({ drawDueAt: new Date(dueAt) })
      .where(eq(raffles.id, closed.id));
    await drawsAt(dueAt + 59_000, fallback).drawDue();
    expect(await row(closed.id)).toMatchObject({ status: 'ended', winnerId: null, drawFallbackReason: null });

    // As if it had closed two minutes ago and the relays had been down since.
    const closedAt = Date.now() - 120_000;
    const round = firstRoundAfter(chain, closedAt);
    await t.ctx.db
      .update(raffles)
      .set({ endTime: new Date(closedAt), endedAt: new Date(closedAt), beaconRound: round })
      .where(eq(raffles.id, closed.id));
    // The app's own scheduler (no fallback) may try it too and push it back: the try with the fallback is repeated until it lands.
    for (let i = 0; i < 5 && (await row(closed.id)).status === 'ended'; i++) {
      await t.ctx.db.update(raffles).set({ drawDueAt: new Date() }).where(eq(raffles.id, closed.id));
      await createRaffleDraws(fallback).drawDue();
      await backgroundSettled(t.ctx);
    }
    const reason = new RegExp(
      `^no relay gave beacon round ${round} of chain ${chain.hash.slice(0, 12)}… within 60 s of its time \\(127\\.0\\.0\\.1:\\d+: HTTP 503\\)$`,
    );
    expect((await row(closed.id)).drawFallbackReason).toMatch(reason);

    // Its page and the fairness verifier (which reads the same detail) say it was drawn without the beacon, and why.
    const drawn = await detail(closed.id);
    expect(drawn).toMatchObject({
      status: 'completed',
      beacon: { round, randomness: null, signature: null, fallback: true, fallbackReason: expect.stringMatching(reason) },
    });
    // The draw still checks out: from the seed alone, as marked.
    expect(publishedDrawOf(drawn)).toMatchObject({ beacon: null, beaconFallback: true });
    expect(verifyRaffleDrawWithBeacon(publishedDrawOf(drawn)!)).toMatchObject({ ok: true, beacon: null, ticketMatches: true });
    // So does the raffle list's result.
    expect(await listed(closed.id)).toMatchObject({ status: 'completed', beacon: { fallback: true, fallbackReason: expect.stringMatching(reason) } });

    const logs = await t.app.inject({ url: '/api/admin/logs?type=raffle', headers: adminHeaders(boss) });
    const entry = (logs.json().logs as { action: string; targetId: string; after: { reason: string } }[]).find(
      (l) => l.action === 'raffle.draw_fallback' && l.targetId === closed.id,
    );
    expect(entry?.after.reason).toMatch(/HTTP 503/);
    const draw = (logs.json().logs as { action: string; targetId: string; summary: string }[]).find(
      (l) => l.action === 'raffle.draw' && l.targetId === closed.id,
    );
    expect(draw?.summary).toMatch(/drawn without the beacon: no relay gave beacon round \d+/);
    relay.now = 'up';
    await expectLedgerHealthy(t.ctx);
  });

  it('draws a raffle created before beacon rounds were committed from its seed at once, as it was promised', async () => {
    relay.now = 'up';
    const raffle = await createRaffle(t, boss, { maxParticipants: 2 });
    // As a raffle created before the beacon migration: no chain, no round.
    await t.ctx.db.update(raffles).set({ beaconChain: null, beaconRound: null }).where(eq(raffles.id, raffle.id));
    relay.now = 'down';
    for (let i = 0; i < 2; i++) expect((await enter(t, await player(t), raffle.id, 25)).statusCode).toBe(200);
    const drawn = await awaitDraw(t, raffle.id);
    expect(drawn.winnerId).not.toBeNull();
    expect(drawn.beacon).toBeNull();
    expect(verifyRaffleDrawWithBeacon(publishedDrawOf(drawn)!)).toMatchObject({ ok: true, beacon: null, ticketMatches: true });
    relay.now = 'up';
  });
});
