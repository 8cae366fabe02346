import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayLimitsState } from '../../../core/contracts/play-limits';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { gamesTestKit } from '../../../../test/helpers/games';
import { admin, adminHeaders, createRaffle, enter, type Admin } from '../../../../test/helpers/raffles';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { payments, playLimits, users } from '../../db/schema';

// Responsible play: limits the server enforces in the bet's own transaction, raises
// that wait 24 hours, breaks that stop all play at once, and what admins may see.

const noLimits = { daily: null, weekly: null, monthly: null, realityCheckMinutes: null };

describe.each(databaseKinds)('play limits on %s', (kind) => {
  let t: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    t = await startTestApp(kind);
    boss = await admin(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const kit = gamesTestKit(() => t);
  const { call } = kit;
  const put = (cookie: string, body: object) => t.app.inject({ method: 'PUT', url: '/api/play-limits', headers: { cookie }, payload: body });
  const state = async (cookie: string) => (await call('GET', '/api/play-limits', cookie)).json() as PlayLimitsState;
  const flip = (cookie: string, betAmount = 10) => call('POST', '/api/fowl-flip/play', cookie, { betAmount, selectedSide: 'heads' });
  const takeBreak = (cookie: string, body: object) => call('POST', '/api/play-limits/break', cookie, body);

  it('starts with no limits, no break and the net result of nothing', async () => {
    const p = await kit.player();
    const s = await state(p.cookie);
    expect(s).toMatchObject({
      limits: { daily: null, weekly: null, monthly: null },
      pending: {},
      wagered: { daily: 0, weekly: 0, monthly: 0 },
      pause: null,
      net: { day: 0, week: 0, month: 0 },
    });
    expect(Date.parse(s.resetsAt.daily)).toBeGreaterThan(Date.now());
  });

  it('refuses the bet that would pass a daily limit, naming the limit and when it resets, and moves nothing', async () => {
    const p = await kit.player();
    expect((await put(p.cookie, { ...noLimits, daily: 30 })).json().limits.daily).toBe(30);
    for (let i = 0; i < 3; i++) expect((await flip(p.cookie)).statusCode).toBe(200);
    const before = await kit.snapshot(p.userId);
    const refused = await flip(p.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAY_LIMIT' });
    expect(refused.json().error).toMatch(
      /^Your daily wager limit is 30 fowls: you have wagered 30 fowls today and this would add 10 fowls\. It resets on \d+ \w+ \d{4}, 00:00 UTC\.$/,
    );
    // Which refusal it is, and when it ends, for screens that title it without reading the text.
    expect(refused.json().details).toEqual({ kind: 'wager_limit', until: (await state(p.cookie)).resetsAt.daily });
    expect(await kit.snapshot(p.userId)).toEqual(before);
    const s = await state(p.cookie);
    expect(s.wagered.daily).toBe(30);
    // Net of the three flips, from the ledger.
    const flips = (await kit.ledgerOf(p.userId)).filter((e) => e.type === 'fowl_flip');
    expect(s.net.day).toBe(flips.reduce((sum, e) => sum + e.amount, 0));
    expect(s.session.net).toBe(s.net.day);
  });

  it('counts raffle entries against the limit too', async () => {
    const p = await kit.player();
    await t.ctx.db.update(users).set({ tradeOfferUrl: `https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc` }).where(eq(users.id, p.userId));
    await put(p.cookie, { ...noLimits, weekly: 20 });
    const raffle = await createRaffle(t, boss);
    const refused = await enter(t, p, raffle.id, 25);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(
      /^Your weekly wager limit is 20 fowls: you have wagered 0 fowls this week and this would add 25 fowls\. It resets on .* 00:00 UTC\.$/,
    );
  });

  it('lowers a limit at once and raises it only after 24 hours', async () => {
    const p = await kit.player();
    await put(p.cookie, { ...noLimits, daily: 10 });
    expect((await flip(p.cookie)).statusCode).toBe(200);
    const raised = (await put(p.cookie, { ...noLimits, daily: 1000, realityCheckMinutes: 60 })).json() as PlayLimitsState;
    expect(raised.limits.daily).toBe(10);
    expect(raised.pending.daily?.limit).toBe(1000);
    expect(Date.parse(raised.pending.daily!.effectiveAt) - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(raised.realityCheckMinutes).toBe(60);
    expect((await flip(p.cookie)).statusCode).toBe(403);
    // A day later (the waiting raise's time moved back instead of the clock forward).
    await t.ctx.db
      .update(playLimits)
      .set({ pending: { daily: { limit: 1000, effectiveAt: new Date(Date.now() - 1000).toISOString() } } })
      .where(eq(playLimits.userId, p.userId));
    expect((await flip(p.cookie)).statusCode).toBe(200);
    expect((await state(p.cookie)).limits.daily).toBe(1000);
  });

  it(atOnce(kind, 'holds a limit while 50 bets arrive at once'), async () => {
    const p = await kit.player();
    await put(p.cookie, { ...noLimits, daily: 100 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => flip(p.cookie)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().code).toBe('PLAY_LIMIT');
    expect((await state(p.cookie)).wagered.daily).toBe(100);
    await kit.expectLedgerHealthy();
  });

  it('stops every game, raffle entry and the case at once during a cool-off, tells open pages, and cannot be shortened', async () => {
    const p = await kit.player();
    await t.ctx.db.update(users).set({ tradeOfferUrl: `https://steamcommunity.com/tradeoffer/new/?partner=2&token=abc` }).where(eq(users.id, p.userId));
    const origin = new URL(t.ctx.config.publicUrl).origin;
    const socket: Socket = connect(t.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { origin, cookie: p.cookie }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      const told = new Promise<{ message: string }>((resolve) => socket.once('play_paused', resolve));
      const res = await takeBreak(p.cookie, { kind: 'cool_off', period: '24h' });
      expect(res.statusCode).toBe(200);
      expect(res.json().pause).toMatchObject({ kind: 'cool_off' });
      expect((await told).message).toMatch(/^You are taking a cool-off until /);
    } finally {
      socket.close();
    }
    const before = await kit.snapshot(p.userId);
    const refusals = [
      await flip(p.cookie),
      await call('POST', '/api/game/hen-house-hazard/start', p.cookie, { betAmount: 10, gameData: { bombCount: 3 } }),
      await call('POST', '/api/plinko/drop', p.cookie, { betAmount: 10, rows: 8, risk: 'low' }),
      await enter(t, p, (await createRaffle(t, boss)).id, 25),
      await call('POST', '/api/daily-case/open', p.cookie),
    ];
    const until = (await state(p.cookie)).pause!.until;
    for (const r of refusals) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().error).toMatch(/^You are taking a cool-off until \d+ \w+ \d{4}, \d\d:\d\d UTC\./);
      expect(r.json().details).toEqual({ kind: 'cool_off', until });
    }
    // The case says so before anyone tries: shut, with the break's reason and end, not "Available Now".
    const caseStatus = await call('GET', `/api/daily-case/can-open/${p.userId}`, p.cookie);
    expect(caseStatus.json()).toMatchObject({
      canOpen: false,
      pause: { kind: 'cool_off', until, message: expect.stringMatching(/^You are taking a cool-off until /) },
    });
    expect(await kit.snapshot(p.userId)).toEqual(before);
    // Premium only opens games: buying it is refused too, before any checkout is opened.
    const purchase = await call('POST', '/api/payment/create-charge', p.cookie, { planId: 'monthly' });
    expect(purchase.statusCode, purchase.body).toBe(403);
    expect(purchase.json()).toMatchObject({ code: 'PLAY_LIMIT' });
    expect(purchase.json().error).toMatch(/^You are taking a cool-off until \d+ \w+ \d{4}, \d\d:\d\d UTC\. Premium can be bought again then\.$/);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, p.userId))).toEqual([]);

    const again = await takeBreak(p.cookie, { kind: 'cool_off', period: '30d' });
    expect(again.statusCode).toBe(409);
    expect((await state(p.cookie)).pause?.kind).toBe('cool_off');
    // The admin sees it, and has no way to lift it.
    const seen = await t.app.inject({ url: `/api/admin/user/${p.userId}/play-limits`, headers: adminHeaders(boss) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().pause).toMatchObject({ kind: 'cool_off' });
  });

  it('excludes a player for good when they ask, and nothing replaces it', async () => {
    const p = await kit.player();
    const res = await takeBreak(p.cookie, { kind: 'self_exclusion', period: 'permanent' });
    expect(res.json().pause).toMatchObject({ kind: 'self_exclusion', until: null });
    const refused = await flip(p.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/permanently/);
    const purchase = await call('POST', '/api/payment/create-charge', p.cookie, { planId: 'monthly' });
    expect(purchase.statusCode).toBe(403);
    expect(purchase.json().error).toBe('You have excluded yourself from play permanently. Premium cannot be bought on this account.');
    expect((await takeBreak(p.cookie, { kind: 'cool_off', period: '24h' })).statusCode).toBe(409);
    const sixMonths = await kit.player();
    const until = (await takeBreak(sixMonths.cookie, { kind: 'self_exclusion', period: '6m' })).json().pause.until as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(180 * 24 * 3600 * 1000);
  });

  it.each([
    ['a negative limit', { ...noLimits, daily: -5 }, /daily must be a whole number of fowls from 1 to 100,000,000, or null for no limit/],
    ['a fractional limit', { ...noLimits, weekly: 10.5 }, /weekly must be a whole number/],
    ['a zero limit', { ...noLimits, monthly: 0 }, /monthly must be a whole number/],
    ['an absurd limit', { ...noLimits, daily: 1e12 }, /daily must be a whole number/],
    ['a limit as text', { ...noLimits, daily: '100' }, /daily must be a whole number/],
    ['a missing period', { weekly: null, monthly: null, realityCheckMinutes: null }, /daily must be a whole number/],
    ['a reality check of 45 minutes', { ...noLimits, realityCheckMinutes: 45 }, /realityCheckMinutes must be 30, 60, 120 or null/],
  ])('refuses %s with a 400 and changes nothing', async (_label, body, message) => {
    const p = await kit.player();
    await put(p.cookie, { ...noLimits, daily: 500 });
    const res = await put(p.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await state(p.cookie)).limits).toEqual({ daily: 500, weekly: null, monthly: null });
  });

  it.each([
    ['an unknown kind', { kind: 'vacation', period: '24h' }, /kind must be cool_off or self_exclusion/],
    ['a cool-off of a year', { kind: 'cool_off', period: '1y' }, /A cool-off lasts 24h, 7d or 30d/],
    ['a self-exclusion of a day', { kind: 'self_exclusion', period: '24h' }, /A self-exclusion lasts 6m, 1y or permanent/],
  ])('refuses a break with %s and starts none', async (_label, body, message) => {
    const p = await kit.player();
    const res = await takeBreak(p.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await state(p.cookie)).pause).toBeNull();
  });

  it('keeps limits to players: spectators and anonymous visitors are refused', async () => {
    expect((await call('GET', '/api/play-limits')).statusCode).toBe(401);
    const spectator = await kit.player('spectator');
    expect((await put(spectator.cookie, noLimits)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/user/${(await kit.player()).userId}/play-limits`, headers: { cookie: boss.cookie } })).statusCode).toBe(401);
  });
});
