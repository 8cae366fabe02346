import { LEADERBOARD_SIZE, type Leaderboard } from '../../../core/contracts/leaderboard';
import { drawnPubliclyBy } from '../../../core/raffles';
import type { AppContext } from '../../context';
import { isAdminSteamId } from '../accounts';
import { createCachedLoader } from './cached-loader';
import { leaderboardRepository } from './leaderboard.repository';

/**
 * Every open leaderboard polls every 30 s. One query per instance per TTL serves
 * them all, so thousands of viewers cost the database next to nothing; a ranking
 * at most this old is fine for a leaderboard.
 */
export const LEADERBOARD_CACHE_TTL_MS = 15_000;

export function createLeaderboardService(ctx: AppContext, opts: { ttlMs?: number; now?: () => number } = {}) {
  const { config } = ctx;
  const showsAdminBadge = (steamId: string) => isAdminSteamId(config, steamId) && steamId !== config.leaderboardHiddenAdminSteamId;

  const cache = createCachedLoader<Leaderboard>(
    async () => {
      const now = ctx.clock();
      const rows = await leaderboardRepository.top(ctx.db, LEADERBOARD_SIZE, new Date(drawnPubliclyBy(now.getTime())));
      return {
        leaderboard: rows.map((row) => ({ ...row, isAdmin: showsAdminBadge(row.steamId) })),
        updatedAt: now.toISOString(),
      };
    },
    // The app's clock, which also decides which wins are public yet: a test that moves it expires the ranking too.
    { ttlMs: opts.ttlMs ?? LEADERBOARD_CACHE_TTL_MS, now: opts.now ?? (() => ctx.clock().getTime()) },
  );

  return { get: () => cache.get(), clear: () => cache.clear() };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
