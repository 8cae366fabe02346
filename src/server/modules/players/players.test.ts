import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../test/helpers/databases';
import { signedInPlayer } from '../../../../test/helpers/players';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { insertUser } from '../../../../test/helpers/users';
import { PLAYER_NOT_FOUND, PROFILE_BEST_WINS, type PublicProfile } from '../../../core/contracts/players';
import { DRAW_PUBLIC_AFTER_MS } from '../../../core/raffles';
import { fairSeeds, gameRounds, raffles } from '../../db/schema';

describe.each(databaseKinds)('public player profiles on %s', (kind) => {
  let t: TestApp;
  let winner: { id: string };
  const get = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/players/${id}`, headers: cookie ? { cookie } : {} });

  /** A finished round of `game` with this stake and payout, on a seed pair of its own. */
  async function round(userId: string, game: string, bet: number, payout: number, status = 'won') {
    const [seed] = await t.ctx.db.insert(fairSeeds).values({ userId, serverSeed: 's', serverSeedHash: 'h', clientSeed: 'c', active: false }).returning();
    await t.ctx.db
      .insert(gameRounds)
      .values({ userId, game, status, betAmount: bet, payout, seedId: seed!.id, serverSeedHash: 'h', clientSeed: 'c', nonce: 0, finishedAt: new Date() });
  }

  /** A raffle this player won, drawn `agoMs` ago. */
  async function wonRaffle(userId: string, name: string, agoMs: number) {
    await t.ctx.db.insert(raffles).values({
      name,
      description: 'd',
      endTime: new Date(Date.now() - agoMs - 60_000),
      status: 'completed',
      winnerId: userId,
      itemName: `${name} skin`,
      itemImageUrl: 'https://community.cloudflare.steamstatic.com/economy/image/x',
      seed: 'seed',
      seedHash: 'hash',
      drawnAt: new Date(Date.now() - agoMs),
    });
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    winner = await insertUser(t.ctx.db, { username: 'Clucker', avatar: 'https://avatars.steamstatic.com/a.jpg', totalWins: 3, raffleWagered: 500 });
    await round(winner.id, 'fowl_flip', 100, 196);
    await round(winner.id, 'plinko', 10, 1000);
    await round(winner.id, 'hen_house_hazard', 50, 0, 'lost');
    for (let i = 0; i < PROFILE_BEST_WINS + 2; i++) await round(winner.id, 'defuse_bomba', 5, 6 + i);
    await wonRaffle(winner.id, 'Old Hourly', DRAW_PUBLIC_AFTER_MS + 3600_000);
    // Still spinning on someone's screen: not on the profile yet.
    await wonRaffle(winner.id, 'Just Drawn', 1000);
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows a player's public record to anyone, signed in or not", async () => {
    const viewer = await signedInPlayer(t);
    for (const cookie of [undefined, viewer.cookie]) {
      const res = await get(winner.id, cookie);
      expect(res.statusCode).toBe(200);
      const profile = res.json() as PublicProfile;
      if (profile.private) throw new Error('expected a public profile');
      expect(profile).toMatchObject({
        id: winner.id,
        username: 'Clucker',
        level: 'Bronze',
        rafflesWon: 3,
        wagered: 500 + 100 + 10 + 50 + 5 * (PROFILE_BEST_WINS + 2),
      });
      expect(profile.raffleWins.map((w) => w.raffleName)).toEqual(['Old Hourly']);
      expect(profile.raffleWins[0]!.prize?.name).toBe('Old Hourly skin');
      // The largest payouts first, losses never, at most PROFILE_BEST_WINS.
      expect(profile.bestWins).toHaveLength(PROFILE_BEST_WINS);
      expect(profile.bestWins.slice(0, 2).map((w) => [w.game, w.payout, w.multiplier])).toEqual([
        ['plinko', 1000, 100],
        ['fowl_flip', 196, 1.96],
      ]);
    }
  });

  it('keeps the profile of a player who hides their name from the feed private', async () => {
    const shy = await insertUser(t.ctx.db, { username: 'Shy', showNameInFeed: false, totalWins: 9 });
    await round(shy.id, 'plinko', 10, 1000);
    const res = await get(shy.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ private: true, id: shy.id });
  });

  it('has no profile for an unknown id, a banned player or the spectator account', async () => {
    const banned = await insertUser(t.ctx.db, { isBanned: true });
    const spectator = await insertUser(t.ctx.db, { isSpectator: true });
    for (const id of [banned.id, spectator.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: PLAYER_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });

  it('refuses an id that is not one, with a clear message', async () => {
    for (const id of ['abc', '76561198000000000', 'a'.repeat(90), '%00']) {
      const res = await get(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/id/);
    }
  });
});
