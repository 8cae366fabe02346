import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { FlipResult } from '../../../core/contracts/games';
import { floats } from '../../../core/fair/hmac-floats';
import { coinFromFloats, coinFromSeeds } from '../../../core/games/fowl-flip';
import { badBets, gamesTestKit, refusals } from '../../../../test/helpers/games';

describe.each(databaseKinds)('Fowl Flip on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const kit = gamesTestKit(() => t);
  const { call } = kit;

  const play = (cookie: string | undefined, body: object = { betAmount: 10, selectedSide: 'heads' }) => call('POST', '/api/fowl-flip/play', cookie, body);

  it('flips the coin from the next fair nonce, pays double on a win, and records both movements', async () => {
    const p = await kit.player();
    const pair = (await call('GET', '/api/fairness/seeds', p.cookie)).json();
    const res = await play(p.cookie, { betAmount: 40, selectedSide: 'tails' });
    expect(res.statusCode).toBe(200);
    const { result, fowlBalance } = res.json() as { result: FlipResult; fowlBalance: number };
    const serverSeed = await kit.secretSeedOf(result.fairness.seedId);
    const coin = coinFromFloats(floats({ serverSeed, clientSeed: pair.clientSeed, nonce: 0, count: 1 }));
    const won = coin === 'tails';
    expect(result).toMatchObject({ result: coin, selectedSide: 'tails', won, payout: won ? 80 : 0, betAmount: 40 });
    expect(result.fairness).toMatchObject({ serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: 0 });
    expect(fowlBalance).toBe(won ? 540 : 460);
    expect(await kit.balanceOf(p.userId)).toBe(fowlBalance);
    const [bet] = await kit.ledgerByKey(`game:${result.id}:bet`);
    expect(bet).toMatchObject({ amount: -40, type: 'fowl_flip', category: 'game' });
    expect(bet!.gameData).toMatchObject({ betAmount: 40 });
    const payouts = await kit.ledgerByKey(`game:${result.id}:payout`);
    expect(payouts).toHaveLength(won ? 1 : 0);
    if (won) expect(payouts[0]!.gameData).toMatchObject({ betAmount: 40, multiplier: 2 });
  });

  it('wins and loses as the coin says, whatever won or payout the client claims', async () => {
    const p = await kit.player();
    let expectedBalance = 500;
    for (let i = 0; i < 8; i++) {
      const { result, fowlBalance } = (await play(p.cookie, { betAmount: 10, selectedSide: 'heads', won: true, payout: 1_000_000, userId: 'someone' })).json();
      expect(result.won).toBe(result.result === 'heads');
      expectedBalance += result.won ? 10 : -10;
      expect(fowlBalance).toBe(expectedBalance);
    }
    expect(await kit.balanceOf(p.userId)).toBe(expectedBalance);
  });

  it('lists the last 10 flips, newest first, to the player only', async () => {
    const p = await kit.player();
    for (let i = 0; i < 12; i++) await play(p.cookie, { betAmount: 10, selectedSide: i % 2 ? 'heads' : 'tails' });
    const res = await call('GET', `/api/fowl-flip/history/${p.userId}`, p.cookie);
    expect(res.statusCode).toBe(200);
    const { history } = res.json() as { history: FlipResult[] };
    expect(history).toHaveLength(10);
    expect(history.map((h) => h.fairness.nonce)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect((await call('GET', `/api/fowl-flip/history/${p.steamId}`, p.cookie)).json().history).toHaveLength(10);

    const other = await kit.player();
    const peek = await call('GET', `/api/fowl-flip/history/${p.userId}`, other.cookie);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().error).toBe('You can only view your own flips.');
    expect((await call('GET', `/api/fowl-flip/history/${p.userId}`)).statusCode).toBe(401);
    const banned = await kit.player('banned');
    expect((await call('GET', `/api/fowl-flip/history/${banned.userId}`, banned.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/fowl-flip/history/${other.userId}`, other.cookie)).json().history).toEqual([]);
  });

  it('is recomputed identically from the revealed seeds', async () => {
    const p = await kit.player();
    const flips: FlipResult[] = [];
    for (let i = 0; i < 3; i++) flips.push((await play(p.cookie)).json().result);
    const serverSeed = await kit.rotateAndReveal(p.cookie, flips[0]!);
    for (const flip of flips) {
      expect(coinFromSeeds({ serverSeed, clientSeed: flip.fairness.clientSeed, nonce: flip.fairness.nonce })).toBe(flip.result);
    }
    const { rounds } = (await call('GET', '/api/fairness/rounds?game=fowl_flip', p.cookie)).json();
    expect(rounds).toHaveLength(3);
    for (const round of rounds) {
      expect(round.serverSeed).toBe(serverSeed);
      expect(coinFromSeeds({ serverSeed, clientSeed: round.clientSeed, nonce: round.nonce })).toBe(round.outcome.result);
    }
  });

  it(atOnce(kind, 'keeps the balance whole when a player whose balance covers ten bets fires 100 flips at once'), async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 500);
    const answers = await Promise.all(Array.from({ length: 100 }, () => play(p.cookie, { betAmount: 50, selectedSide: 'heads' })));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok.length).toBeGreaterThanOrEqual(10);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/^Insufficient fowls/);
    }
    const results = ok.map((a) => (a.json() as { result: FlipResult }).result);
    const net = results.reduce((sum, r) => sum + r.payout - r.betAmount, 0);
    expect(await kit.balanceOf(p.userId)).toBe(500 + net);
    expect(new Set(results.map((r) => r.fairness.nonce)).size).toBe(ok.length);
    expect(await kit.roundsOf(p.userId)).toHaveLength(ok.length);
    await kit.expectLedgerHealthy();
  });

  kit.refusesBadRequests(play, [
    ...badBets({ min: 10, max: 1000 }, (betAmount) => ({ betAmount, selectedSide: 'heads' })),
    ['a side that does not exist', { betAmount: 10, selectedSide: 'edge' }, /heads or tails/],
    ['no side', { betAmount: 10 }, /heads or tails/],
  ]);

  it.each(refusals)('refuses a %s caller', async (caller, status, message) => {
    const res = await play(await kit.refusedCaller(caller));
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(message);
  });
});
