import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../../../test/helpers/databases';
import { signIn } from '../../../../test/helpers/sign-in';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { insertUser, randomSteamId } from '../../../../test/helpers/users';
import { LEADERBOARD_SIZE, type LeaderboardEntry } from '../../../core/contracts/leaderboard';
import { demoPersonas } from '../../integrations/steam';
import { leaderboardRepository } from './leaderboard.repository';
import { createLeaderboardService } from './leaderboard.service';

const demoAdmin = demoPersonas.find((p) => p.role === 'admin')!.steamId;
const hiddenAdmin = randomSteamId();

describe.each(databaseKinds)('leaderboard on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { ADMIN_STEAM_IDS: `${demoAdmin},${hiddenAdmin}`, LEADERBOARD_HIDDEN_ADMIN_STEAM_ID: hiddenAdmin } });
    const add = async (key: string, fields: Parameters<typeof insertUser>[1]) => {
      ids[key] = (await insertUser(t.ctx.db, { username: key, ...fields })).id;
    };
    await add('top', { raffleWagered: 9000, totalWins: 2 });
    // Equal wagers: more wins first, then the name.
    await add('bravo', { raffleWagered: 5000, totalWins: 3 });
    await add('alpha', { raffleWagered: 5000, totalWins: 1 });
    await add('charlie', { raffleWagered: 5000, totalWins: 1 });
    await add('quietAdmin', { steamId: hiddenAdmin, raffleWagered: 4000 });
    await add('watcher', { raffleWagered: 1_000_000, isSpectator: true });
    await add('cheater', { raffleWagered: 2_000_000, isBanned: true });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  // First in this block, so the app's cache is still empty.
  it('answers 50 simultaneous requests with one database query', async () => {
    const top = vi.spyOn(leaderboardRepository, 'top');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => get(i % 2 ? '/api/leaderboard' : '/api/leaderboard?sort=nonsense&limit=-5')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(top).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // Later polls within the TTL cost nothing either.
    await get('/api/leaderboard');
    expect(top).toHaveBeenCalledTimes(1);
  });

  it('ranks by fowls wagered, then wins, then name, without spectators or banned players', async () => {
    const res = await get('/api/leaderboard');
    expect(res.statusCode).toBe(200);
    const { leaderboard, updatedAt } = res.json() as { leaderboard: LeaderboardEntry[]; updatedAt: string };
    expect(Number.isNaN(Date.parse(updatedAt))).toBe(false);
    expect(leaderboard.slice(0, 5).map((e) => e.username)).toEqual(['top', 'bravo', 'alpha', 'charlie', 'quietAdmin']);
    expect(leaderboard.map((e) => e.id)).not.toContain(ids.watcher);
    expect(leaderboard.map((e) => e.id)).not.toContain(ids.cheater);
    expect(leaderboard[0]).toEqual({
      id: ids.top,
      username: 'top',
      steamId: expect.stringMatching(/^7656119\d{10}$/),
      avatar: '',
      raffleWagered: 9000,
      totalWins: 2,
      fowlBalance: 0,
      isAdmin: false,
    });
    expect(leaderboard.length).toBeLessThanOrEqual(LEADERBOARD_SIZE);
  });

  it('marks admins, except the one the operator keeps unmarked', async () => {
    const { leaderboard } = (await get('/api/leaderboard')).json() as { leaderboard: LeaderboardEntry[] };
    expect(leaderboard.find((e) => e.steamId === demoAdmin)?.isAdmin).toBe(true);
    expect(leaderboard.find((e) => e.steamId === hiddenAdmin)?.isAdmin).toBe(false);
    expect(leaderboard.filter((e) => e.isAdmin).map((e) => e.steamId)).toEqual([demoAdmin]);
  });

  it('is public, and the same for every caller', async () => {
    const { cookie } = await signIn(t.app);
    const anonymous = await get('/api/leaderboard');
    const signedIn = await get('/api/leaderboard', cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
  });

  it('queries again once the cached ranking expires, and never keeps more than the top', async () => {
    let clock = 0;
    const service = createLeaderboardService(t.ctx, { ttlMs: 15_000, now: () => clock });
    const top = vi.spyOn(leaderboardRepository, 'top');
    expect((await service.get()).leaderboard.map((e) => e.username)).not.toContain('newcomer');
    await insertUser(t.ctx.db, { username: 'newcomer', raffleWagered: 100_000 });
    clock += 14_999;
    expect((await service.get()).leaderboard[0]!.username).not.toBe('newcomer');
    clock += 1;
    expect((await service.get()).leaderboard[0]!.username).toBe('newcomer');
    expect(top).toHaveBeenCalledTimes(2);
    expect(top).toHaveBeenCalledWith(t.ctx.db, LEADERBOARD_SIZE, expect.any(Date));
  });
});
