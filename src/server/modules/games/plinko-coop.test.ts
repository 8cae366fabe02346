import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../../test/helpers/databases';
import { haveServices } from '../../../../test/helpers/services';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { PlinkoDrop, PlinkoRoomDrop } from '../../../core/contracts/plinko';
import { plinkoDropFromSeeds, plinkoMultiplier } from '../../../core/games/plinko';
import {
  coopBonusPayout,
  PLINKO_COOP_BONUS_MAX_MULTIPLIER,
  PLINKO_COOP_BONUS_RISK,
  PLINKO_COOP_BONUS_ROWS,
  PLINKO_COOP_BONUS_SHARE,
  PLINKO_COOP_METER_TARGET,
} from '../../../core/games/plinko-coop';
import { ledgerEntries, plinkoCoopBonuses, plinkoCoopContributions } from '../../db/schema';
import { backgroundSettled } from '../../jobs/background';
import { runJobOnce } from '../../jobs/scheduler';
import { gamesTestKit } from '../../../../test/helpers/games';
import { createPlinkoCoopService, payFill, plinkoCoopBonusJob } from './plinko-coop.service';

type Kit = ReturnType<typeof gamesTestKit>;

/** Drops from several players until the meter closes the fill in progress; returns that fill and what each player staked in it. */
async function fillMeter(kit: Kit, players: Array<{ cookie: string; userId: string }>, bets: number[] = []) {
  const { meter } = (await kit.call('GET', '/api/plinko/coop')).json();
  const needed = meter.target - meter.progress;
  const staked = new Map<string, number>();
  const answers = await Promise.all(
    Array.from({ length: needed }, (_, i) => {
      const player = players[i % players.length]!;
      const betAmount = bets[i % players.length] ?? 10;
      staked.set(player.userId, (staked.get(player.userId) ?? 0) + betAmount);
      return kit.call('POST', '/api/plinko/drop', player.cookie, { betAmount, rows: 8, risk: 'medium' });
    }),
  );
  for (const a of answers) expect(a.statusCode).toBe(200);
  return { fill: meter.fill as number, staked };
}

/** The ball the house paid a player for a fill, as their history shows it. */
async function bonusBallOf(kit: Kit, cookie: string): Promise<PlinkoDrop> {
  const { history } = (await kit.call('GET', '/api/plinko/history', cookie)).json() as { history: PlinkoDrop[] };
  const balls = history.filter((h) => h.bonus);
  expect(balls).toHaveLength(1);
  return balls[0]!;
}

const bonusEntries = (t: TestApp, userId: string) =>
  t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'plinko_coop_bonus')));

describe.each(databaseKinds)('Plinko Coop on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const kit = gamesTestKit(() => t);

  it('shows the meter to anyone and counts every drop of the room into it', async () => {
    const anonymous = await kit.call('GET', '/api/plinko/coop');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ meter: { fill: 1, progress: 0, target: PLINKO_COOP_METER_TARGET } });
    const [a, b] = [await kit.player(), await kit.player()];
    await kit.call('POST', '/api/plinko/drop', a.cookie, { betAmount: 10, rows: 8, risk: 'low' });
    await kit.call('POST', '/api/plinko/drop', b.cookie, { betAmount: 10, rows: 9, risk: 'high' });
    expect((await kit.call('GET', '/api/plinko/coop', a.cookie)).json().meter).toMatchObject({ fill: 1, progress: 2 });
    // A refused drop counts nothing.
    await kit.call('POST', '/api/plinko/drop', a.cookie, { betAmount: 5, rows: 8, risk: 'low' });
    expect((await kit.call('GET', '/api/plinko/coop')).json().meter.progress).toBe(2);
    const banned = await kit.player('banned');
    expect((await kit.call('GET', '/api/plinko/coop', banned.cookie)).statusCode).toBe(403);
  });

  it('pays each player who dropped during a fill a bonus ball on the house table, worth 0.5 % of what they staked in it', async () => {
    // One 10-fowl drop earns under a whole fowl on any bucket (10 × 0.005 × 16 = 0.8).
    const small = await kit.player();
    expect((await kit.call('POST', '/api/plinko/drop', small.cookie, { betAmount: 10, rows: 12, risk: 'high' })).statusCode).toBe(200);
    const players = [await kit.player(), await kit.player()];
    for (const p of players) await kit.setBalance(p.userId, 20_000);
    // 400 fowls staked or more: even the 0.5× bucket pays a whole fowl.
    const { fill, staked } = await fillMeter(kit, players, [1000, 400]);
    await backgroundSettled(t.ctx);
    expect((await kit.call('GET', '/api/plinko/coop')).json().meter).toMatchObject({ fill: fill + 1, progress: 0 });
    const contributions = await t.ctx.db.select().from(plinkoCoopContributions).where(eq(plinkoCoopContributions.fill, fill));
    for (const p of players) {
      expect(contributions.find((c) => c.userId === p.userId)?.staked).toBe(staked.get(p.userId));
      const ball = await bonusBallOf(kit, p.cookie);
      expect(ball).toMatchObject({ betAmount: 0, rows: PLINKO_COOP_BONUS_ROWS, risk: PLINKO_COOP_BONUS_RISK });
      expect(ball.payout).toBe(coopBonusPayout(staked.get(p.userId)!, plinkoMultiplier(16, 'low', ball.bucket)));
      expect(ball.payout).toBeGreaterThan(0);
      const [entry, ...more] = await bonusEntries(t, p.userId);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ type: 'plinko_coop_bonus', category: 'game', amount: ball.payout, idempotencyKey: `plinko-coop:${fill}:${p.userId}` });
      const serverSeed = await kit.rotateAndReveal(p.cookie, ball);
      expect(plinkoDropFromSeeds({ serverSeed, clientSeed: ball.fairness.clientSeed, nonce: ball.fairness.nonce }, 16).bucket).toBe(ball.bucket);
    }
    // A ball worth 0 fowls is still a round the player can verify and a recorded bonus, but no ledger row.
    expect(contributions.find((c) => c.userId === small.userId)).toMatchObject({ staked: 10, drops: 1 });
    const ball = await bonusBallOf(kit, small.cookie);
    expect(ball).toMatchObject({ betAmount: 0, rows: 16, risk: 'low', payout: 0 });
    expect(await bonusEntries(t, small.userId)).toEqual([]);
    const [recorded] = await t.ctx.db
      .select()
      .from(plinkoCoopBonuses)
      .where(and(eq(plinkoCoopBonuses.fill, fill), eq(plinkoCoopBonuses.userId, small.userId)));
    expect(recorded).toMatchObject({ roundId: ball.id, amount: 0 });
    // Someone who dropped in no fill gets nothing.
    const idle = await kit.player();
    expect(await bonusEntries(t, idle.userId)).toEqual([]);
    await kit.expectLedgerHealthy();
  });

  it('pays the attack on the latest-drop rule no more than 0.5 % of what it risked: 29 × 10, then closing with 1,000 on 16 rows high', async () => {
    // Start from an empty meter, so the attacker makes all 30 drops of the fill.
    const { meter } = (await kit.call('GET', '/api/plinko/coop')).json();
    if (meter.progress > 0) await fillMeter(kit, [await kit.player()]);
    await backgroundSettled(t.ctx);
    const attacker = await kit.player();
    await kit.setBalance(attacker.userId, 5000);
    for (let i = 0; i < PLINKO_COOP_METER_TARGET - 1; i++) {
      expect((await kit.call('POST', '/api/plinko/drop', attacker.cookie, { betAmount: 10, rows: 8, risk: 'low' })).statusCode).toBe(200);
    }
    const open = (await kit.call('GET', '/api/plinko/coop')).json().meter;
    expect(open.progress).toBe(PLINKO_COOP_METER_TARGET - 1);
    const closing = await kit.call('POST', '/api/plinko/drop', attacker.cookie, { betAmount: 1000, rows: 16, risk: 'high' });
    expect(closing.statusCode).toBe(200);
    await backgroundSettled(t.ctx);
    expect((await kit.call('GET', '/api/plinko/coop')).json().meter).toMatchObject({ fill: open.fill + 1, progress: 0 });

    // The ball is worth 0.5 % of the 1,290 staked (at most 103 fowls, on 16×), not 1,000 or more.
    const staked = 29 * 10 + 1000;
    const ball = await bonusBallOf(kit, attacker.cookie);
    expect(ball.payout).toBeLessThanOrEqual(103);
    expect(ball.payout).toBeLessThanOrEqual(Math.floor(staked * PLINKO_COOP_BONUS_SHARE * PLINKO_COOP_BONUS_MAX_MULTIPLIER));
    // It falls on the house's table, not the closing drop's 16 rows high.
    expect(ball).toMatchObject({ betAmount: 0, rows: 16, risk: 'low' });
    expect(ball.payout).toBe(coopBonusPayout(staked, plinkoMultiplier(16, 'low', ball.bucket)));
    const [contribution] = await t.ctx.db
      .select()
      .from(plinkoCoopContributions)
      .where(and(eq(plinkoCoopContributions.fill, open.fill), eq(plinkoCoopContributions.userId, attacker.userId)));
    expect(contribution).toMatchObject({ staked, drops: 30 });
    // The whole fill, in the ledger: 1,290 staked, each drop's payout, and the bonus (if it paid a whole fowl).
    const ledger = await kit.ledgerOf(attacker.userId);
    const bonuses = ledger.filter((e) => e.type === 'plinko_coop_bonus');
    expect(bonuses.map((e) => e.amount)).toEqual(ball.payout > 0 ? [ball.payout] : []);
    const bets = ledger.filter((e) => e.category === 'game' && e.amount < 0);
    expect(bets.reduce((sum, e) => sum - e.amount, 0)).toBe(staked);
    expect(await kit.balanceOf(attacker.userId)).toBe(ledger.reduce((sum, e) => sum + e.amount, 0));
    await kit.expectLedgerHealthy();
  });

  it('pays a fill exactly once while the drop that closed it, the job and many payers race', async () => {
    const players = [await kit.player(), await kit.player()];
    // 400 fowls staked or more, so every ball pays a whole fowl and the ledger key is in play too.
    for (const p of players) await kit.setBalance(p.userId, 20_000);
    const { fill } = await fillMeter(kit, players, [1000, 1000]);
    const coop = createPlinkoCoopService(t.ctx);
    await Promise.all([
      ...Array.from({ length: 8 }, () => coop.payNow(fill)),
      runJobOnce(t.ctx, plinkoCoopBonusJob),
      t.ctx.db.transaction((tx) => payFill(tx, fill, t.ctx.clock)),
    ]);
    await backgroundSettled(t.ctx);
    await runJobOnce(t.ctx, plinkoCoopBonusJob);
    const rows = await t.ctx.db.select().from(plinkoCoopBonuses).where(eq(plinkoCoopBonuses.fill, fill));
    expect(rows.map((r) => r.userId).sort()).toEqual(players.map((p) => p.userId).sort());
    for (const p of players) expect(await bonusEntries(t, p.userId)).toHaveLength(1);
    // The database refuses a second bonus row for the same fill and player.
    await expect(t.ctx.db.insert(plinkoCoopBonuses).values({ fill, userId: players[0]!.userId, roundId: rows[0]!.roundId, amount: 1 })).rejects.toThrow();
    await kit.expectLedgerHealthy();
  });

  it("shows every player's ball on the room's board over the socket, with their id, name and avatar, or no one when they hide their name", async () => {
    const origin = new URL(t.ctx.config.publicUrl).origin;
    const socket: Socket = connect(t.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { origin }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      const shown = new Map<string, PlinkoRoomDrop>();
      socket.on('plinko_drop', (d: PlinkoRoomDrop) => shown.set(d.id, d));
      socket.emit('watching_plinko');
      const named = await kit.player();
      const hidden = await kit.player();
      expect((await kit.call('POST', '/api/user/feed-privacy', hidden.cookie, { showNameInFeed: false })).statusCode).toBe(200);
      // Who dropped each ball, by drop id. The join travels with the first drops: drop until the board shows one of each.
      const dropper = new Map<string, string>();
      const seenFrom = (userId: string) => [...dropper].some(([id, by]) => by === userId && shown.has(id));
      for (let round = 0; round < 40 && !(seenFrom(named.userId) && seenFrom(hidden.userId)); round++) {
        for (const p of [named, hidden]) {
          const res = await kit.call('POST', '/api/plinko/drop', p.cookie, { betAmount: 10, rows: 10, risk: 'low' });
          dropper.set((res.json() as { drop: PlinkoDrop }).drop.id, p.userId);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seenFrom(named.userId) && seenFrom(hidden.userId)).toBe(true);
      for (const [id, by] of dropper) {
        const ball = shown.get(id);
        if (!ball) continue;
        expect(ball).toMatchObject({ rows: 10, risk: 'low', bonus: false });
        expect(ball.multiplier).toBe(plinkoMultiplier(10, 'low', ball.bucket));
        expect(Object.keys(ball)).not.toContain('fairness');
        if (by === named.userId) expect(ball.player).toEqual({ id: named.userId, name: expect.stringMatching(/\S/), avatar: expect.any(String) });
        else expect(ball.player).toBeNull();
      }
    } finally {
      socket.close();
    }
  });
});

describe.runIf(haveServices)('Plinko Coop on two instances of one Postgres', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = await startTestApp('postgres', { database });
    b = await startTestApp('postgres', { database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.close();
  });

  it('pays a fill exactly once when both instances pay it at the same time', async () => {
    const kitA = gamesTestKit(() => a);
    const players = [await kitA.player(), await kitA.player(), await kitA.player()];
    for (const p of players) await kitA.setBalance(p.userId, 20_000);
    const { fill } = await fillMeter(kitA, players, [1000, 1000, 1000]);
    const [onA, onB] = [createPlinkoCoopService(a.ctx), createPlinkoCoopService(b.ctx)];
    await Promise.all([onA.payNow(fill), onB.payNow(fill), onB.payNow(fill), runJobOnce(b.ctx, plinkoCoopBonusJob), runJobOnce(a.ctx, plinkoCoopBonusJob)]);
    await backgroundSettled(a.ctx);
    for (const p of players) expect(await bonusEntries(a, p.userId)).toHaveLength(1);
    await kitA.expectLedgerHealthy();
  });
});
