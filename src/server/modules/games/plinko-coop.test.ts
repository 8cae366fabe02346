import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../../test/helpers/databases';
import { haveServices } from '../../../../test/helpers/services';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { PlinkoDrop, PlinkoRoomDrop } from '../../../core/contracts/plinko';
import { plinkoDropFromSeeds, plinkoMultiplier } from '../../../core/games/plinko';
import { coopBonusPayout, PLINKO_COOP_METER_TARGET } from '../../../core/games/plinko-coop';
import { ledgerEntries, plinkoCoopBonuses } from '../../db/schema';
import { backgroundSettled } from '../../jobs/background';
import { runJobOnce } from '../../jobs/scheduler';
import { gamesTestKit } from '../../../../test/helpers/games';
import { createPlinkoCoopService, payFill, plinkoCoopBonusJob } from './plinko-coop.service';

type Kit = ReturnType<typeof gamesTestKit>;

/** Drops from several players until the meter closes the fill in progress; returns that fill and who dropped. */
async function fillMeter(kit: Kit, players: Array<{ cookie: string; userId: string }>, bets: number[] = []) {
  const { meter } = (await kit.call('GET', '/api/plinko/coop')).json();
  const needed = meter.target - meter.progress;
  const answers = await Promise.all(
    Array.from({ length: needed }, (_, i) =>
      kit.call('POST', '/api/plinko/drop', players[i % players.length]!.cookie, { betAmount: bets[i % players.length] ?? 10, rows: 8, risk: 'medium' }),
    ),
  );
  for (const a of answers) expect(a.statusCode).toBe(200);
  return meter.fill as number;
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

  it('pays each player who dropped during a fill one bonus drop from their own seed pair, at least 1× their stake', async () => {
    const players = [await kit.player(), await kit.player(), await kit.player()];
    const fill = await fillMeter(kit, players, [10, 20, 30]);
    await backgroundSettled(t.ctx);
    expect((await kit.call('GET', '/api/plinko/coop')).json().meter).toMatchObject({ fill: fill + 1, progress: 0 });
    for (const [i, p] of players.entries()) {
      const [entry, ...more] = await bonusEntries(t, p.userId);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ type: 'plinko_coop_bonus', category: 'game', idempotencyKey: `plinko-coop:${fill}:${p.userId}` });
      const { history } = (await kit.call('GET', '/api/plinko/history', p.cookie)).json() as { history: PlinkoDrop[] };
      const bonus = history.find((h) => h.bonus)!;
      expect(bonus).toMatchObject({ betAmount: 0, rows: 8, risk: 'medium' });
      expect(bonus.payout).toBe(coopBonusPayout([10, 20, 30][i]!, plinkoMultiplier(8, 'medium', bonus.bucket)));
      expect(bonus.payout).toBeGreaterThanOrEqual([10, 20, 30][i]!);
      expect(entry!.amount).toBe(bonus.payout);
      const serverSeed = await kit.rotateAndReveal(p.cookie, bonus);
      expect(plinkoDropFromSeeds({ serverSeed, clientSeed: bonus.fairness.clientSeed, nonce: bonus.fairness.nonce }, 8).bucket).toBe(bonus.bucket);
    }
    // Someone who dropped in no fill gets nothing.
    const idle = await kit.player();
    expect(await bonusEntries(t, idle.userId)).toEqual([]);
    await kit.expectLedgerHealthy();
  });

  it('pays a fill exactly once while the drop that closed it, the job and many payers race', async () => {
    const players = [await kit.player(), await kit.player()];
    const fill = await fillMeter(kit, players);
    const coop = createPlinkoCoopService(t.ctx);
    await Promise.all([
      ...Array.from({ length: 8 }, () => coop.payNow(fill)),
      runJobOnce(t.ctx, plinkoCoopBonusJob),
      t.ctx.db.transaction((tx) => payFill(tx, fill)),
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

  it("shows every player's ball on the room's board over the socket, with name, avatar and multiplier", async () => {
    const origin = new URL(t.ctx.config.publicUrl).origin;
    const socket: Socket = connect(t.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { origin }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      socket.emit('watching_plinko');
      const p = await kit.player();
      const seen = new Promise<PlinkoRoomDrop>((resolve) => socket.on('plinko_drop', (d: PlinkoRoomDrop) => resolve(d)));
      // The join travels with the first drops: drop until the board shows one.
      let drop: PlinkoDrop | null = null;
      const dropper = setInterval(
        () => void kit.call('POST', '/api/plinko/drop', p.cookie, { betAmount: 10, rows: 10, risk: 'low' }).then((r) => (drop ??= r.json().drop)),
        200,
      );
      const shown = await seen.finally(() => clearInterval(dropper));
      expect(shown).toMatchObject({ rows: 10, risk: 'low', bonus: false });
      expect(shown.player.name).toMatch(/\S/);
      expect(shown.multiplier).toBe(plinkoMultiplier(10, 'low', shown.bucket));
      expect(Object.keys(shown)).not.toContain('fairness');
      expect(drop).not.toBeNull();
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
    const fill = await fillMeter(kitA, players);
    const [onA, onB] = [createPlinkoCoopService(a.ctx), createPlinkoCoopService(b.ctx)];
    await Promise.all([onA.payNow(fill), onB.payNow(fill), onB.payNow(fill), runJobOnce(b.ctx, plinkoCoopBonusJob), runJobOnce(a.ctx, plinkoCoopBonusJob)]);
    await backgroundSettled(a.ctx);
    for (const p of players) expect(await bonusEntries(a, p.userId)).toHaveLength(1);
    await kitA.expectLedgerHealthy();
  });
});
