import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGH_ROLLER_MIN_BET, LIVE_BETS_SIZE, type LiveBet, type LiveBetDetails } from '../../../core/contracts/live-bets';
import { databaseKinds } from '../../../../test/helpers/databases';
import { gamesTestKit } from '../../../../test/helpers/games';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { LIVE_BET_PUBLIC_AFTER_MS } from './live-bets';

// The live bets under each game (decision 0068): who reads which tab, what a row and its
// details show (never a server seed that is still secret), and the push of each settled
// round. The app's clock is moved forward to "after the round's animation is over".

describe.each(databaseKinds)('live bets on %s', (kind) => {
  let t: TestApp;
  let ahead = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock: () => new Date(Date.now() + ahead) });
  });
  afterAll(async () => {
    await t?.close();
  });
  const kit = gamesTestKit(() => t);
  const { call } = kit;

  /** Reads as if the round's animation were over. */
  const later = async <T>(read: () => Promise<T>): Promise<T> => {
    ahead = LIVE_BET_PUBLIC_AFTER_MS + 1000;
    try {
      return await read();
    } finally {
      ahead = 0;
    }
  };
  const bets = async (query: string, cookie?: string): Promise<LiveBet[]> => {
    const res = await call('GET', `/api/bets?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { bets: LiveBet[] }).bets;
  };
  const details = async (id: string, cookie?: string): Promise<LiveBetDetails> => {
    const res = await call('GET', `/api/bets/${id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LiveBetDetails;
  };
  const flip = async (cookie: string, betAmount = 10) => {
    const res = await call('POST', '/api/fowl-flip/play', cookie, { betAmount, selectedSide: 'heads' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as {
      id: string;
      won: boolean;
      payout: number;
      fairness: { seedId: string; serverSeedHash: string; clientSeed: string; nonce: number };
    };
  };
  const hide = async (cookie: string) => expect((await call('POST', '/api/user/feed-privacy', cookie, { showNameInFeed: false })).statusCode).toBe(200);

  it('lists a settled flip once its animation is over, under All bets and its player’s My bets, with player, time, bet, multiplier and payout', async () => {
    const p = await kit.player();
    const other = await kit.player();
    const round = await flip(p.cookie);
    // Not while the coin still turns on the player's own page.
    expect((await bets('game=fowl_flip')).map((b) => b.id)).not.toContain(round.id);

    const shown = await later(() => bets('game=fowl_flip', other.cookie));
    const row = shown.find((b) => b.id === round.id);
    expect(row).toEqual({
      id: round.id,
      game: 'fowl_flip',
      player: { id: p.userId, name: expect.stringMatching(/\S/), avatar: expect.any(String) },
      mine: false,
      at: expect.any(String),
      betAmount: 10,
      multiplier: round.won ? 2 : 0,
      payout: round.payout,
    });
    expect(shown.length).toBeLessThanOrEqual(LIVE_BETS_SIZE);

    const mine = await later(() => bets('game=fowl_flip&tab=mine', p.cookie));
    expect(mine.map((b) => b.id)).toEqual([round.id]);
    expect(mine[0]).toMatchObject({ mine: true });
    // Another player's "My bets" is theirs alone; another game's list has none of it.
    expect(await later(() => bets('game=fowl_flip&tab=mine', other.cookie))).toEqual([]);
    expect((await later(() => bets('game=plinko'))).map((b) => b.id)).not.toContain(round.id);
  });

  it('lists a Fowl Case opening, which stakes nothing and has no multiplier', async () => {
    const p = await kit.player('freeTrial');
    const opened = await call('POST', '/api/daily-case/open', p.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const row = (await later(() => bets('game=fowl_case&tab=mine', p.cookie)))[0];
    expect(row).toMatchObject({ id: opened.json().roundId, game: 'fowl_case', betAmount: 0, multiplier: null, payout: opened.json().fowlsWon });
  });

  it(`lists under High rollers only bets of ${HIGH_ROLLER_MIN_BET} fowls or more`, async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 5000);
    const big = await flip(p.cookie, HIGH_ROLLER_MIN_BET);
    const small = await flip(p.cookie, HIGH_ROLLER_MIN_BET - 1);
    const high = (await later(() => bets('game=fowl_flip&tab=high'))).map((b) => b.id);
    expect(high).toContain(big.id);
    expect(high).not.toContain(small.id);
    for (const b of await later(() => bets('game=fowl_flip&tab=high'))) expect(b.betAmount).toBeGreaterThanOrEqual(HIGH_ROLLER_MIN_BET);
  });

  it("shows a player who hides their name as 'A player' to others and visitors, and as themselves to themselves", async () => {
    const p = await kit.player();
    const other = await kit.player();
    await hide(p.cookie);
    const round = await flip(p.cookie);
    const rowFor = async (cookie?: string) => (await later(() => bets('game=fowl_flip', cookie))).find((b) => b.id === round.id);
    expect(await rowFor()).toMatchObject({ player: null, mine: false });
    expect(await rowFor(other.cookie)).toMatchObject({ player: null, mine: false });
    expect(await rowFor(p.cookie)).toMatchObject({ player: { name: expect.stringMatching(/\S/) }, mine: true });
    expect(await later(() => details(round.id, other.cookie))).toMatchObject({ player: null, mine: false });
    expect(await later(() => details(round.id, p.cookie))).toMatchObject({ player: { name: expect.stringMatching(/\S/) }, mine: true });
  });

  it('opens a round with its seeds and outcome, and its server seed only once its pair is rotated', async () => {
    const p = await kit.player();
    const round = await flip(p.cookie);
    const before = await later(() => details(round.id));
    expect(before).toMatchObject({
      id: round.id,
      game: 'fowl_flip',
      status: round.won ? 'won' : 'lost',
      serverSeedHash: round.fairness.serverSeedHash,
      clientSeed: round.fairness.clientSeed,
      nonce: round.fairness.nonce,
      serverSeed: null,
      outcome: expect.any(Object),
    });
    const revealed = await kit.rotateAndReveal(p.cookie, round);
    expect((await later(() => details(round.id))).serverSeed).toBe(revealed);
  });

  it('never lists or opens a round that has not settled, nor one whose animation still runs', async () => {
    const p = await kit.player();
    const started = await call('POST', '/api/game/hen-house-hazard/start', p.cookie, { betAmount: 10, gameData: { bombCount: 3 } });
    expect(started.statusCode, started.body).toBe(200);
    const running = started.json().game.id as string;
    expect((await later(() => call('GET', `/api/bets/${running}`))).statusCode).toBe(404);
    expect((await later(() => bets('game=hen_house_hazard&tab=mine', p.cookie))).map((b) => b.id)).not.toContain(running);
    const fresh = await flip(p.cookie);
    const res = await call('GET', `/api/bets/${fresh.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Bet not found.');
  });

  it.each([
    ['no game', '', /game must be one of/],
    ['an unknown game', 'game=roulette', /game must be one of/],
    ['an unknown tab', 'game=fowl_flip&tab=everyone', /tab must be one of/],
  ])('refuses %s with a 400 that says why', async (_label, query, message) => {
    const p = await kit.player();
    const res = await call('GET', `/api/bets?${query}`, p.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('refuses a bet id that is not an id with a 400', async () => {
    const res = await call('GET', '/api/bets/not-a-round');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/must be a valid id/);
  });

  it('asks visitors to sign in for My bets, refuses banned accounts, and gives a spectator an empty My bets', async () => {
    const mine = await call('GET', '/api/bets?game=fowl_flip&tab=mine');
    expect(mine.statusCode).toBe(401);
    expect(mine.json().error).toBe('Please sign in with Steam to continue.');
    expect((await call('GET', '/api/bets?game=fowl_flip')).statusCode).toBe(200);
    const banned = await kit.player('banned');
    for (const url of ['/api/bets?game=fowl_flip', '/api/bets?game=fowl_flip&tab=mine', `/api/bets/${crypto.randomUUID()}`]) {
      expect((await call('GET', url, banned.cookie)).statusCode).toBe(403);
    }
    const spectator = await kit.player('spectator');
    expect(await bets('game=fowl_flip&tab=mine', spectator.cookie)).toEqual([]);
  });

  it("pushes a settled round to every open page once its animation is over, to its player's own pages as theirs", async () => {
    const origin = new URL(t.ctx.config.publicUrl).origin;
    const open = async (cookie?: string): Promise<Socket> => {
      const socket = connect(t.baseUrl, {
        path: '/ws',
        transports: ['websocket'],
        extraHeaders: { origin, ...(cookie ? { cookie } : {}) },
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      return socket;
    };
    const p = await kit.player();
    await hide(p.cookie);
    const visitor = await open();
    const own = await open(p.cookie);
    try {
      const seen = { visitor: [] as LiveBet[], own: [] as LiveBet[] };
      visitor.on('live_bet', (b: LiveBet) => seen.visitor.push(b));
      own.on('live_bet', (b: LiveBet) => seen.own.push(b));
      const round = await flip(p.cookie);
      const timeout = LIVE_BET_PUBLIC_AFTER_MS + 10_000;
      await expect
        .poll(() => seen.visitor.find((b) => b.id === round.id), { timeout })
        .toMatchObject({ id: round.id, game: 'fowl_flip', player: null, mine: false, betAmount: 10, payout: round.payout });
      await expect
        .poll(() => seen.own.find((b) => b.id === round.id), { timeout })
        .toMatchObject({ mine: true, player: { name: expect.stringMatching(/\S/) } });
      // The player's own pages get their own version only.
      expect(seen.own.filter((b) => b.id === round.id)).toHaveLength(1);
    } finally {
      visitor.close();
      own.close();
    }
  });
});
