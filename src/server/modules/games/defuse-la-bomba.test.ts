import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { DefuseGame } from '../../../core/contracts/games';
import { floats } from '../../../core/fair/hmac-floats';
import { bombWireFromFloats, bombWireFromSeeds } from '../../../core/games/defuse-la-bomba';
import { badBets, gamesTestKit, refusals } from '../../../../test/helpers/games';

const NO_GAME = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('Defuse la Bomba on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const kit = gamesTestKit(() => t);
  const { call } = kit;

  const start = (cookie: string | undefined, betAmount: unknown = 100) => call('POST', '/api/games/defuse-bomba/start', cookie, { betAmount });
  const cut = (cookie: string | undefined, gameId: unknown, wire: unknown) => call('POST', '/api/games/defuse-bomba/cut', cookie, { gameId, wire });
  const bombOf = async (gameId: string) => ((await kit.roundById(gameId)).state as { bombWire: number }).bombWire;
  const safeWiresOf = async (gameId: string) => {
    const bomb = await bombOf(gameId);
    return [0, 1, 2, 3].filter((w) => w !== bomb);
  };

  it('starts with the bet debited and the bomb wire fixed from the next fair nonce', async () => {
    const p = await kit.player();
    const pair = (await call('GET', '/api/fairness/seeds', p.cookie)).json();
    const res = await start(p.cookie, 120);
    expect(res.statusCode).toBe(200);
    const { game, fowlBalance } = res.json() as { game: DefuseGame; fowlBalance: number };
    expect(fowlBalance).toBe(380);
    expect(game).toMatchObject({ status: 'active', betAmount: 120, cutWires: [], wiresCorrect: 0, bombWire: null, won: false, payout: 0 });
    const serverSeed = await kit.secretSeedOf(game.fairness.seedId);
    expect(await bombOf(game.id)).toBe(bombWireFromFloats(floats({ serverSeed, clientSeed: pair.clientSeed, nonce: 0, count: 1 })));
    const [bet] = await kit.ledgerByKey(`game:${game.id}:bet`);
    expect(bet).toMatchObject({ amount: -120, type: 'defuse_bomba', category: 'game' });
    expect((await call('GET', '/api/games/defuse-bomba/active', p.cookie)).json().game).toEqual(game);
  });

  it('wins 3× the bet after three safe cuts and then refuses further cuts', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 100)).json() as { game: DefuseGame };
    const [a, b, c] = await safeWiresOf(game.id);
    expect((await cut(p.cookie, game.id, a)).json()).toMatchObject({ result: 'safe', wire: a, game: { wiresCorrect: 1, cutWires: [a], bombWire: null } });
    const repeat = await cut(p.cookie, game.id, a);
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json().error).toBe('This wire has already been cut.');
    await cut(p.cookie, game.id, b);
    const win = (await cut(p.cookie, game.id, c)).json();
    expect(win).toMatchObject({
      result: 'safe',
      fowlBalance: 700,
      game: { status: 'won', won: true, wiresCorrect: 3, payout: 300, bombWire: await bombOf(game.id) },
    });
    const [credit] = await kit.ledgerByKey(`game:${game.id}:payout`);
    expect(credit).toMatchObject({ amount: 300, type: 'defuse_bomba', category: 'game' });
    expect(credit!.gameData).toMatchObject({ betAmount: 100, multiplier: 3 });

    const before = await kit.snapshot(p.userId);
    const late = await cut(p.cookie, game.id, await bombOf(game.id));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This game has already ended.');
    expect(await kit.snapshot(p.userId)).toEqual(before);
    await kit.expectLedgerHealthy();
  });

  it('loses the bet on the bomb wire and shows which it was', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 50)).json() as { game: DefuseGame };
    const [safe] = await safeWiresOf(game.id);
    const bomb = await bombOf(game.id);
    await cut(p.cookie, game.id, safe);
    const boom = (await cut(p.cookie, game.id, bomb)).json();
    expect(boom).toMatchObject({
      result: 'bomb',
      wire: bomb,
      fowlBalance: 450,
      game: { status: 'lost', won: false, wiresCorrect: 1, payout: 0, bombWire: bomb, cutWires: [safe, bomb] },
    });
    expect(await kit.ledgerByKey(`game:${game.id}:payout`)).toHaveLength(0);
    expect((await cut(p.cookie, game.id, (await safeWiresOf(game.id))[1])).statusCode).toBe(409);

    const history = (await call('GET', '/api/games/defuse-bomba/history', p.cookie)).json().history;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: game.id, won: false, bombWire: bomb });
  });

  it(atOnce(kind, 'keeps one live game, and a start storm from a player whose balance covers ten bets starts one'), async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 1000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => start(p.cookie, 100)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await kit.balanceOf(p.userId)).toBe(900);
    await kit.expectLedgerHealthy();
  });

  it(atOnce(kind, 'pays once when the winning cut is sent twice at once'), async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 100)).json() as { game: DefuseGame };
    const [a, b, c] = await safeWiresOf(game.id);
    await cut(p.cookie, game.id, a);
    await cut(p.cookie, game.id, b);
    const answers = await Promise.all([cut(p.cookie, game.id, c), cut(p.cookie, game.id, c)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(await kit.balanceOf(p.userId)).toBe(700);
    await kit.expectLedgerHealthy();
  });

  it('is recomputed identically from the revealed seeds', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 10)).json() as { game: DefuseGame };
    await cut(p.cookie, game.id, await bombOf(game.id));
    const serverSeed = await kit.rotateAndReveal(p.cookie, game);
    expect(bombWireFromSeeds({ serverSeed, clientSeed: game.fairness.clientSeed, nonce: game.fairness.nonce })).toBe(await bombOf(game.id));
    const [round] = (await call('GET', '/api/fairness/rounds?game=defuse_bomba', p.cookie)).json().rounds;
    expect(round).toMatchObject({ id: game.id, serverSeed, outcome: { bombWire: await bombOf(game.id) } });
  });

  it('lists only finished rounds of the signed-in player on the fairness page', async () => {
    const p = await kit.player();
    const other = await kit.player();
    const { game } = (await start(p.cookie, 10)).json() as { game: DefuseGame };
    // A running round is not listed: its outcome is still secret.
    expect((await call('GET', '/api/fairness/rounds', p.cookie)).json().rounds).toEqual([]);
    await cut(p.cookie, game.id, await bombOf(game.id));
    expect((await call('GET', '/api/fairness/rounds', p.cookie)).json().rounds.map((r: { id: string }) => r.id)).toEqual([game.id]);
    expect((await call('GET', '/api/fairness/rounds?game=fowl_flip', p.cookie)).json().rounds).toEqual([]);
    expect((await call('GET', '/api/fairness/rounds', other.cookie)).json().rounds).toEqual([]);

    const bad = await call('GET', '/api/fairness/rounds?game=Not%20a%20game', p.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/querystring\.game: game must be a game key/);
    expect((await call('GET', '/api/fairness/rounds')).statusCode).toBe(401);
    const banned = await call('GET', '/api/fairness/rounds', await kit.refusedCaller('banned'));
    expect(banned.statusCode).toBe(403);
  });

  it('shows the running game and history only to a signed-in player', async () => {
    expect((await call('GET', '/api/games/defuse-bomba/active')).statusCode).toBe(401);
    expect((await call('GET', '/api/games/defuse-bomba/history')).statusCode).toBe(401);
    expect((await call('GET', '/api/games/defuse-bomba/active', await kit.refusedCaller('spectator'))).statusCode).toBe(403);
    expect((await call('GET', '/api/games/defuse-bomba/history', await kit.refusedCaller('banned'))).statusCode).toBe(403);
    const trial = await kit.player('freeTrial');
    expect((await call('GET', '/api/games/defuse-bomba/history', trial.cookie)).json()).toEqual({ history: [] });
  });

  it('answers the retired result route with 410 Gone and moves nothing', async () => {
    const p = await kit.player();
    const before = await kit.snapshot(p.userId);
    const res = await call('POST', '/api/games/defuse-bomba', p.cookie, { betAmount: 100, won: true, wiresCorrect: 3, payout: 300 });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'GONE', error: expect.stringMatching(/no longer accepted from the browser/) });
    expect(await kit.snapshot(p.userId)).toEqual(before);
  });

  kit.refusesBadRequests(
    (cookie, payload) => call('POST', '/api/games/defuse-bomba/start', cookie, payload),
    badBets({ min: 1, max: 1000 }, (betAmount) => ({ betAmount })),
  );

  it('refuses wires that do not exist and bad game ids, changing nothing', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 10)).json() as { game: DefuseGame };
    const before = await kit.snapshot(p.userId);
    for (const wire of [-1, 4, 1.5, 'red', null]) {
      const res = await cut(p.cookie, game.id, wire);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/body\.wire/);
    }
    expect((await cut(p.cookie, 'nope', 1)).statusCode).toBe(400);
    expect((await cut(p.cookie, NO_GAME, 1)).statusCode).toBe(404);
    const other = await kit.player();
    expect((await cut(other.cookie, game.id, 1)).statusCode).toBe(404);
    expect(await kit.snapshot(p.userId)).toEqual(before);
    expect((await kit.roundById(game.id)).state).toMatchObject({ cut: [] });
  });

  describe.each(refusals)('refuses a %s caller', (caller, status, message) => {
    it.each([
      ['start', (c?: string) => start(c)],
      ['cut', (c?: string) => cut(c, NO_GAME, 1)],
    ])('on %s', async (_route, send) => {
      const res = await send(await kit.refusedCaller(caller));
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(message);
    });
  });
});
