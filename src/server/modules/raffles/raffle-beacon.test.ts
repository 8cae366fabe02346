import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Raffle } from '../../../core/contracts/raffles';
import { BEACON_SCHEME, chainHashOf, firstRoundAfter, roundTimeMs } from '../../../core/fair/beacon';
import { generateBeaconKeyPair, signBeaconRound } from '../../../core/fair/beacon-signature';
import { verifyRaffleDrawWithBeacon } from '../../../core/raffle-verification';
import { publishedDrawOf } from '../../../core/raffles';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { raffles } from '../../db/schema';
import { createBeaconClient } from '../../integrations/drand';
import { createRaffleDraws } from './index';
import { backgroundSettled } from '../../jobs/background';
import { createRaffleAdminService } from './raffles-admin.service';
import { admin, adminHeaders, awaitDraw, createRaffle, enter, firstBotItem, player, type Admin } from '../../../../test/helpers/raffles';
import { expectLedgerHealthy } from '../../../../test/helpers/players';

// The draw against a drand relay this test controls: one that is down, one that
// serves forged rounds, and one that serves the real chain's rounds on time.

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
  let boss: Admin;
  beforeAll(async () => {
    server = await startRelay(relay);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await startTestApp(kind, {
      config: { beacon: { sandbox: false, urls: [url], chainHash: chain.hash, fallbackAfterMs: 60_000, sandboxPeriodSeconds: 1 } },
    });
    boss = await admin(t);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const row = async (id: string) => (await t.ctx.db.select().from(raffles).where(eq(raffles.id, id)))[0]!;
  /** The due-draw job as it runs at `ms`. */
  const drawsAt = (ms: number) => createRaffleDraws({ ...t.ctx, clock: () => new Date(ms) });

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

  it('waits for its round while the relay is down or lying, then draws with the genuine round', async () => {
    const closed = await closedRaffle('down');
    expect(closed).toMatchObject({ status: 'ended', winnerId: null, beacon: { randomness: null, fallback: false } });
    const round = closed.beacon!.round;
    const dueAt = roundTimeMs(chain, round);
    // A try just after the round's time (on a clock of the test's own) finds no round and pushes the next try back.
    await drawsAt(dueAt + 1).drawDue();
    expect((await row(closed.id)).drawDueAt!.getTime()).toBeGreaterThan(dueAt);
    expect(await row(closed.id)).toMatchObject({ status: 'ended', winnerId: null, beaconRandomness: null });

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
    expect(drawn.beacon).toMatchObject({ round, randomness: signBeaconRound(keys.secretKey, round).randomness, fallback: false });
    expect(verifyRaffleDrawWithBeacon(publishedDrawOf(drawn)!)).toMatchObject({ ok: true, beacon: { ok: true } });
  });

  it('is drawn from its seed alone once the beacon has been out of reach too long, visibly', async () => {
    const closed = await closedRaffle('down');
    // As if it had closed two minutes ago and the relays had been down since (the wait is one minute).
    const closedAt = Date.now() - 120_000;
    await t.ctx.db
      .update(raffles)
      .set({ endTime: new Date(closedAt), endedAt: new Date(closedAt), beaconRound: firstRoundAfter(chain, closedAt), drawDueAt: new Date() })
      .where(eq(raffles.id, closed.id));
    const drawn = await awaitDraw(t, closed.id);
    expect(drawn.beacon).toMatchObject({ randomness: null, signature: null, fallback: true });
    expect((await row(closed.id)).drawFallbackReason).toMatch(/could not be fetched and verified \d+ s after its time \(127\.0\.0\.1:\d+: HTTP 503\)/);
    // The draw still checks out: from the seed alone, as marked.
    expect(verifyRaffleDrawWithBeacon(publishedDrawOf(drawn)!)).toMatchObject({ ok: true, beacon: null, ticketMatches: true });

    const logs = await t.app.inject({ url: '/api/admin/logs?type=raffle', headers: adminHeaders(boss) });
    const entry = (logs.json().logs as { action: string; targetId: string; after: { reason: string } }[]).find(
      (l) => l.action === 'raffle.draw_fallback' && l.targetId === closed.id,
    );
    expect(entry?.after.reason).toMatch(/HTTP 503/);
    const draw = (logs.json().logs as { action: string; targetId: string; summary: string }[]).find(
      (l) => l.action === 'raffle.draw' && l.targetId === closed.id,
    );
    expect(draw?.summary).toMatch(/drawn from the seed alone: Beacon round \d+/);
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
