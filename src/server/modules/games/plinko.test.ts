import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { PlinkoDrop } from '../../../core/contracts/plinko';
import { floats } from '../../../core/fair/hmac-floats';
import { plinkoDropFromFloats, plinkoDropFromSeeds, plinkoMultiplier, plinkoPayout } from '../../../core/games/plinko';
import { badBets, gamesTestKit, refusals } from '../../../../test/helpers/games';
import { backgroundSettled } from '../../jobs/background';

describe.each(databaseKinds)('Plinko on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const kit = gamesTestKit(() => t);
  const { call } = kit;

  const drop = (cookie: string | undefined, body: object = { betAmount: 10, rows: 8, risk: 'low' }) => call('POST', '/api/plinko/drop', cookie, body);

  it('drops the ball along the path of the next fair nonce, pays the bucket, and records both movements', async () => {
    const p = await kit.player();
    const pair = (await call('GET', '/api/fairness/seeds', p.cookie)).json();
    const res = await drop(p.cookie, { betAmount: 100, rows: 16, risk: 'high' });
    expect(res.statusCode).toBe(200);
    const { drop: result, fowlBalance } = res.json() as { drop: PlinkoDrop; fowlBalance: number };
    const serverSeed = await kit.secretSeedOf(result.fairness.seedId);
    const expected = plinkoDropFromFloats(floats({ serverSeed, clientSeed: pair.clientSeed, nonce: 0, count: 16 }), 16);
    const multiplier = plinkoMultiplier(16, 'high', expected.bucket);
    const payout = plinkoPayout(100, multiplier);
    expect(result).toMatchObject({ path: expected.path, bucket: expected.bucket, multiplier, payout, betAmount: 100, rows: 16, risk: 'high', bonus: false });
    expect(result.fairness).toMatchObject({ serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: 0 });
    expect(fowlBalance).toBe(500 - 100 + payout);
    expect(await kit.balanceOf(p.userId)).toBe(fowlBalance);
    const [bet] = await kit.ledgerByKey(`game:${result.id}:bet`);
    expect(bet).toMatchObject({ amount: -100, type: 'plinko', category: 'game' });
    const payouts = await kit.ledgerByKey(`game:${result.id}:payout`);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount: payout, type: 'plinko' });
    expect(payouts[0]!.gameData).toMatchObject({ betAmount: 100, multiplier, bucket: expected.bucket });
  });

  it('lists the last 10 drops, newest first, and each is recomputed from the revealed seeds', async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 5000);
    for (let i = 0; i < 12; i++) await drop(p.cookie, { betAmount: 10, rows: 8 + (i % 9), risk: (['low', 'medium', 'high'] as const)[i % 3] });
    const res = await call('GET', '/api/plinko/history', p.cookie);
    expect(res.statusCode).toBe(200);
    const { history } = res.json() as { history: PlinkoDrop[] };
    expect(history.map((h) => h.fairness.nonce)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect((await call('GET', '/api/plinko/history', (await kit.player()).cookie)).json().history).toEqual([]);
    expect((await call('GET', '/api/plinko/history')).statusCode).toBe(401);

    const serverSeed = await kit.rotateAndReveal(p.cookie, history[0]!);
    for (const h of history) {
      expect(plinkoDropFromSeeds({ serverSeed, clientSeed: h.fairness.clientSeed, nonce: h.fairness.nonce }, h.rows)).toEqual({
        path: h.path,
        bucket: h.bucket,
      });
    }
    const { rounds } = (await call('GET', '/api/fairness/rounds?game=plinko', p.cookie)).json();
    expect(rounds).toHaveLength(12);
    for (const round of rounds) {
      expect(round.serverSeed).toBe(serverSeed);
      expect(plinkoDropFromSeeds({ serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }, round.outcome.rows).bucket).toBe(round.outcome.bucket);
    }
  });

  it(atOnce(kind, 'keeps the ledger whole when a player fires 60 drops at once'), async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 300);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => drop(p.cookie, { betAmount: 50, rows: 8 + (i % 9), risk: 'high' })));
    const ok = answers.filter((a) => a.statusCode === 200);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/^Insufficient fowls/);
    }
    expect(ok.length).toBeGreaterThanOrEqual(6);
    const results = ok.map((a) => (a.json() as { drop: PlinkoDrop }).drop);
    const net = results.reduce((sum, r) => sum + r.payout - r.betAmount, 0);
    // Sixty drops may fill the coop meter: its bonus balls are paid after the drops commit.
    await backgroundSettled(t.ctx);
    const bonuses = (await kit.ledgerOf(p.userId)).filter((e) => e.type === 'plinko_coop_bonus');
    const bonusTotal = bonuses.reduce((sum, e) => sum + e.amount, 0);
    expect(await kit.balanceOf(p.userId)).toBe(300 + net + bonusTotal);
    expect(new Set(results.map((r) => r.fairness.nonce)).size).toBe(ok.length);
    expect(await kit.roundsOf(p.userId)).toHaveLength(ok.length + bonuses.length);
    await kit.expectLedgerHealthy();
  });

  kit.refusesBadRequests(drop, [
    ...badBets({ min: 10, max: 1000 }, (betAmount) => ({ betAmount, rows: 8, risk: 'low' })),
    ['7 rows', { betAmount: 10, rows: 7, risk: 'low' }, /rows must be a whole number from 8 to 16/],
    ['17 rows', { betAmount: 10, rows: 17, risk: 'low' }, /rows must be a whole number from 8 to 16/],
    ['fractional rows', { betAmount: 10, rows: 8.5, risk: 'low' }, /rows must be a whole number from 8 to 16/],
    ['an unknown risk', { betAmount: 10, rows: 8, risk: 'extreme' }, /risk must be low, medium or high/],
    ['no risk', { betAmount: 10, rows: 8 }, /risk must be low, medium or high/],
  ]);

  it.each(refusals)('refuses a %s caller', async (caller, status, message) => {
    const res = await drop(await kit.refusedCaller(caller));
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(message);
  });
});
