import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { manualClock } from '../../../../test/helpers/clock';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import {
  balanceOf as balanceOfPlayer,
  expectLedgerHealthy as expectLedgerHealthyIn,
  playerKinds,
  setBalance as setPlayerBalance,
  signedInPlayer,
} from '../../../../test/helpers/players';
import { adminToken, signIn } from '../../../../test/helpers/sign-in';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { huntPublicOutcome, type HuntShotAnswer, type HuntStart } from '../../../core/contracts/fowl-hunt';
import {
  CANVAS,
  LATE_CLICK_ALLOWANCE_MS,
  MAX_CLICKS,
  ROUND_MS,
  TARGETS_AT_ONCE,
  huntCapDay,
  huntTargetsDigest,
  huntTargetsFromSeeds,
  type Point,
} from '../../../core/games/fowl-hunt';
import { seededRandom } from '../../../core/seeded-random';
import { runJobOnce } from '../../jobs/scheduler';
import { auditLog, fairSeeds, gameRounds, ledgerEntries, users } from '../../db/schema';
import { createFowlHuntJobs } from './index';

const ADMIN_STEAM_ID = '76561198000000103';
const DAILY_CAP = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
type Caller = { cookie: string; userId: string };
type Refused = 'anonymous' | 'freeTrial' | 'spectator' | 'banned';
const refusals: [Refused, number, RegExp][] = [
  ['anonymous', 401, /sign in/i],
  ['freeTrial', 403, /Upgrade to Premium to Play/],
  ['spectator', 403, /Spectators can only watch/],
  ['banned', 403, /banned/],
];

describe.each(databaseKinds)('Fowl Hunt on %s', (kind) => {
  // The server's clock, moved by hand: a 30 s round plays in milliseconds. Midday UTC,
  // so no test crosses the daily cap's midnight.
  const clock = manualClock(huntCapDay(new Date()).start.getTime() + DAY_MS / 2);
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  /** A signed-in player: Premium with the 500 fowls every new account gets, unless another kind is asked for. */
  async function player(kind: 'premium' | Exclude<Refused, 'anonymous'> = 'premium'): Promise<Caller> {
    const p = await signedInPlayer(t, { fields: playerKinds[kind]() });
    return { cookie: p.cookie, userId: p.id };
  }
  const balanceOf = (userId: string) => balanceOfPlayer(t.ctx, userId);
  const setBalance = (userId: string, target: number) => setPlayerBalance(t.ctx, userId, target);
  const expectLedgerHealthy = () => expectLedgerHealthyIn(t.ctx);

  /** The server seed of a round while it is still secret: what a script would need to cheat. */
  const secretSeedOf = async (seedId: string) => (await t.ctx.db.select().from(fairSeeds).where(eq(fairSeeds.id, seedId)))[0]!.serverSeed;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: clock.now, env: { FOWL_HUNT_DAILY_CAP: String(DAILY_CAP) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const huntRoundsOf = (userId: string) =>
    t.ctx.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, 'fowl_hunt')));
  const roundRow = async (id: string) => (await t.ctx.db.select().from(gameRounds).where(eq(gameRounds.id, id)))[0]!;
  const huntLedger = async (userId: string) =>
    (await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))).filter((e) => e.type === 'fowl_hunt');
  /** Everything a refused request must leave alone: balance, ledger, and every round with its state. */
  const snapshot = async (userId: string) => ({
    balance: await balanceOf(userId),
    ledger: (await huntLedger(userId)).length,
    rounds: (await huntRoundsOf(userId)).map((r) => [r.id, r.status, r.payout, JSON.stringify(r.state)]),
  });

  async function begin(caller: Caller, targetGoal = 35): Promise<HuntStart> {
    const res = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HuntStart;
  }
  const shoot = (caller: Caller, roundId: string, seq: number, point: Point) =>
    call('POST', '/api/games/aim-trainer/shot', caller.cookie, { roundId, seq, x: point.x, y: point.y });
  const finish = (caller: Caller, roundId: string, extra: object = {}) => call('POST', '/api/games/aim-trainer', caller.cookie, { roundId, ...extra });

  /** A corner no target reaches: centres keep 35 px from the edges. */
  const CORNER = { x: 0, y: 0 };
  const round2 = (n: number) => Math.round(n * 100) / 100;

  /**
   * A person: aims at one of the targets on screen, takes 250-600 ms from one click to
   * the next, and lands 3-22 px off the centre; misses are spread through the round.
   * It knows only what the server revealed.
   */
  async function playLikeAPerson(caller: Caller, round: HuntStart, opts: { hits: number; misses?: number; seed?: number }) {
    const random = seededRandom(opts.seed ?? 1);
    const shown = [...round.visible];
    const misses = opts.misses ?? 0;
    const total = opts.hits + misses;
    const missAt = new Set(Array.from({ length: misses }, (_, k) => Math.floor(((k + 1) * total) / (misses + 1))));
    for (let seq = 0; seq < total; seq++) {
      clock.advance(250 + Math.floor(random() * 350));
      const target = shown[Math.floor(random() * TARGETS_AT_ONCE)]!;
      const r = 3 + random() * 19;
      const angle = random() * 2 * Math.PI;
      const point = missAt.has(seq) ? CORNER : { x: round2(target.x + r * Math.cos(angle)), y: round2(target.y + r * Math.sin(angle)) };
      const res = await shoot(caller, round.roundId, seq, point);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as HuntShotAnswer;
      expect(answer.hitSlot === null, `click ${seq}`).toBe(missAt.has(seq));
      if (answer.hitSlot !== null) shown[answer.hitSlot] = answer.revealed!;
    }
  }

  /** A script: clicks the centre of the target revealed last, `reactMs` after the reveal. */
  async function playLikeAScript(caller: Caller, round: HuntStart, opts: { hits: number; reactMs: number }) {
    const shown = [...round.visible];
    let aim = 0;
    for (let seq = 0; seq < opts.hits; seq++) {
      clock.advance(opts.reactMs);
      const res = await shoot(caller, round.roundId, seq, shown[aim]!);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as HuntShotAnswer;
      aim = answer.hitSlot!;
      shown[aim] = answer.revealed!;
    }
  }

  it('lets a person win: three targets shown, each next one revealed on a hit, clicks timed by the server', async () => {
    const caller = await player();
    const start = await begin(caller, 35);
    expect(start).toMatchObject({ targetGoal: 35, betAmount: 25, multiplier: 1.1, potentialPayout: 27, fowlBalance: 475 });
    expect(new Date(start.endsAt).getTime() - new Date(start.startedAt).getTime()).toBe(ROUND_MS);
    expect(start.visible).toHaveLength(TARGETS_AT_ONCE);
    // The bet is one ledger row under the games' shared key.
    const [bet] = await huntLedger(caller.userId);
    expect(bet).toMatchObject({
      amount: -25,
      idempotencyKey: `game:${start.roundId}:bet`,
      gameData: { betAmount: 25, targetGoal: 35, multiplier: 1.1, roundId: start.roundId },
    });

    await playLikeAPerson(caller, start, { hits: 38, misses: 2 });
    clock.advance(ROUND_MS);
    const result = await finish(caller, start.roundId);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({
      game: {
        result: 'win',
        payout: 27,
        betAmount: 25,
        accuracy: 95,
        targetsHit: 38,
        totalTargets: 40,
        targetGoal: 35,
        multiplier: 1.1,
        flagged: false,
        capped: false,
      },
      fowlBalance: 502,
    });
    expect(await balanceOf(caller.userId)).toBe(502);
    const payout = (await huntLedger(caller.userId)).find((e) => e.amount > 0);
    expect(payout).toMatchObject({ amount: 27, idempotencyKey: `game:${start.roundId}:payout`, gameData: { betAmount: 25, accuracy: 95, multiplier: 1.1 } });

    const history = (await call('GET', '/api/games/aim-trainer/history', caller.cookie)).json().games;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: start.roundId, result: 'win', payout: 27, flagged: false });
    expect((await call('GET', '/api/games/aim-trainer/limit', caller.cookie)).json()).toEqual({
      dailyCap: DAILY_CAP,
      netToday: 2,
      remaining: DAILY_CAP - 2,
      resetsAt: huntCapDay(clock.now()).resetsAt.toISOString(),
    });

    // Every revealed target is the next of the sequence the committed seeds give, and
    // once the seed is revealed the fairness page's recomputation matches the record.
    const row = await roundRow(start.roundId);
    const state = row.state as { shots: { hit: number | null }[] };
    const rotated = await call('POST', '/api/fairness/rotate', caller.cookie);
    expect(rotated.json().previous.serverSeedHash).toBe(start.fairness.serverSeedHash);
    const serverSeed = rotated.json().previous.serverSeed as string;
    const sequence = huntTargetsFromSeeds({ serverSeed, clientSeed: start.fairness.clientSeed, nonce: start.fairness.nonce });
    expect(start.visible).toEqual(sequence.slice(0, TARGETS_AT_ONCE));
    expect(state.shots.filter((s) => s.hit !== null).map((s) => s.hit)).toHaveLength(38);
    const rounds = (await call('GET', '/api/fairness/rounds?game=fowl_hunt', caller.cookie)).json().rounds;
    expect(rounds[0].outcome).toMatchObject({ targetsHit: 38, clicks: 40, targetsDigest: huntTargetsDigest(sequence), firstTargets: sequence.slice(0, 3) });
    expect(huntPublicOutcome(row.state)).toEqual(rounds[0].outcome);
    await expectLedgerHealthy();
  });

  it('reveals exactly the sequence of the seeds, target by target', async () => {
    const caller = await player();
    const start = await begin(caller);
    const sequence = huntTargetsFromSeeds({
      serverSeed: await secretSeedOf(start.fairness.seedId),
      clientSeed: start.fairness.clientSeed,
      nonce: start.fairness.nonce,
    });
    const shown = [...start.visible];
    for (let seq = 0; seq < 5; seq++) {
      clock.advance(400);
      const answer = (await shoot(caller, start.roundId, seq, shown[seq % 3]!)).json() as HuntShotAnswer;
      expect(answer).toEqual({ seq, hitSlot: seq % 3, revealed: sequence[TARGETS_AT_ONCE + seq], hits: seq + 1, clicks: seq + 1 });
      shown[seq % 3] = answer.revealed!;
    }
    clock.advance(ROUND_MS);
    expect((await finish(caller, start.roundId)).json().game).toMatchObject({ result: 'loss', targetsHit: 5 });
  });

  it('pays nothing for the old attack: the start shows three targets, and a submitted click log is never read', async () => {
    const caller = await player();
    const res = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 100 });
    const start = res.json() as HuntStart & Record<string, unknown>;
    expect(Object.keys(start).sort()).toEqual([
      'betAmount',
      'endsAt',
      'fairness',
      'fowlBalance',
      'multiplier',
      'potentialPayout',
      'roundId',
      'startedAt',
      'targetGoal',
      'visible',
    ]);
    expect(start.visible).toHaveLength(3);

    // Even a perfect log built from the whole (secret) sequence counts for nothing.
    const sequence = huntTargetsFromSeeds({
      serverSeed: await secretSeedOf(start.fairness.seedId),
      clientSeed: start.fairness.clientSeed,
      nonce: start.fairness.nonce,
    });
    const perfect = sequence.slice(0, 100).map((p, i) => ({ t: 100 + i * 250, ...p }));
    clock.advance(ROUND_MS + 1000);
    const result = await finish(caller, start.roundId, {
      targetGoal: 100,
      clicks: perfect,
      targetsHit: 100,
      totalTargets: 100,
      accuracy: 100,
      payoutMultiplier: 5,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ game: { result: 'loss', payout: 0, targetsHit: 0, totalTargets: 0 }, fowlBalance: 475 });
    expect(await balanceOf(caller.userId)).toBe(475);
  });

  it('pays a script nothing, at 30 ms or at a patient 400 ms, and shows the evidence in the admin logs', async () => {
    const fast = await player();
    const fastRound = await begin(fast, 100);
    await playLikeAScript(fast, fastRound, { hits: 100, reactMs: 30 });
    clock.advance(ROUND_MS);
    const fastResult = (await finish(fast, fastRound.roundId)).json();
    // It met the goal, so the bet comes back; the 5x win does not.
    expect(fastResult).toMatchObject({ game: { result: 'win', payout: 25, targetsHit: 100, flagged: true, capped: false }, fowlBalance: 500 });
    expect(await balanceOf(fast.userId)).toBe(500);
    expect((await huntLedger(fast.userId)).map((e) => e.amount).sort((a, b) => a - b)).toEqual([-25, 25]);

    const patient = await player();
    const patientRound = await begin(patient, 35);
    await playLikeAScript(patient, patientRound, { hits: 35, reactMs: 400 });
    clock.advance(ROUND_MS);
    expect((await finish(patient, patientRound.roundId)).json()).toMatchObject({ game: { result: 'win', payout: 25, flagged: true }, fowlBalance: 500 });

    const evidence = (await roundRow(fastRound.roundId)).state as { evidence: Record<string, unknown> };
    expect(evidence.evidence).toMatchObject({ flags: ['reaction', 'precision', 'regularity'], tooFastHits: 100, fastestReactionMs: 30, medianOffsetPx: 0 });
    expect(((await roundRow(patientRound.roundId)).state as { evidence: { flags: string[] } }).evidence.flags).toEqual(['precision', 'regularity']);

    const admin = await signIn(t.app, ADMIN_STEAM_ID);
    const token = await adminToken(t.app, admin.cookie);
    const logs = await t.app.inject({ method: 'GET', url: '/api/admin/logs?type=game', headers: { cookie: admin.cookie, authorization: `Bearer ${token}` } });
    expect(logs.statusCode, logs.body).toBe(200);
    const flagged = (logs.json().logs as { action: string; actor: { id: string }; after: Record<string, unknown> }[]).filter(
      (l) => l.action === 'game.hunt_flagged',
    );
    const fastLog = flagged.find((l) => l.actor.id === fast.userId);
    expect(fastLog?.after).toMatchObject({ roundId: fastRound.roundId, tooFastHits: 100, fastestReactionMs: 30, hits: 100, paid: 25 });
    expect(String(fastLog?.after.reasons)).toMatch(/under 120 ms after the target appeared/);
    expect(flagged.find((l) => l.actor.id === patient.userId)?.after).toMatchObject({ roundId: patientRound.roundId, medianOffsetPx: 0 });
    await expectLedgerHealthy();
  });

  it.each([
    ['too few hits', 20, 0],
    ['accuracy under 90%', 40, 5],
  ])('settles a loss for %s and pays nothing', async (_name, hits, misses) => {
    const caller = await player();
    const start = await begin(caller, 35);
    await playLikeAPerson(caller, start, { hits, misses, seed: hits });
    clock.advance(ROUND_MS);
    const res = await finish(caller, start.roundId);
    expect(res.json()).toMatchObject({ game: { result: 'loss', payout: 0, targetsHit: hits, totalTargets: hits + misses, flagged: false }, fowlBalance: 475 });
    expect(await huntLedger(caller.userId)).toHaveLength(1);
  });

  it('ends a round early on finish, and answers its recorded result again without paying twice', async () => {
    const caller = await player();
    const start = await begin(caller, 35);
    await playLikeAPerson(caller, start, { hits: 36 });
    const both = await Promise.all([finish(caller, start.roundId), finish(caller, start.roundId)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().game)).toEqual([both[0]!.json().game, both[0]!.json().game]);
    expect(both[0]!.json().game).toMatchObject({ result: 'win', payout: 27, targetsHit: 36 });
    expect(await balanceOf(caller.userId)).toBe(502);
    // The round is over: a late click is refused, and nothing moves.
    const before = await snapshot(caller.userId);
    const late = await shoot(caller, start.roundId, 36, CORNER);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This game has already ended.');
    expect(await snapshot(caller.userId)).toEqual(before);
  });

  it('counts a click arriving within the late allowance and refuses later ones, with nothing changed', async () => {
    const caller = await player();
    const start = await begin(caller);
    clock.advance(ROUND_MS + LATE_CLICK_ALLOWANCE_MS);
    expect((await shoot(caller, start.roundId, 0, start.visible[0]!)).json()).toMatchObject({ hitSlot: 0, hits: 1 });
    clock.advance(1);
    const before = await snapshot(caller.userId);
    const late = await shoot(caller, start.roundId, 1, start.visible[1]!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'This round is over.', code: 'CONFLICT' });
    expect(await snapshot(caller.userId)).toEqual(before);
    expect((await finish(caller, start.roundId)).json().game).toMatchObject({ result: 'loss', targetsHit: 1, totalTargets: 1 });
  });

  it('refuses bad clicks with a clear 4xx and changes nothing', async () => {
    const caller = await player();
    const other = await player();
    const start = await begin(caller);
    clock.advance(500);
    expect((await shoot(caller, start.roundId, 0, CORNER)).statusCode).toBe(200);
    const body = { roundId: start.roundId, seq: 1, x: 10, y: 10 };
    const bad: Array<[string, unknown, number, RegExp]> = [
      ['an unknown round', { ...body, roundId: crypto.randomUUID() }, 404, /Game not found/],
      ['a round id that is not an id', { ...body, roundId: 'nope' }, 400, /valid id/],
      ['a click already counted', { ...body, seq: 0 }, 409, /Click 0 was already counted/],
      ['a click out of order', { ...body, seq: 5 }, 409, /Click 1 has not arrived yet/],
      ['a negative seq', { ...body, seq: -1 }, 400, /seq must be 0 or more/],
      ['a fractional seq', { ...body, seq: 1.5 }, 400, /seq must be a whole number/],
      ['more clicks than a round holds', { ...body, seq: MAX_CLICKS }, 400, /at most 600 clicks/],
      ['a click left of the canvas', { ...body, x: -1 }, 400, /inside the 800x600 canvas/],
      ['a click below the canvas', { ...body, y: CANVAS.height + 0.5 }, 400, /inside the 800x600 canvas/],
      ['a position as text', { ...body, x: '10' }, 400, /x must be a number/],
      ['no position', { roundId: start.roundId, seq: 1 }, 400, /x/],
      ['a list instead of a click', [body], 400, /./],
      ['a huge body', { ...body, padding: 'x'.repeat(4000) }, 413, /too large/i],
    ];
    const before = await snapshot(caller.userId);
    for (const [name, payload, status, message] of bad) {
      const res = await call('POST', '/api/games/aim-trainer/shot', caller.cookie, payload);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error, name).toMatch(message);
    }
    const foreign = await shoot(other, start.roundId, 1, CORNER);
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot(caller.userId)).toEqual(before);

    for (const [payload, status] of [
      [{ roundId: crypto.randomUUID() }, 404],
      [{ roundId: 'nope' }, 400],
      [{}, 400],
      [{ roundId: start.roundId, clicks: 'x'.repeat(40_000) }, 413],
    ] as const) {
      expect((await call('POST', '/api/games/aim-trainer', caller.cookie, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(status);
    }
    expect((await finish(other, start.roundId)).statusCode).toBe(404);
    expect(await snapshot(caller.userId)).toEqual(before);
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
    const caller = await player();
    await setBalance(caller.userId, 24);
    const before = await snapshot(caller.userId);
    const res = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "You don't have enough fowls to place this bet", code: 'INSUFFICIENT_FUNDS' });
    expect(await snapshot(caller.userId)).toEqual(before);
  });

  it(atOnce(kind, 'gives 40 simultaneous starts one round and one debit, and refuses the rest with 409'), async () => {
    const caller = await player();
    const results = await Promise.all(Array.from({ length: 40 }, () => call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe('You already have a Fowl Hunt game in progress. Finish it before starting a new one.');
    }
    expect(await balanceOf(caller.userId)).toBe(475);
    expect(await huntLedger(caller.userId)).toHaveLength(1);
    expect(await huntRoundsOf(caller.userId)).toHaveLength(1);
    await expectLedgerHealthy();
  });

  it('settles a round whose time is up at the next start, or by the job, and pays its win', async () => {
    const caller = await player();
    const first = await begin(caller, 35);
    await playLikeAPerson(caller, first, { hits: 35 });
    // Still inside its time (with the allowance): a new start is refused.
    clock.set(new Date(first.startedAt).getTime() + ROUND_MS + LATE_CLICK_ALLOWANCE_MS);
    expect((await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 })).statusCode).toBe(409);
    clock.advance(1);
    const second = await begin(caller, 35);
    expect(await roundRow(first.roundId)).toMatchObject({ status: 'won', payout: 27 });
    expect(second.fowlBalance).toBe(500 - 25 + 27 - 25);

    // Nobody finishes the second: the job scores it from the record once it is well over.
    await playLikeAPerson(caller, second, { hits: 36, seed: 9 });
    const [job] = createFowlHuntJobs(t.ctx);
    // The app's own scheduler may hold the job's lock at that moment: run until this call takes it.
    const runJob = () => expect.poll(() => runJobOnce(t.ctx, job!)).toBe(true);
    clock.set(new Date(second.startedAt).getTime() + ROUND_MS + 5_000);
    await runJob();
    expect((await roundRow(second.roundId)).status).toBe('active');
    clock.advance(10_000);
    await runJob();
    expect(await roundRow(second.roundId)).toMatchObject({ status: 'won', payout: 27 });
    expect(await balanceOf(caller.userId)).toBe(500 + 2 + 2);
    // The player's own finish then answers the recorded result.
    expect((await finish(caller, second.roundId)).json()).toMatchObject({ game: { result: 'win', payout: 27 }, fowlBalance: 504 });
    await expectLedgerHealthy();
  });

  it(atOnce(kind, 'holds the daily cap on net winnings under concurrent finishes and starts, and shows it'), async () => {
    const caller = await player();
    // Earlier today this player already won 499 net (a round recorded directly).
    const earlier = await begin(caller, 35);
    clock.advance(ROUND_MS);
    await finish(caller, earlier.roundId);
    await t.ctx.db.update(gameRounds).set({ payout: 524, status: 'won' }).where(eq(gameRounds.id, earlier.roundId));
    expect((await call('GET', '/api/games/aim-trainer/limit', caller.cookie)).json()).toMatchObject({ dailyCap: DAILY_CAP, netToday: 499, remaining: 1 });

    const start = await begin(caller, 35);
    await playLikeAPerson(caller, start, { hits: 36, seed: 3 });
    clock.advance(ROUND_MS);
    const [job] = createFowlHuntJobs(t.ctx);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => finish(caller, start.roundId)),
      ...Array.from({ length: 10 }, () => call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 })),
      runJobOnce(t.ctx, job!).then(() => null),
    ]);
    for (const r of results) if (r) expect([200, 409]).toContain(r.statusCode);
    // The win pays 26 instead of 27: the day ends at exactly the cap.
    expect(await roundRow(start.roundId)).toMatchObject({ status: 'won', payout: 26 });
    expect((await finish(caller, start.roundId)).json().game).toMatchObject({ payout: 26, capped: true });
    expect(
      (
        await t.ctx.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.idempotencyKey, `game:${start.roundId}:payout`))
      ).map((e) => e.amount),
    ).toEqual([26]);
    const limit = (await call('GET', '/api/games/aim-trainer/limit', caller.cookie)).json();
    expect(limit.netToday).toBeLessThanOrEqual(DAILY_CAP);
    expect(limit.remaining).toBe(DAILY_CAP - limit.netToday);

    // At the cap, a further win returns only its bet (a start above may have begun that round).
    const startedMeanwhile = results.find((r) => r?.statusCode === 200 && 'roundId' in r.json());
    const next = startedMeanwhile ? (startedMeanwhile.json() as HuntStart) : await begin(caller, 35);
    await playLikeAPerson(caller, next, { hits: 35, seed: 4 });
    expect((await finish(caller, next.roundId)).json().game).toMatchObject({ result: 'win', payout: 25, capped: true });
    expect((await call('GET', '/api/games/aim-trainer/limit', caller.cookie)).json()).toMatchObject({ netToday: DAILY_CAP, remaining: 0 });
    await expectLedgerHealthy();
  });

  it('starts the cap afresh on the next UTC day', async () => {
    const caller = await player();
    const today = huntCapDay(clock.now());
    const round = await begin(caller, 35);
    await playLikeAPerson(caller, round, { hits: 35, seed: 5 });
    await finish(caller, round.roundId);
    expect((await call('GET', '/api/games/aim-trainer/limit', caller.cookie)).json()).toMatchObject({ netToday: 2 });
    const now = clock.ms;
    clock.set(today.resetsAt.getTime() + 1000);
    expect((await call('GET', '/api/games/aim-trainer/limit', caller.cookie)).json()).toMatchObject({ netToday: 0, remaining: DAILY_CAP });
    clock.set(now);
  });

  it.each(refusals)('refuses %s callers on every hunt route, with nothing changed', async (who, status, message) => {
    const owner = await player();
    const start = await begin(owner);
    const cookie = who === 'anonymous' ? undefined : (await player(who)).cookie;
    const before = await snapshot(owner.userId);
    for (const [method, url, payload] of [
      ['POST', '/api/games/aim-trainer/start', { targetGoal: 35 }],
      ['POST', '/api/games/aim-trainer/shot', { roundId: start.roundId, seq: 0, x: 1, y: 1 }],
      ['POST', '/api/games/aim-trainer', { roundId: start.roundId }],
    ] as const) {
      const res = await call(method, url, cookie, payload);
      expect(res.statusCode, `${who} ${url}`).toBe(status);
      expect(res.json().error, `${who} ${url}`).toMatch(message);
    }
    if (who === 'anonymous' || who === 'banned') {
      for (const url of ['/api/games/aim-trainer/history', '/api/games/aim-trainer/limit']) expect((await call('GET', url, cookie)).statusCode).toBe(status);
    } else {
      // Reading their own history and limit needs no Premium.
      for (const url of ['/api/games/aim-trainer/history', '/api/games/aim-trainer/limit']) expect((await call('GET', url, cookie)).statusCode).toBe(200);
    }
    expect(await snapshot(owner.userId)).toEqual(before);
  });

  it('lets a member whose Premium lapsed mid-round play and finish the round they paid for, and start no other', async () => {
    const caller = await player();
    const start = await begin(caller);
    await t.ctx.db
      .update(users)
      // Lapsed by the app's clock, which is the one Premium is checked against.
      .set({ subscriptionExpiresAt: new Date(clock.ms - 1000) })
      .where(eq(users.id, caller.userId));
    await playLikeAPerson(caller, start, { hits: 5, seed: 6 });
    clock.advance(ROUND_MS);
    expect((await finish(caller, start.roundId)).json()).toMatchObject({ game: { result: 'loss', targetsHit: 5 }, fowlBalance: 475 });
    const again = await call('POST', '/api/games/aim-trainer/start', caller.cookie, { targetGoal: 35 });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('Upgrade to Premium to Play');
    expect(await balanceOf(caller.userId)).toBe(475);
  });

  it('keeps only the board and the timed shots in the round, never the sequence', async () => {
    const caller = await player();
    const start = await begin(caller);
    await playLikeAPerson(caller, start, { hits: 10, misses: 3, seed: 8 });
    const state = (await roundRow(start.roundId)).state as { shots: { t: number }[]; next: number; slots: unknown[]; targets?: unknown };
    expect(state.shots).toHaveLength(13);
    expect(state.shots.map((s) => s.t)).toEqual([...state.shots.map((s) => s.t)].sort((a, b) => a - b));
    expect(state.next).toBe(TARGETS_AT_ONCE + 10);
    expect(state.slots).toHaveLength(TARGETS_AT_ONCE);
    expect(state.targets).toBeUndefined();
    clock.advance(ROUND_MS);
    expect((await finish(caller, start.roundId)).json().game).toMatchObject({ targetsHit: 10, totalTargets: 13 });
    // A person's round raises no flag and writes nothing to the admin logs.
    const [logged] = await t.ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, caller.userId), eq(auditLog.action, 'game.hunt_flagged')));
    expect(logged!.n).toBe(0);
  });
});
