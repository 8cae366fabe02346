import { eq, like } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../../core/contracts/feed';
import { DRAW_PUBLIC_AFTER_MS } from '../../../core/raffles';
import { databaseKinds } from '../../../../test/helpers/databases';
import { gamesTestKit } from '../../../../test/helpers/games';
import { admin, awaitDraw, createRaffle, enter, player, type Admin } from '../../../../test/helpers/raffles';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { feedEvents } from '../../db/schema';
import { createRaffleWins } from '../raffles';
import { seedDemoMoments } from './demo-moments';
import { createFeedService, GAME_WIN_PUBLIC_AFTER_MS } from './feed.service';

// The live wins feed: who may read it, what goes into it and when, and the name a
// player may hide. The app's clock is moved forward to "after the wheel has stopped".

describe.each(databaseKinds)('the live wins feed on %s', (kind) => {
  let t: TestApp;
  let boss: Admin;
  let ahead = 0;
  beforeAll(async () => {
    // Fowl Flip's 2× counts as a big win here, so a flip can be announced.
    t = await startTestApp(kind, { clock: () => new Date(Date.now() + ahead), config: { feed: { bigWinMultiplier: 2 } } });
    boss = await admin(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const kit = gamesTestKit(() => t);
  const feed = async (cookie?: string) => {
    const res = await kit.call('GET', '/api/feed', cookie);
    expect(res.statusCode).toBe(200);
    return (res.json() as { events: FeedEvent[] }).events;
  };
  const later = async <T>(ms: number, read: () => Promise<T>): Promise<T> => {
    ahead = ms;
    try {
      return await read();
    } finally {
      ahead = 0;
    }
  };

  /** The moment of a round, once the write that follows its commit has landed. */
  async function momentOf(roundId: string) {
    const read = async () =>
      (
        await t.ctx.db
          .select()
          .from(feedEvents)
          .where(eq(feedEvents.key, `game_win:${roundId}`))
      )[0];
    await expect.poll(read).toBeDefined();
    return (await read())!;
  }

  /** Flips until the player wins once; returns the winning round's id. */
  async function flipUntilWin(cookie: string): Promise<string> {
    for (let i = 0; i < 60; i++) {
      const res = await kit.call('POST', '/api/fowl-flip/play', cookie, { betAmount: 10, selectedSide: 'heads' });
      expect(res.statusCode).toBe(200);
      if (res.json().result.won) return res.json().result.id as string;
    }
    throw new Error('sixty flips without a win');
  }

  it('lists a big game win once its animation is over, to anyone, with the player, multiplier and payout', async () => {
    const p = await kit.player();
    const roundId = await flipUntilWin(p.cookie);
    const row = await momentOf(roundId);
    expect(row).toMatchObject({ kind: 'game_win', userId: p.userId });
    // Not before the coin has landed on the player's own page.
    expect((await feed()).map((e) => e.id)).not.toContain(row.id);
    const events = await later(GAME_WIN_PUBLIC_AFTER_MS + 1000, () => feed());
    const shown = events.find((e) => e.id === row.id);
    expect(shown).toMatchObject({ kind: 'game_win', game: 'fowl_flip', multiplier: 2, payout: 20, player: { name: expect.stringMatching(/\S/) } });
    // Losses are never news.
    expect(await t.ctx.db.select().from(feedEvents).where(eq(feedEvents.userId, p.userId))).toHaveLength(1);
  });

  it('leaves out wins below the configured multiplier and bonus balls that staked nothing', async () => {
    const p = await kit.player();
    const service = createFeedService(t.ctx);
    const round = { userId: p.userId, game: 'plinko' as const, status: 'won', finishedAt: new Date() };
    await service.roundFinished({ ...round, id: crypto.randomUUID(), betAmount: 100, payout: 150 });
    await service.roundFinished({ ...round, id: crypto.randomUUID(), betAmount: 0, payout: 500 });
    await service.roundFinished({ ...round, id: crypto.randomUUID(), status: 'lost', betAmount: 100, payout: 0 });
    expect(await t.ctx.db.select().from(feedEvents).where(eq(feedEvents.userId, p.userId))).toEqual([]);
  });

  it('tells a raffle winner, their skin and their new level only once the wheel has stopped, and once however often it is told', async () => {
    const raffle = await createRaffle(t, boss, { maxParticipants: 1 });
    const p = await player(t);
    expect((await enter(t, p, raffle.id, 25)).statusCode).toBe(200);
    const drawn = await awaitDraw(t, raffle.id);
    expect(drawn.winnerId).toBe(p.id);
    const wins = createRaffleWins(t.ctx);
    const mine = async () => (await t.ctx.db.select().from(feedEvents).where(eq(feedEvents.userId, p.id))).map((r) => r.kind).sort();
    // While any page may still be spinning its wheel, the win is not even counted yet: the feed says nothing of it.
    await wins.creditDue();
    expect(await mine()).toEqual([]);
    expect((await feed()).filter((e) => e.kind !== 'game_win')).toEqual([]);
    const events = await later(DRAW_PUBLIC_AFTER_MS + 1000, async () => {
      await wins.creditDue();
      await expect.poll(mine).toEqual(['level_up', 'raffle_win']);
      return feed();
    });
    expect(events.find((e) => e.kind === 'raffle_win')).toMatchObject({ raffleId: raffle.id, raffleName: raffle.name, prize: { name: raffle.itemName } });
    expect(events.find((e) => e.kind === 'level_up')).toMatchObject({ level: 'Bronze' });

    // Told again (another instance, a retry): still one moment each.
    const service = createFeedService(t.ctx);
    const win = { raffleId: raffle.id, raffleName: raffle.name, winnerId: p.id, prize: null, levels: ['Bronze'], drawnAt: new Date() };
    await Promise.all([service.raffleWon(win), service.raffleWon(win)]);
    expect(await mine()).toEqual(['level_up', 'raffle_win']);
  });

  it('pushes each moment to every open page when it may be shown, signed in or not', async () => {
    const origin = new URL(t.ctx.config.publicUrl).origin;
    const socket: Socket = connect(t.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { origin }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      const pushed: FeedEvent[] = [];
      socket.on('feed_event', (e: FeedEvent) => pushed.push(e));
      const p = await kit.player();
      const roundId = await flipUntilWin(p.cookie);
      const row = await momentOf(roundId);
      // The round is stamped by the app's clock too, so its moment waits out the animation
      // (a timer on the instance that wrote it) and is pushed then.
      await expect
        .poll(() => pushed.find((e) => e.id === row.id), { timeout: GAME_WIN_PUBLIC_AFTER_MS + 10_000 })
        .toMatchObject({ id: row.id, kind: 'game_win', game: 'fowl_flip' });
    } finally {
      ahead = 0;
      socket.close();
    }
  });

  it("shows a player who hides their name as 'A player', moments already listed included", async () => {
    const p = await kit.player();
    const row = await momentOf(await flipUntilWin(p.cookie));
    const shownAs = async () => (await later(GAME_WIN_PUBLIC_AFTER_MS + 1000, () => feed())).find((e) => e.id === row.id)?.player;
    expect(await shownAs()).not.toBeNull();

    const hide = await kit.call('POST', '/api/user/feed-privacy', p.cookie, { showNameInFeed: false });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ showNameInFeed: false });
    expect(await shownAs()).toBeNull();
    expect((await kit.call('GET', '/api/me', p.cookie)).json().showNameInFeed).toBe(false);

    expect((await kit.call('POST', '/api/user/feed-privacy', p.cookie, { showNameInFeed: true })).statusCode).toBe(200);
    expect(await shownAs()).not.toBeNull();
  });

  it.each([
    ['a string', { showNameInFeed: 'no' }],
    ['nothing', {}],
    ['a number', { showNameInFeed: 0 }],
  ])('refuses %s for the privacy choice with a 400 and changes nothing', async (_label, payload) => {
    const p = await kit.player();
    const res = await kit.call('POST', '/api/user/feed-privacy', p.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/showNameInFeed must be true or false/);
    expect((await kit.call('GET', '/api/me', p.cookie)).json().showNameInFeed).toBe(true);
  });

  it('asks anonymous visitors to sign in before they choose, and refuses banned players and the spectator account', async () => {
    expect((await kit.call('POST', '/api/user/feed-privacy', undefined, { showNameInFeed: false })).statusCode).toBe(401);
    for (const kind of ['banned', 'spectator'] as const) {
      const refused = await kit.player(kind);
      expect((await kit.call('POST', '/api/user/feed-privacy', refused.cookie, { showNameInFeed: false })).statusCode).toBe(403);
    }
  });

  // Catches: a fresh sandbox whose feeds are empty, or demo moments written where they must never be.
  it('opens a fresh sandbox with moments of the Premium demo persona, and writes none in production or without the sandbox', async () => {
    const demo = (await feed()).filter((e) => e.kind === 'game_win' && e.player?.name === 'GoldenGoose');
    expect(demo.length).toBeGreaterThanOrEqual(3);
    // Each a payout a round of its game can make, over the feed's default 5× bar.
    for (const moment of demo) expect(moment.kind === 'game_win' && moment.multiplier >= 5 && moment.payout > 0).toBe(true);

    const demoRows = () => t.ctx.db.select().from(feedEvents).where(like(feedEvents.key, 'demo:%'));
    await t.ctx.db.delete(feedEvents).where(like(feedEvents.key, 'demo:%'));
    await seedDemoMoments({ ...t.ctx, config: { ...t.ctx.config, production: true } });
    await seedDemoMoments({ ...t.ctx, config: { ...t.ctx.config, steam: { ...t.ctx.config.steam, sandbox: false } } });
    expect(await demoRows()).toHaveLength(0);
    await seedDemoMoments(t.ctx);
    expect(await demoRows()).toHaveLength(demo.length);
  });
});
