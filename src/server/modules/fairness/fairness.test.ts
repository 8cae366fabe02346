import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { signIn } from '../../../../test/helpers/sign-in';
import { floats } from '../../../core/fair/hmac-floats';
import { hashServerSeed } from '../../../core/fair/seeds';
import { fairSeeds, gameRounds, users } from '../../db/schema';
import { nextBetSeed } from './index';

describe.each(databaseKinds)('fairness seeds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const userIdOf = async (cookie: string) => (await call('GET', '/api/me', cookie)).json().id as string;

  it('shows the active pair as a hash, client seed and nonce', async () => {
    const { cookie } = await signIn(t.app);
    const res = await call('GET', '/api/fairness/seeds', cookie);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pair.clientSeed).toMatch(/^[0-9a-f]{10}$/);
    expect(pair.nonce).toBe(0);
    expect(JSON.stringify(pair)).not.toMatch(/serverSeed"/);
    // Reading twice does not make a new pair.
    expect((await call('GET', '/api/fairness/seeds', cookie)).json()).toEqual(pair);
  });

  it('counts a nonce per bet and derives floats from the committed seed', async () => {
    const { cookie } = await signIn(t.app);
    const userId = await userIdOf(cookie);
    const first = await t.ctx.db.transaction((tx) => nextBetSeed(tx, userId, 3));
    const second = await t.ctx.db.transaction((tx) => nextBetSeed(tx, userId, 3));
    expect([first.nonce, second.nonce]).toEqual([0, 1]);
    const [row] = await t.ctx.db.select().from(fairSeeds).where(eq(fairSeeds.id, first.seedId));
    expect(hashServerSeed(row!.serverSeed)).toBe(first.serverSeedHash);
    expect(first.floats).toEqual(floats({ serverSeed: row!.serverSeed, clientSeed: first.clientSeed, nonce: 0, count: 3 }));
    expect((await call('GET', '/api/fairness/seeds', cookie)).json().nonce).toBe(2);
  });

  it(atOnce(kind, 'never hands out one nonce twice under concurrent bets'), async () => {
    const { cookie } = await signIn(t.app);
    const userId = await userIdOf(cookie);
    const bets = await Promise.all(Array.from({ length: 30 }, () => t.ctx.db.transaction((tx) => nextBetSeed(tx, userId, 1))));
    expect(new Set(bets.map((b) => b.nonce)).size).toBe(30);
  });

  it('rotates: reveals the old server seed matching its hash and starts a new pair', async () => {
    const { cookie } = await signIn(t.app);
    const before = (await call('GET', '/api/fairness/seeds', cookie)).json();
    const res = await call('POST', '/api/fairness/rotate', cookie);
    expect(res.statusCode).toBe(200);
    const { previous, current } = res.json();
    expect(previous.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(previous.serverSeed)).toBe(before.serverSeedHash);
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(current.nonce).toBe(0);
    const revealed = (await call('GET', '/api/fairness/revealed', cookie)).json().seeds;
    expect(revealed.map((s: { serverSeedHash: string }) => s.serverSeedHash)).toContain(before.serverSeedHash);
  });

  it('sets a client seed by starting a new pair with it', async () => {
    const { cookie } = await signIn(t.app);
    const res = await call('POST', '/api/fairness/client-seed', cookie, { clientSeed: '  my-lucky_seed42 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().current.clientSeed).toBe('my-lucky_seed42');
    expect((await call('GET', '/api/fairness/seeds', cookie)).json().clientSeed).toBe('my-lucky_seed42');
  });

  it.each([
    [{ clientSeed: '' }, /Client seed is required/],
    [{ clientSeed: 'has spaces inside' }, /letters, digits/],
    [{ clientSeed: 'x'.repeat(65) }, /at most 64/],
    [{ clientSeed: 12 }, /must be a string/],
    [{}, /clientSeed/],
  ])('refuses a bad client seed %o and changes nothing', async (payload, message) => {
    const { cookie } = await signIn(t.app);
    const before = (await call('GET', '/api/fairness/seeds', cookie)).json();
    const res = await call('POST', '/api/fairness/client-seed', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await call('GET', '/api/fairness/seeds', cookie)).json()).toEqual(before);
  });

  it('refuses to reveal a seed while a round is still being played', async () => {
    const { cookie } = await signIn(t.app);
    const userId = await userIdOf(cookie);
    const bet = await t.ctx.db.transaction((tx) => nextBetSeed(tx, userId, 1));
    await t.ctx.db.insert(gameRounds).values({
      userId,
      game: 'hen_house_hazard',
      status: 'active',
      betAmount: 10,
      seedId: bet.seedId,
      serverSeedHash: bet.serverSeedHash,
      clientSeed: bet.clientSeed,
      nonce: bet.nonce,
    });
    const res = await call('POST', '/api/fairness/rotate', cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Finish your current game before changing seeds.');
    expect((await call('POST', '/api/fairness/client-seed', cookie, { clientSeed: 'abc' })).statusCode).toBe(409);
  });

  it('refuses anonymous, spectator and banned callers', async () => {
    expect((await call('GET', '/api/fairness/seeds')).statusCode).toBe(401);
    expect((await call('POST', '/api/fairness/rotate')).statusCode).toBe(401);
    const spectator = await signIn(t.app);
    await t.ctx.db.update(users).set({ isSpectator: true }).where(eq(users.steamId, spectator.steamId));
    expect((await call('POST', '/api/fairness/rotate', spectator.cookie)).statusCode).toBe(403);
    const banned = await signIn(t.app);
    await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.steamId, banned.steamId));
    expect((await call('GET', '/api/fairness/seeds', banned.cookie)).statusCode).toBe(403);
  });
});
