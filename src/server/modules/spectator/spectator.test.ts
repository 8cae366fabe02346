import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { sessionCookieFrom, signIn } from '../../../../test/helpers/sign-in';
import { insertUser } from '../../../../test/helpers/users';
import { SPECTATOR_TEXT } from '../../../core/contracts/spectator';
import { generateServerSeed, hashServerSeed } from '../../../core/fair/seeds';
import { DRAW_PUBLIC_AFTER_MS } from '../../../core/raffles';
import { ledgerEntries, raffleEntries, raffles, sessions, users } from '../../db/schema';
import { SPECTATOR_STEAM_ID } from './spectator-account';

describe.each(databaseKinds)('spectator mode on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  // Each test signs in from its own address, so the per-address sign-in limit is tested on purpose only.
  let address = 0;
  const nextAddress = () => `10.0.0.${++address}`;
  const autoLogin = (cookie?: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/spectator/auto-login', remoteAddress, headers: cookie ? { cookie } : {} });
  // /api/me: it refuses an ended session (401), where the current-user check answers null.
  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
  const spectatorRows = () => t.ctx.db.select().from(users).where(eq(users.steamId, SPECTATOR_STEAM_ID));

  it('signs a visitor in as the shared, read-only spectator with a browser-session cookie', async () => {
    const res = await autoLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      steamId: SPECTATOR_STEAM_ID,
      username: 'Spectator',
      isSpectator: true,
      hasSeenWelcome: false,
      fowlBalance: 0,
      isAdmin: false,
      isSubscribed: false,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // Closing the browser drops it even when the beacon logout never arrives.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const cookie = sessionCookieFrom(res)!;
    expect((await me(cookie)).json()).toMatchObject({ isSpectator: true });
  });

  it('signs a player out first, and reuses one spectator account for every browser', async () => {
    const playerSession = await signIn(t.app);
    const res = await autoLogin(playerSession.cookie);
    expect(res.statusCode).toBe(200);
    expect((await me(playerSession.cookie)).statusCode).toBe(401);
    const spectatorCookie = sessionCookieFrom(res)!;
    expect((await me(spectatorCookie)).json().isSpectator).toBe(true);

    // Concurrent sign-ins from several screens: one account, each with its own session.
    const many = await Promise.all([autoLogin(), autoLogin(), autoLogin()]);
    expect(many.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(many.map((r) => r.json().id)).size).toBe(1);
    expect(await spectatorRows()).toHaveLength(1);
    for (const r of many) expect((await me(sessionCookieFrom(r)!)).statusCode).toBe(200);
  });

  it('replaces an earlier spectator session of the same browser', async () => {
    const first = sessionCookieFrom(await autoLogin())!;
    const second = sessionCookieFrom(await autoLogin(first))!;
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('keeps the welcome unseen, holds no fowls and writes no ledger entries', async () => {
    const cookie = sessionCookieFrom(await autoLogin())!;
    const seen = await t.app.inject({ method: 'POST', url: '/api/user/welcome-seen', headers: { cookie } });
    expect(seen.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({ hasSeenWelcome: false, fowlBalance: 0 });
    const [row] = await spectatorRows();
    expect(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, row!.id))).toHaveLength(0);
  });

  it('ends only this screen’s session on the beacon logout, sent without a body', async () => {
    const leaving = sessionCookieFrom(await autoLogin())!;
    const staying = sessionCookieFrom(await autoLogin())!;
    // navigator.sendBeacon with no data: a POST with no content type and an empty body.
    const beacon = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: leaving } });
    expect(beacon.statusCode).toBe(200);
    expect((await me(leaving)).statusCode).toBe(401);
    expect((await me(staying)).statusCode).toBe(200);
    const [row] = await spectatorRows();
    const left = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(left.length).toBeGreaterThan(0);
  });

  it('turns spectator mode off while the operator has banned the spectator account', async () => {
    await autoLogin();
    await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.steamId, SPECTATOR_STEAM_ID));
    try {
      const refused = await autoLogin();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(SPECTATOR_TEXT.unavailable);
      expect(sessionCookieFrom(refused)).toBeNull();
    } finally {
      await t.ctx.db.update(users).set({ isBanned: false }).where(eq(users.steamId, SPECTATOR_STEAM_ID));
    }
    expect((await autoLogin()).statusCode).toBe(200);
  });

  it('limits sign-ins per address', async () => {
    const address = '10.9.9.9';
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await autoLogin(undefined, address)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    // Another address is not affected.
    expect((await autoLogin()).statusCode).toBe(200);
  });

  it('lists the latest drawn raffles and their winners for the live screen', async () => {
    const winner = await insertUser(t.ctx.db, { username: 'LuckyHen' });
    const loser = await insertUser(t.ctx.db, { username: 'NearMiss' });
    const seed = generateServerSeed();
    const base = { description: 'A skin', endTime: new Date(Date.now() - 60_000), seed, seedHash: hashServerSeed(seed) };
    const [older] = await t.ctx.db
      .insert(raffles)
      .values({
        ...base,
        name: 'Older draw',
        status: 'completed',
        winnerId: loser.id,
        drawnAt: new Date(Date.now() - 120_000),
        itemImageUrl: '/sandbox/steam/items/a.svg',
      })
      .returning();
    const [newer] = await t.ctx.db
      .insert(raffles)
      .values({
        ...base,
        name: 'Newest draw',
        status: 'completed',
        winnerId: winner.id,
        drawnAt: new Date(Date.now() - DRAW_PUBLIC_AFTER_MS - 1000),
        itemName: 'AK-47 | Redline (Field-Tested)',
      })
      .returning();
    // Drawn just now: its wheels are still turning, so no list names its winner yet (decision 0048).
    await t.ctx.db.insert(raffles).values({ ...base, name: 'Still spinning', status: 'completed', winnerId: winner.id, drawnAt: new Date() });
    await t.ctx.db.insert(raffles).values({ ...base, name: 'Still running', endTime: new Date(Date.now() + 3600_000) });
    await t.ctx.db.insert(raffles).values({ ...base, name: 'Ended empty', status: 'ended' });
    await t.ctx.db.insert(raffleEntries).values([
      { raffleId: newer!.id, userId: winner.id, entryAmount: 300 },
      { raffleId: newer!.id, userId: loser.id, entryAmount: 100 },
      { raffleId: older!.id, userId: loser.id, entryAmount: 50 },
    ]);

    // Visitors, spectators and players may read it.
    const cookie = sessionCookieFrom(await autoLogin())!;
    for (const headers of [{}, { cookie }]) {
      const res = await t.app.inject({ url: '/api/spectator/winners', headers });
      expect(res.statusCode).toBe(200);
      const { winners } = res.json();
      expect(winners.map((w: { raffleName: string }) => w.raffleName)).toEqual(['Newest draw', 'Older draw']);
      expect(winners[0]).toMatchObject({ winner: { username: 'LuckyHen' }, totalPool: 400, participantCount: 2, itemName: 'AK-47 | Redline (Field-Tested)' });
      expect(winners[1]).toMatchObject({ imageUrl: '/sandbox/steam/items/a.svg', totalPool: 50, participantCount: 1 });
    }
    // A banned account is refused here as on every other call.
    const banned = await signIn(t.app);
    await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.steamId, banned.steamId));
    expect((await t.app.inject({ url: '/api/spectator/winners', headers: { cookie: banned.cookie } })).statusCode).toBe(403);
  });
});
