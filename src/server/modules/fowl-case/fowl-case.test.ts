import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { playerKinds, signedInPlayer } from '../../../../test/helpers/players';
import { adminToken } from '../../../../test/helpers/sign-in';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { floats } from '../../../core/fair/hmac-floats';
import { CASE_REFUSAL, casePublicOutcome } from '../../../core/contracts/fowl-case';
import { CASE_COOLDOWN_MS, CASE_PRIZES, casePrizeFromFloat, casePrizeFromSeeds } from '../../../core/games/fowl-case';
import { demoPersonas } from '../../integrations/steam';
import { fairSeeds, gameRounds, ledgerEntries, users } from '../../db/schema';
import { ledgerRepository } from '../ledger';

type Caller = { cookie: string; steamId: string; userId: string };
const adminSteamId = demoPersonas.find((p) => p.role === 'admin')!.steamId;
// Spec part 2 §5's sentence, kept for the Premium cooldown; a used free trial is told the truth.
const COOLDOWN = { code: 'CONFLICT', error: 'You can only open one fowl case every 4 hours' };
const FREE_CASE_USED = { code: 'FREE_CASE_USED', error: 'You have used your one free Fowl Case; Premium members open one every 4 hours.' };

describe.each(databaseKinds)('Fowl Case on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload } : {}) });

  async function player(opts: { premium?: boolean; steamId?: string } = {}): Promise<Caller> {
    const p = await signedInPlayer(t, { fields: opts.premium ? playerKinds.premium() : {}, ...(opts.steamId ? { steamId: opts.steamId } : {}) });
    return { cookie: p.cookie, steamId: p.steamId, userId: p.id };
  }
  const setUser = (userId: string, fields: Partial<typeof users.$inferInsert>) => t.ctx.db.update(users).set(fields).where(eq(users.id, userId));
  const userRow = async (userId: string) => (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const caseRounds = (userId: string) =>
    t.ctx.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, 'fowl_case')));
  const caseCredits = (userId: string) =>
    t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'fowl_case')));
  const snapshot = async (userId: string) => {
    const row = await userRow(userId);
    return {
      balance: row.fowlBalance,
      last: row.lastDailyCase?.toISOString() ?? null,
      rounds: (await caseRounds(userId)).length,
      credits: (await caseCredits(userId)).length,
    };
  };
  const open = (caller: Caller, payload: object = {}) => call('POST', '/api/daily-case/open', caller.cookie, payload);
  const canOpen = (caller: Caller, id = caller.userId) => call('GET', `/api/daily-case/can-open/${id}`, caller.cookie);

  it('publishes the odds to anyone', async () => {
    const res = await call('GET', '/api/daily-case/odds');
    expect(res.statusCode).toBe(200);
    const odds = res.json();
    expect(odds.totalTickets).toBe(10_000);
    expect(odds.expectedValue).toBeCloseTo(167.5, 9);
    expect(odds.prizes.map((p: { prize: number }) => p.prize)).toEqual([100, 150, 200, 250, 300, 400, 500]);
    expect(odds.prizes[6]).toEqual({ prize: 500, index: 6, fromTicket: 9900, toTicket: 9999, probability: 0.01 });
  });

  it('gives a free-trial player one fair case, whatever prize the body claims', async () => {
    const caller = await player();
    expect((await canOpen(caller)).json()).toEqual({ canOpen: true, nextOpeningTime: null });
    expect((await call('GET', `/api/daily-case/count/${caller.userId}`, caller.cookie)).json()).toEqual({ count: 0 });

    const other = await player();
    const res = await open(caller, { userId: other.userId, prizeAmount: 1_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const prize = CASE_PRIZES[body.prizeIndex]!;
    expect(body.fowlsWon).toBe(prize.prize);
    expect(body).toMatchObject({ fowlBalance: 500 + prize.prize, canOpen: false, nextOpeningTime: null });

    // The prize is the one the committed seed gives for this nonce.
    const [seed] = await t.ctx.db.select().from(fairSeeds).where(eq(fairSeeds.id, body.fairness.seedId));
    const [float] = floats({ serverSeed: seed!.serverSeed, clientSeed: body.fairness.clientSeed, nonce: body.fairness.nonce, count: 1 });
    expect(casePrizeFromFloat(float!)).toEqual({ prize: body.fowlsWon, index: body.prizeIndex, ticket: body.ticket });

    const row = await userRow(caller.userId);
    expect(row.fowlBalance).toBe(500 + prize.prize);
    expect(row.lastDailyCase?.toISOString()).toBe(body.openedAt);
    const [credit] = await caseCredits(caller.userId);
    expect(credit).toMatchObject({ amount: prize.prize, category: 'fowl_case', balanceAfter: 500 + prize.prize });
    const [round] = await caseRounds(caller.userId);
    expect(round).toMatchObject({ id: body.roundId, status: 'completed', betAmount: 0, payout: prize.prize, nonce: body.fairness.nonce });
    expect((await userRow(other.userId)).fowlBalance).toBe(500);

    // Once the seed is revealed, the fairness page's recomputation matches the recorded opening.
    const rotated = await call('POST', '/api/fairness/rotate', caller.cookie);
    const revealed = { serverSeed: rotated.json().previous.serverSeed, clientSeed: body.fairness.clientSeed, nonce: body.fairness.nonce };
    const { float: _float, ...recomputed } = casePrizeFromSeeds(revealed);
    expect(casePublicOutcome(round!.state)).toEqual({ prize: recomputed.prize, prizeIndex: recomputed.index, ticket: recomputed.ticket });

    expect((await call('GET', `/api/daily-case/count/${caller.steamId}`, caller.cookie)).json()).toEqual({ count: 1 });
    expect((await canOpen(caller)).json()).toEqual({ canOpen: false, nextOpeningTime: null });

    // Not a second one, not even 5 hours later.
    await setUser(caller.userId, { lastDailyCase: new Date(Date.now() - 5 * 3_600_000) });
    const before = await snapshot(caller.userId);
    const again = await open(caller);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ...FREE_CASE_USED, details: { canOpen: false, nextOpeningTime: null } });
    expect(await snapshot(caller.userId)).toEqual(before);
  });

  it('tells a free-trial player their one case is used, never to wait 4 hours', async () => {
    const caller = await player();
    expect((await open(caller)).statusCode).toBe(200);
    const before = await snapshot(caller.userId);
    const second = await open(caller, { prizeAmount: 500 });
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(body).toEqual({ ...FREE_CASE_USED, details: { canOpen: false, nextOpeningTime: null } });
    expect(body.error).not.toMatch(/can only open one fowl case every 4 hours/i);
    expect(CASE_REFUSAL.freeCaseUsed).toBe(FREE_CASE_USED.error);
    expect(await snapshot(caller.userId)).toEqual(before);
  });

  it('gives Premium one case every 4 hours, checked against last_daily_case', async () => {
    const caller = await player({ premium: true });
    const first = await open(caller);
    expect(first.statusCode).toBe(200);
    const openedAt = Date.parse(first.json().openedAt);
    expect(first.json().nextOpeningTime).toBe(new Date(openedAt + CASE_COOLDOWN_MS).toISOString());
    expect((await canOpen(caller)).json()).toEqual({ canOpen: false, nextOpeningTime: new Date(openedAt + CASE_COOLDOWN_MS).toISOString() });

    // A minute before the 4 hours are up: still refused, nothing changes.
    await setUser(caller.userId, { lastDailyCase: new Date(Date.now() - CASE_COOLDOWN_MS + 60_000) });
    const before = await snapshot(caller.userId);
    const early = await open(caller);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      ...COOLDOWN,
      details: { canOpen: false, nextOpeningTime: new Date(Date.parse(before.last!) + CASE_COOLDOWN_MS).toISOString() },
    });
    expect(await snapshot(caller.userId)).toEqual(before);

    // Just past the 4 hours: open again.
    await setUser(caller.userId, { lastDailyCase: new Date(Date.now() - CASE_COOLDOWN_MS - 1000) });
    expect((await canOpen(caller)).json()).toEqual({ canOpen: true, nextOpeningTime: null });
    const second = await open(caller);
    expect(second.statusCode).toBe(200);
    expect((await call('GET', `/api/daily-case/count/${caller.userId}`, caller.cookie)).json()).toEqual({ count: 2 });
  });

  it('puts a lapsed Premium member back on the used free trial', async () => {
    const caller = await player({ premium: true });
    expect((await open(caller)).statusCode).toBe(200);
    await setUser(caller.userId, { subscriptionExpiresAt: new Date(Date.now() - 1000), lastDailyCase: new Date(Date.now() - 5 * 3_600_000) });
    expect((await canOpen(caller)).json()).toEqual({ canOpen: false, nextOpeningTime: null });
    const refused = await open(caller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(FREE_CASE_USED);
  });

  it("refuses others' paths, anonymous, banned and spectator callers", async () => {
    const caller = await player();
    const other = await player();
    for (const path of ['can-open', 'count']) {
      expect((await call('GET', `/api/daily-case/${path}/${other.userId}`, caller.cookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/daily-case/${path}/${other.steamId}`, caller.cookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/daily-case/${path}/${caller.userId}`)).statusCode).toBe(401);
    }
    expect((await call('POST', '/api/daily-case/open', undefined, {})).statusCode).toBe(401);

    const spectator = await player();
    await setUser(spectator.userId, { isSpectator: true });
    expect((await canOpen(spectator)).statusCode).toBe(200);
    const watched = await open(spectator);
    expect(watched.statusCode).toBe(403);
    expect(watched.json().error).toBe('Spectators can only watch.');

    const banned = await player();
    await setUser(banned.userId, { isBanned: true });
    expect((await canOpen(banned)).statusCode).toBe(403);
    expect((await open(banned)).statusCode).toBe(403);
    for (const who of [spectator, banned]) expect(await snapshot(who.userId)).toMatchObject({ balance: 500, rounds: 0, credits: 0 });
  });

  it('lets an admin in the portal read any player, by id or Steam id', async () => {
    const admin = await player({ steamId: adminSteamId });
    const target = await player();
    // The Steam session alone reads no one else's case: that needs the portal's token.
    expect((await canOpen(admin, target.userId)).json()).toMatchObject({ code: 'ADMIN_TOKEN_REQUIRED' });
    const headers = { cookie: admin.cookie, authorization: `Bearer ${await adminToken(t.app, admin.cookie)}` };
    const read = (url: string) => t.app.inject({ method: 'GET', url, headers });
    expect((await read(`/api/daily-case/can-open/${target.userId}`)).json()).toEqual({ canOpen: true, nextOpeningTime: null });
    expect((await read(`/api/daily-case/count/${target.steamId}`)).json()).toEqual({ count: 0 });
    expect((await read(`/api/daily-case/can-open/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await read('/api/daily-case/can-open/76561198999999999')).statusCode).toBe(404);
  });

  it('accepts an open with no body at all', async () => {
    const caller = await player();
    const res = await t.app.inject({ method: 'POST', url: '/api/daily-case/open', headers: { cookie: caller.cookie } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['a free-trial player', false],
    ['a Premium player', true],
  ])(atOnce(kind, 'credits exactly once when %s opens 20 cases at once'), async (_who, premium) => {
    const caller = await player({ premium });
    const results = await Promise.all(Array.from({ length: 20 }, () => open(caller, { prizeAmount: 500 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject(premium ? COOLDOWN : FREE_CASE_USED);
    }
    const won = results.find((r) => r.statusCode === 200)!.json().fowlsWon;
    expect(await snapshot(caller.userId)).toMatchObject({ balance: 500 + won, rounds: 1, credits: 1 });
    expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(users)
        .where(sql`${users.fowlBalance} < 0`),
    ).toEqual([]);
  });
});
