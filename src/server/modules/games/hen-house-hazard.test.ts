import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { HenHouseGame } from '../../../core/contracts/games';
import { floats } from '../../../core/fair/hmac-floats';
import { hashServerSeed } from '../../../core/fair/seeds';
import { bombTilesFromFloats, bombTilesFromSeeds, henHouseMultiplier, henHousePayout } from '../../../core/games/hen-house-hazard';
import { users } from '../../db/schema';
import { badBets, gamesTestKit, refusals } from '../../../../test/helpers/games';

const ALL_TILES = Array.from({ length: 25 }, (_, t) => t);

describe.each(databaseKinds)('Hen House Hazard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const kit = gamesTestKit(() => t);
  const { call } = kit;

  const start = (cookie: string | undefined, betAmount: unknown = 100, bombCount: unknown = 3, extra: object = {}) =>
    call('POST', '/api/game/hen-house-hazard/start', cookie, { betAmount, gameData: { bombCount }, ...extra });
  const reveal = (cookie: string | undefined, gameId: unknown, tile: unknown) => call('POST', '/api/game/hen-house-hazard/reveal', cookie, { gameId, tile });
  const cashOut = (cookie: string | undefined, gameId: unknown, extra: object = {}) =>
    call('POST', '/api/game/hen-house-hazard/cash-out', cookie, { gameId, ...extra });

  /** The bombs of a running game, read from the server's own state (the test peeks; players cannot). */
  const bombsOf = async (gameId: string) => ((await kit.roundById(gameId)).state as { bombs: number[] }).bombs;
  const safeTilesOf = async (gameId: string) => {
    const bombs = await bombsOf(gameId);
    return ALL_TILES.filter((tile) => !bombs.includes(tile));
  };

  it('starts a game: debits the bet and fixes the bombs from the next fair nonce', async () => {
    const p = await kit.player();
    const pair = (await call('GET', '/api/fairness/seeds', p.cookie)).json();
    const res = await start(p.cookie, 100, 3);
    expect(res.statusCode).toBe(200);
    const { game, fowlBalance } = res.json() as { game: HenHouseGame; fowlBalance: number };
    expect(fowlBalance).toBe(400);
    expect(await kit.balanceOf(p.userId)).toBe(400);
    expect(game).toMatchObject({
      status: 'active',
      betAmount: 100,
      bombCount: 3,
      revealed: [],
      bombs: null,
      multiplier: 0.99,
      nextMultiplier: 1.13,
      payout: 0,
    });
    expect(game.fairness).toMatchObject({ serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: 0 });
    const serverSeed = await kit.secretSeedOf(game.fairness.seedId);
    const expected = bombTilesFromFloats(floats({ serverSeed, clientSeed: pair.clientSeed, nonce: 0, count: 3 }), 3);
    expect(await bombsOf(game.id)).toEqual(expected);
    const [bet] = await kit.ledgerByKey(`game:${game.id}:bet`);
    expect(bet).toMatchObject({ amount: -100, type: 'hen_house_hazard', category: 'game', balanceAfter: 400 });
    expect(bet!.gameData).toMatchObject({ betAmount: 100, bombCount: 3 });
    // Resumable after a reload, still without the bombs.
    const active = (await call('GET', '/api/game/hen-house-hazard/active', p.cookie)).json();
    expect(active.game).toEqual(game);
    expect((await call('GET', '/api/fairness/seeds', p.cookie)).json().nonce).toBe(1);
  });

  it('reveals safe tiles with the next multiplier, then cashes out floor(bet × multiplier) and shows every bomb', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 15, 3)).json() as { game: HenHouseGame };
    const [first, second] = await safeTilesOf(game.id);
    const one = await reveal(p.cookie, game.id, first);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      result: 'safe',
      tile: first,
      game: { revealed: [first], multiplier: 1.13, nextMultiplier: 1.29, payout: 16, bombs: null },
    });
    const two = (await reveal(p.cookie, game.id, second)).json();
    expect(two.game).toMatchObject({ revealed: [first, second], multiplier: henHouseMultiplier(3, 2), payout: henHousePayout(15, 3, 2) });

    const res = await cashOut(p.cookie, game.id, { payout: 1_000_000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payout).toBe(19); // floor(15 × 1.29)
    expect(body.game).toMatchObject({ status: 'cashed_out', payout: 19, multiplier: 1.29, nextMultiplier: null });
    expect(body.game.bombs).toEqual(await bombsOf(game.id));
    expect(body.fowlBalance).toBe(500 - 15 + 19);
    const [credit] = await kit.ledgerByKey(`game:${game.id}:payout`);
    expect(credit).toMatchObject({ amount: 19, type: 'hen_house_hazard', category: 'game' });
    expect(credit!.gameData).toMatchObject({ betAmount: 15, multiplier: 1.29 });

    // Finished: no more reveals or cash-outs, and nothing moves.
    const after = await kit.snapshot(p.userId);
    expect((await reveal(p.cookie, game.id, (await safeTilesOf(game.id))[2])).statusCode).toBe(409);
    const again = await cashOut(p.cookie, game.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This game has already ended.');
    expect(await kit.snapshot(p.userId)).toEqual(after);
    expect((await call('GET', '/api/game/hen-house-hazard/active', p.cookie)).json().game).toBeNull();
    await kit.expectLedgerHealthy();
  });

  it('ends on a bomb, reveals all bombs and pays nothing', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 50, 5)).json() as { game: HenHouseGame };
    const bombs = await bombsOf(game.id);
    const res = await reveal(p.cookie, game.id, bombs[2]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'bomb',
      tile: bombs[2],
      fowlBalance: 450,
      game: { status: 'lost', payout: 0, hitTile: bombs[2], nextMultiplier: null },
    });
    expect(res.json().game.bombs).toEqual(bombs);
    expect(await kit.ledgerByKey(`game:${game.id}:payout`)).toHaveLength(0);
    expect((await cashOut(p.cookie, game.id)).statusCode).toBe(409);
    expect((await reveal(p.cookie, game.id, (await safeTilesOf(game.id))[0])).statusCode).toBe(409);
  });

  it('cashes out by itself when the last safe tile is uncovered', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 10, 24)).json() as { game: HenHouseGame };
    const [onlySafe] = await safeTilesOf(game.id);
    const res = (await reveal(p.cookie, game.id, onlySafe)).json();
    expect(res).toMatchObject({ result: 'safe', game: { status: 'cashed_out', multiplier: 24.75, payout: 247 }, fowlBalance: 500 - 10 + 247 });
  });

  it('keeps one live game per player and refuses cash-out before any reveal', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie)).json() as { game: HenHouseGame };
    const before = await kit.snapshot(p.userId);
    const second = await start(p.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/already have a Hen House Hazard game in progress/);
    const early = await cashOut(p.cookie, game.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Reveal at least one tile before cashing out.');
    const [tile] = await safeTilesOf(game.id);
    await reveal(p.cookie, game.id, tile);
    const twice = await reveal(p.cookie, game.id, tile);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('This tile has already been revealed.');
    expect((await kit.snapshot(p.userId)).balance).toBe(before.balance);
    // Another player's game does not exist for this one.
    const other = await kit.player();
    expect((await reveal(other.cookie, game.id, 0)).statusCode).toBe(404);
    expect((await cashOut(other.cookie, game.id)).statusCode).toBe(404);
    // Seeds cannot be rotated while the game runs (that would give the bombs away).
    expect((await call('POST', '/api/fairness/rotate', p.cookie)).statusCode).toBe(409);
  });

  it('ignores a forged board, userId and payout', async () => {
    const p = await kit.player();
    const victim = await kit.player();
    const forged = await start(p.cookie, 100, 1, { userId: victim.userId, gameData: { bombCount: 1, board: ALL_TILES.map(() => 'safe') } });
    expect(forged.statusCode).toBe(200);
    const { game } = forged.json() as { game: HenHouseGame };
    expect(await kit.balanceOf(victim.userId)).toBe(500);
    expect((await kit.roundById(game.id)).userId).toBe(p.userId);
    const bomb = (await bombsOf(game.id))[0]!;
    expect((await reveal(p.cookie, game.id, bomb)).json().result).toBe('bomb');
  });

  it('is recomputed identically from the revealed seeds, and listed on the fairness page', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 20, 7)).json() as { game: HenHouseGame };
    const bombs = await bombsOf(game.id);
    await reveal(p.cookie, game.id, bombs[0]);
    const listedBefore = (await call('GET', '/api/fairness/rounds?game=hen_house_hazard', p.cookie)).json().rounds;
    expect(listedBefore).toHaveLength(1);
    expect(listedBefore[0]).toMatchObject({ id: game.id, serverSeed: null, status: 'lost', betAmount: 20, payout: 0 });

    const serverSeed = await kit.rotateAndReveal(p.cookie, game);
    expect(hashServerSeed(serverSeed)).toBe(game.fairness.serverSeedHash);
    const seeds = { serverSeed, clientSeed: game.fairness.clientSeed, nonce: game.fairness.nonce };
    expect(bombTilesFromSeeds(seeds, 7)).toEqual(bombs);

    const [listed] = (await call('GET', '/api/fairness/rounds', p.cookie)).json().rounds;
    expect(listed).toMatchObject({
      id: game.id,
      game: 'hen_house_hazard',
      serverSeed,
      serverSeedHash: game.fairness.serverSeedHash,
      nonce: game.fairness.nonce,
    });
    expect(listed.outcome).toEqual({ bombCount: 7, bombs, revealed: [], hitTile: bombs[0] });
    expect(bombTilesFromSeeds({ serverSeed: listed.serverSeed, clientSeed: listed.clientSeed, nonce: listed.nonce }, listed.outcome.bombCount)).toEqual(
      listed.outcome.bombs,
    );
  });

  it('pays once when two cash-outs race', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 100, 3)).json() as { game: HenHouseGame };
    await reveal(p.cookie, game.id, (await safeTilesOf(game.id))[0]);
    const answers = await Promise.all([cashOut(p.cookie, game.id), cashOut(p.cookie, game.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await kit.ledgerByKey(`game:${game.id}:payout`)).toHaveLength(1);
    expect(await kit.balanceOf(p.userId)).toBe(500 - 100 + henHousePayout(100, 3, 1));
    await kit.expectLedgerHealthy();
  });

  it(atOnce(kind, 'starts once when a player whose balance covers ten bets fires 100 starts at once'), async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 1000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => start(p.cookie, 100, 3)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await kit.balanceOf(p.userId)).toBe(900);
    expect(await kit.roundsOf(p.userId)).toHaveLength(1);
    await kit.expectLedgerHealthy();
  });

  kit.refusesBadRequests(
    (cookie, payload) => call('POST', '/api/game/hen-house-hazard/start', cookie, payload),
    [
      ...badBets({ min: 10, max: 1000 }, (betAmount) => ({ betAmount, gameData: { bombCount: 3 } })),
      ['no bomb count', { betAmount: 100 }, /gameData/],
      ['0 bombs', { betAmount: 100, gameData: { bombCount: 0 } }, /at least 1 bomb/],
      ['25 bombs', { betAmount: 100, gameData: { bombCount: 25 } }, /at most 24 bombs/],
      ['a fractional bomb count', { betAmount: 100, gameData: { bombCount: 2.5 } }, /whole number/],
    ],
  );

  it('refuses a bet larger than the balance, bad tiles and bad game ids, changing nothing', async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 50);
    const before = await kit.snapshot(p.userId);
    const poor = await start(p.cookie, 100, 3);
    expect(poor.statusCode).toBe(400);
    expect(poor.json().error).toBe('Insufficient fowls. You have 50 but need 100.');
    expect(await kit.snapshot(p.userId)).toEqual(before);

    const { game } = (await start(p.cookie, 10, 3)).json() as { game: HenHouseGame };
    const running = await kit.snapshot(p.userId);
    for (const tile of [-1, 25, 1.5, '3', null]) {
      const res = await reveal(p.cookie, game.id, tile);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/body\.tile/);
    }
    expect((await reveal(p.cookie, 'not-a-uuid', 3)).statusCode).toBe(400);
    expect((await cashOut(p.cookie, 'not-a-uuid')).statusCode).toBe(400);
    expect((await reveal(p.cookie, '00000000-0000-4000-8000-000000000000', 3)).statusCode).toBe(404);
    expect(await kit.snapshot(p.userId)).toEqual(running);
    expect((await kit.roundById(game.id)).state).toMatchObject({ revealed: [] });
  });

  describe.each(refusals)('refuses a %s caller', (caller, status, message) => {
    it.each([
      ['start', (c?: string) => start(c)],
      ['reveal', (c?: string) => reveal(c, '00000000-0000-4000-8000-000000000000', 1)],
      ['cash-out', (c?: string) => cashOut(c, '00000000-0000-4000-8000-000000000000')],
    ])('on %s', async (_route, send) => {
      const cookie = await kit.refusedCaller(caller);
      const res = await send(cookie);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(message);
    });
  });

  it('shows the running game only to a signed-in player who may play', async () => {
    expect((await call('GET', '/api/game/hen-house-hazard/active')).statusCode).toBe(401);
    expect((await call('GET', '/api/game/hen-house-hazard/active', await kit.refusedCaller('spectator'))).statusCode).toBe(403);
    expect((await call('GET', '/api/game/hen-house-hazard/active', await kit.refusedCaller('banned'))).statusCode).toBe(403);
  });

  it('lets a player whose Premium lapsed mid-game finish it, but not start another', async () => {
    const p = await kit.player();
    const { game } = (await start(p.cookie, 100, 3)).json() as { game: HenHouseGame };
    await t.ctx.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, p.userId));
    expect((await reveal(p.cookie, game.id, (await safeTilesOf(game.id))[0])).statusCode).toBe(200);
    expect((await cashOut(p.cookie, game.id)).statusCode).toBe(200);
    expect((await start(p.cookie)).statusCode).toBe(403);
    expect((await cashOut(p.cookie, game.id)).statusCode).toBe(403);
  });
});
