import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { signIn } from '../../../../test/helpers/sign-in';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { huntPublicOutcome } from '../../../core/contracts/fowl-hunt';
import { floats } from '../../../core/fair/hmac-floats';
import {
  HUNT_FLOATS_NEEDED,
  MAX_CLICKS,
  huntPayout,
  huntStep,
  huntTargets,
  huntTargetsDigest,
  huntTargetsFromSeeds,
  initialHuntBoard,
  type Click,
  type Point,
} from '../../../core/games/fowl-hunt';
import { fairSeeds, gameRounds, ledgerEntries, users } from '../../db/schema';
import { ledgerRepository, postEntry } from '../ledger';
import { fowlHuntExpiryJob } from './index';

type Caller = { cookie: string; steamId: string; userId: string };

/** A log that clicks the centre of a visible target `hits` times, then misses `misses` times. */
function playLog(targets: Point[], hits: number, misses = 0, start = 100, gap = 200): Click[] {
  let board = initialHuntBoard();
  const clicks: Click[] = [];
  for (let i = 0; i < hits; i++) {
    const target = targets[board.visible[i % 3]!]!;
    clicks.push({ t: start + clicks.length * gap, ...target });
    board = huntStep(targets, board, target).board;
  }
  for (let i = 0; i < misses; i++) {
    // A corner no target reaches: centres keep 35 px from the edges.
    clicks.push({ t: start + clicks.length * gap, x: 0, y: 0 });
  }
  return clicks;
}

describe.each(databaseKinds)('Fowl Hunt on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function player(opts: { premium?: boolean; balance?: number } = {}): Promise<Caller> {
    const { cookie, steamId } = await signIn(t.app);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    const userId = row!.id;
    if (opts.premium !== false) {
      await t.ctx.db.update(users).set({ subscriptionExpiresAt: new Date(Date.now() + 86_400_000) }).where(eq(users.id, userId));
    }
    if (opts.balance !== undefined && opts.balance !== row!.fowlBalance) {
      await t.ctx.db.transaction((tx) =>
        postEntry(tx, { userId, amount: opts.balance! - row!.fowlBalance, type: 'admin_adjustment', description: 'test balance', idempotencyKey: `test:${userId}:${opts.balance}` }),
      );
    }
    return { cookie, steamId, userId };
  }

  const balanceOf = async (userId: string) => (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.fowlBalance;
  const roundsOf = (userId: string) =>
    t.ctx.db.select().from(gameRounds).where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, 'fowl_hunt')));
  const ledgerOf = (userId: string) => t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  /** What "nothing changed" compares: balance, ledger rows and rounds with their states. */
  const snapshot = async (userId: string) => ({
    balance: await balanceOf(userId),
    ledger: (await ledgerOf(userId)).length,
    rounds: (await roundsOf(userId)).map((r) => [r.id, r.status, r.payout, JSON.stringify(r.state)]),
  });
  /** Pretends the round started `ms` ago, so a full 30 s log is possible without waiting. */
  const backdate = (roundId: string, ms: number) =>
    t.ctx.db.update(gameRounds).set({ createdAt: new Date(Date.now() - ms) }).where(eq(gameRounds.id, roundId));

  async function startRound(caller: Caller, targetGoal = 35, ageMs = 31_000) {
    const res = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { roundId: string; targets: Point[] };
    await backdate(body.roundId, ageMs);
    return body;
  }

  it('debits the bet, fixes fair targets, replays the log and pays a win', async () => {
    const caller = await player();
    const res = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35, betAmount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const start = res.json();
    expect(start).toMatchObject({ targetGoal: 35, betAmount: 25, multiplier: 1.1, potentialPayout: 27, fowlBalance: 475 });
    expect(start.targets).toHaveLength(HUNT_FLOATS_NEEDED / 2);
    expect(await balanceOf(caller.userId)).toBe(475);
    const [bet] = await ledgerOf(caller.userId).then((rows) => rows.filter((r) => r.type === 'fowl_hunt'));
    expect(bet).toMatchObject({ amount: -25, category: 'game', gameData: { betAmount: 25, targetGoal: 35, multiplier: 1.1 } });

    // The targets are the ones the committed seed gives for this nonce.
    const [seed] = await t.ctx.db.select().from(fairSeeds).where(eq(fairSeeds.id, start.fairness.seedId));
    expect(seed!.serverSeedHash).toBe(start.fairness.serverSeedHash);
    expect(huntTargets(floats({ serverSeed: seed!.serverSeed, clientSeed: start.fairness.clientSeed, nonce: start.fairness.nonce, count: HUNT_FLOATS_NEEDED }))).toEqual(start.targets);

    await backdate(start.roundId, 31_000);
    const clicks = playLog(start.targets, 38, 2);
    const result = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId: start.roundId, targetGoal: 35, clicks });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({
      game: { result: 'win', payout: 27, betAmount: 25, accuracy: 95, targetsHit: 38, totalTargets: 40, targetGoal: 35, multiplier: 1.1, expired: false },
      fowlBalance: 502,
    });
    expect(await balanceOf(caller.userId)).toBe(502);
    const entries = (await ledgerOf(caller.userId)).filter((r) => r.type === 'fowl_hunt');
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-25, 27]);
    expect(entries.find((e) => e.amount === 27)!.gameData).toEqual({ betAmount: 25, accuracy: 95, multiplier: 1.1 });
    const [round] = await roundsOf(caller.userId);
    expect(round).toMatchObject({ status: 'won', payout: 27, betAmount: 25 });
    expect(round!.finishedAt).not.toBeNull();

    const history = await call('GET', '/api/games/aim-trainer/history', caller.cookie);
    expect(history.json().games).toHaveLength(1);
    expect(history.json().games[0]).toMatchObject({ id: start.roundId, result: 'win', payout: 27 });

    // Once the seed is revealed, the fairness page's recomputation matches the recorded round.
    const rotated = await call('POST', '/api/fairness/rotate', caller.cookie);
    expect(rotated.statusCode).toBe(200);
    const revealed = { serverSeed: rotated.json().previous.serverSeed, clientSeed: start.fairness.clientSeed, nonce: start.fairness.nonce };
    const [settled] = await roundsOf(caller.userId);
    expect(huntPublicOutcome(settled!.state)).toMatchObject({ targetGoal: 35, targetsHit: 38, clicks: 40, targetsDigest: huntTargetsDigest(huntTargetsFromSeeds(revealed)) });
  });

  it('pays floor(25 x multiplier) for a high goal', async () => {
    const caller = await player();
    const { roundId, targets } = await startRound(caller, 100);
    const res = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId, targetGoal: 100, clicks: playLog(targets, 100, 0, 0, 250) });
    expect(res.json().game).toMatchObject({ result: 'win', payout: huntPayout(100), multiplier: 5 });
    expect(await balanceOf(caller.userId)).toBe(500 - 25 + 125);
  });

  it.each([
    ['too few hits', 34, 0],
    ['accuracy under 90%', 40, 5],
  ])('settles a loss for %s and pays nothing', async (_name, hits, misses) => {
    const caller = await player();
    const { roundId, targets } = await startRound(caller, 35);
    const res = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId, targetGoal: 35, clicks: playLog(targets, hits, misses) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().game).toMatchObject({ result: 'loss', payout: 0, targetsHit: hits, totalTargets: hits + misses });
    expect(res.json().fowlBalance).toBe(475);
    expect(await balanceOf(caller.userId)).toBe(475);
    expect((await ledgerOf(caller.userId)).filter((r) => r.type === 'fowl_hunt')).toHaveLength(1);
    expect((await roundsOf(caller.userId))[0]!.status).toBe('lost');
  });

  it('ignores forged result fields from the specification client', async () => {
    const caller = await player();
    const { roundId, targets } = await startRound(caller, 35);
    const res = await call('POST', '/api/games/aim-trainer', caller.cookie, {
      roundId,
      targetGoal: 35,
      clicks: playLog(targets, 10),
      betAmount: 1000,
      targetsHit: 100,
      totalTargets: 100,
      accuracy: 100,
      timeElapsed: 30000,
      payoutMultiplier: 50,
      payout: 99999,
      userId: 'someone-else',
    });
    expect(res.json().game).toMatchObject({ result: 'loss', payout: 0, betAmount: 25, targetsHit: 10, totalTargets: 10, multiplier: 1.1 });
    expect(await balanceOf(caller.userId)).toBe(475);
  });

  it.each([
    [{ targetGoal: 34 }, /Target goal must be from 35 to 100/],
    [{ targetGoal: 101 }, /Target goal must be from 35 to 100/],
    [{ targetGoal: 50.5 }, /whole number/],
    [{ targetGoal: '50' }, /must be a number/],
    [{}, /targetGoal/],
  ])('refuses a start with %j and changes nothing', async (payload, message) => {
    const caller = await player();
    const before = await snapshot(caller.userId);
    const res = await call('POST', '/api/games/aim-trainer/start', caller.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await snapshot(caller.userId)).toEqual(before);
  });

  it('refuses a start without 25 fowls with the specified message', async () => {
    const caller = await player({ balance: 24 });
    const before = await snapshot(caller.userId);
    const res = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "You don't have enough fowls to place this bet", code: 'INSUFFICIENT_FUNDS' });
    expect(await snapshot(caller.userId)).toEqual(before);
  });

  it('refuses impossible and malformed logs with nothing changed, and the round stays open', async () => {
    const caller = await player();
    const { roundId, targets } = await startRound(caller, 35);
    const good = playLog(targets, 36);
    const bad: Array<[string, unknown, RegExp, number?]> = [
      ['a click before the round', { clicks: [{ t: -1, x: 1, y: 1 }] }, /inside the 30 second round/],
      ['a click after 30 s', { clicks: [{ t: 30_001, x: 1, y: 1 }] }, /inside the 30 second round/],
      ['a click left of the canvas', { clicks: [{ t: 5, x: -1, y: 1 }] }, /inside the 800x600 canvas/],
      ['a click below the canvas', { clicks: [{ t: 5, x: 1, y: 600.5 }] }, /inside the 800x600 canvas/],
      ['times going backwards', { clicks: [{ t: 500, x: 1, y: 1 }, { t: 400, x: 1, y: 1 }] }, /not later than the click before/],
      ['two clicks at once', { clicks: [{ t: 500, x: 1, y: 1 }, { t: 500, x: 1, y: 1 }] }, /not later than the click before/],
      ['clicks faster than a person', { clicks: [{ t: 500, x: 1, y: 1 }, { t: 530, x: 1, y: 1 }] }, /faster than a person can click/],
      ['too many clicks', { clicks: Array.from({ length: MAX_CLICKS + 1 }, (_, i) => ({ t: Math.min(30_000, i * 50), x: 1, y: 1 })) }, /at most 600 clicks/],
      ['clicks that are not a list', { clicks: 'lots' }, /clicks must be a list/],
      ['a click without y', { clicks: [{ t: 5, x: 1 }] }, /clicks\.0\.y/],
      ['a click with text values', { clicks: [{ t: '5', x: 1, y: 1 }] }, /t must be a number/],
      ['a different goal', { targetGoal: 40 }, /fixed at 35/],
      ['a goal out of range', { targetGoal: 20 }, /from 35 to 100/],
      ['a round id that is not an id', { roundId: 'nope' }, /valid id/],
      ['no click log', { clicks: undefined }, /clicks/],
      ['a huge body', { clicks: good, padding: 'x'.repeat(40_000) }, /too large/, 413],
    ];
    const before = await snapshot(caller.userId);
    for (const [name, patch, message, status] of bad) {
      const res = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId, targetGoal: 35, clicks: good, ...(patch as object) });
      expect(res.statusCode, name).toBe(status ?? 400);
      expect(res.json().error, name).toMatch(message);
    }
    expect(await snapshot(caller.userId)).toEqual(before);

    // A log longer than the time since the start cannot be real.
    await backdate(roundId, 5_000);
    const early = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId, targetGoal: 35, clicks: good });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('The click log runs longer than the time since the round started.');
    expect(await snapshot(caller.userId)).toEqual(before);

    await backdate(roundId, 31_000);
    const ok = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId, targetGoal: 35, clicks: good });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().game.result).toBe('win');
  });

  it('refuses unknown, foreign and finished rounds, and pays a double submit once', async () => {
    const caller = await player();
    const other = await player();
    const { roundId, targets } = await startRound(caller, 35);
    const body = { roundId, targetGoal: 35, clicks: playLog(targets, 35) };
    expect((await call('POST', '/api/games/aim-trainer', caller.cookie, { ...body, roundId: crypto.randomUUID() })).statusCode).toBe(404);
    const foreign = await call('POST', '/api/games/aim-trainer', other.cookie, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Game not found.');

    const both = await Promise.all([1, 2].map(() => call('POST', '/api/games/aim-trainer', caller.cookie, body)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error).toBe('This game has already ended.');
    expect(await balanceOf(caller.userId)).toBe(500 - 25 + 27);
    expect((await ledgerOf(caller.userId)).filter((r) => r.amount === 27)).toHaveLength(1);

    // A submit and a new start at the same moment take the locks in one order: both go through.
    const next = await startRound(caller, 35);
    const [submitted, started] = await Promise.all([
      call('POST', '/api/games/aim-trainer', caller.cookie, { roundId: next.roundId, targetGoal: 35, clicks: playLog(next.targets, 35) }),
      call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 }),
    ]);
    expect(started.statusCode, started.body).toBe(200);
    expect([200, 409]).toContain(submitted.statusCode);
    expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
  });

  it('settles an expired round as lost, and a new start replaces an open round', async () => {
    const caller = await player();
    const first = await startRound(caller, 35, 3 * 60_000);
    const late = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId: first.roundId, targetGoal: 35, clicks: playLog(first.targets, 35) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This round has expired. Start a new one.');
    expect((await roundsOf(caller.userId))[0]).toMatchObject({ status: 'lost', payout: 0 });
    expect(await balanceOf(caller.userId)).toBe(475);

    const second = await startRound(caller, 35, 0);
    const third = await startRound(caller, 50, 0);
    const rounds = await roundsOf(caller.userId);
    expect(rounds.filter((r) => r.status === 'active').map((r) => r.id)).toEqual([third.roundId]);
    expect(rounds.find((r) => r.id === second.roundId)).toMatchObject({ status: 'lost', state: expect.objectContaining({ expired: true }) });
    expect(await balanceOf(caller.userId)).toBe(425);
    const history = (await call('GET', '/api/games/aim-trainer/history', caller.cookie)).json().games;
    expect(history.map((g: { expired: boolean }) => g.expired)).toEqual([true, true]);

    // The expiry job settles rounds nobody came back for.
    await backdate(third.roundId, 3 * 60_000);
    await t.ctx.db.transaction((tx) => fowlHuntExpiryJob.run(tx));
    expect((await roundsOf(caller.userId)).every((r) => r.status === 'lost')).toBe(true);
    expect(await balanceOf(caller.userId)).toBe(425);
  });

  it('refuses anonymous, free-trial, spectator and banned players', async () => {
    const trial = await player({ premium: false });
    const spectator = await player();
    await t.ctx.db.update(users).set({ isSpectator: true }).where(eq(users.id, spectator.userId));
    const banned = await player();
    await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.userId));
    const result = { roundId: crypto.randomUUID(), targetGoal: 35, clicks: [] };

    expect((await call('POST', '/api/games/aim-trainer/start', undefined, { targetGoal: 35 })).statusCode).toBe(401);
    expect((await call('POST', '/api/games/aim-trainer', undefined, result)).statusCode).toBe(401);
    expect((await call('GET', '/api/games/aim-trainer/history')).statusCode).toBe(401);
    for (const [who, caller, message] of [
      ['trial', trial, 'Upgrade to Premium to Play'],
      ['spectator', spectator, 'Spectators can only watch.'],
      ['banned', banned, /banned/],
    ] as const) {
      const before = await snapshot(caller.userId);
      const start = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 });
      expect(start.statusCode, who).toBe(403);
      expect(start.json().error, who).toMatch(message);
      expect((await call('POST', '/api/games/aim-trainer', caller.cookie, result)).statusCode, who).toBe(403);
      expect(await snapshot(caller.userId)).toEqual(before);
    }
  });

  it('lets a member whose Premium lapsed mid-round finish the round they paid for, and nothing more', async () => {
    const caller = await player();
    const start = await startRound(caller);
    await t.ctx.db.update(users).set({ subscriptionExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, caller.userId));
    const clicks = playLog(start.targets, 38, 2);
    const result = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId: start.roundId, targetGoal: 35, clicks });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().game).toMatchObject({ result: 'win', payout: 27 });
    expect(await balanceOf(caller.userId)).toBe(502);
    // The finished round cannot be replayed, and a new one cannot start.
    const again = await call('POST', '/api/games/aim-trainer', caller.cookie, { roundId: start.roundId, targetGoal: 35, clicks });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('Upgrade to Premium to Play');
    expect((await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 })).statusCode).toBe(403);
    expect(await balanceOf(caller.userId)).toBe(502);
  });

  it('keeps one live round and the ledger whole under 100 simultaneous starts with balance for 10', async () => {
    const caller = await player({ balance: 250 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe("You don't have enough fowls to place this bet");
    }
    expect(await balanceOf(caller.userId)).toBe(0);
    const rounds = await roundsOf(caller.userId);
    expect(rounds).toHaveLength(10);
    expect(rounds.filter((r) => r.status === 'active')).toHaveLength(1);
    expect(new Set(rounds.map((r) => r.nonce)).size).toBe(10);
    expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
    const negative = await t.ctx.db.select().from(users).where(sql`${users.fowlBalance} < 0`);
    expect(negative).toEqual([]);
  });
});
