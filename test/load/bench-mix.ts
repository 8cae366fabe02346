import { RAFFLE_UPDATED_MIN_GAP_MS } from '../../src/server/modules/raffles/raffle-settlement';
import type { BenchData, BenchPlayer } from './bench-data';

/**
 * An interval the web app polls at: the constant it exports, and the file that exports it.
 * test/lint/bench-intervals.test.ts reads each file and fails when the value here differs,
 * so the mix follows the web app.
 */
export interface WebInterval {
  name: string;
  file: string;
  ms: number;
}

export const webIntervals = {
  currentUser: { name: 'CURRENT_USER_POLL_MS', file: 'src/web/lib/auth.ts', ms: 5000 },
  raffleList: { name: 'RAFFLES_POLL_MS', file: 'src/web/features/raffles/api/get-raffles.ts', ms: 5000 },
  rafflePage: { name: 'RAFFLE_PAGE_POLL_MS', file: 'src/web/features/raffles/api/get-raffle.ts', ms: 2000 },
  raffleChat: { name: 'CHAT_POLL_MS', file: 'src/web/features/raffles/api/get-raffle-chat.ts', ms: 5000 },
  userRecord: { name: 'USER_RECORD_POLL_MS', file: 'src/web/features/profile/api/get-user-record.ts', ms: 5000 },
  history: { name: 'HISTORY_POLL_MS', file: 'src/web/features/profile/api/get-transaction-history.ts', ms: 10_000 },
  caseStatus: { name: 'DASHBOARD_CASE_POLL_MS', file: 'src/web/features/profile/api/get-case-status.ts', ms: 5000 },
  entries: { name: 'ENTRIES_POLL_MS', file: 'src/web/features/profile/api/get-active-entries.ts', ms: 5000 },
  leaderboard: { name: 'LEADERBOARD_POLL_MS', file: 'src/web/features/leaderboard/api/get-leaderboard.ts', ms: 30_000 },
} satisfies Record<string, WebInterval>;

/** What the mix assumes beyond the code: printed at the top of every run. */
export interface MixAssumptions {
  /** How long one page stays open: its load fetches happen once per view. */
  pageViewSeconds: number;
  /**
   * Entries (or other changes) per active raffle per minute. Each one sends `raffle_updated`
   * to every socket, at most once a second per raffle, and every open raffle list reads
   * /api/raffles again (useRefetchOnRaffleUpdates in src/web/lib/socket.ts).
   */
  updatesPerRafflePerMinute: number;
}

/** A request an open page sends, and how many times a minute. */
export interface Fetch {
  path: string;
  perMinute: number;
  why: string;
}

export interface PageMix {
  page: string;
  /** The share of players on this page. */
  weight: number;
  fetches: Fetch[];
}

const poll = (path: string, interval: WebInterval): Fetch => ({ path, perMinute: 60_000 / interval.ms, why: `${interval.name} ${interval.ms} ms` });

/**
 * What every signed-in page fetches when it opens, besides its own polls' first reads: the
 * shell reads the platform, the session, the play limits, the live feed and the raffle
 * list, once each; only a reconnect reads them again. The socket's own start (WebSocket
 * first) is left out: it is not a route of the API.
 */
function onLoad(pageViewSeconds: number): Fetch[] {
  const perMinute = 60 / pageViewSeconds;
  const once = (path: string, times: number, why: string): Fetch => ({ path, perMinute: perMinute * times, why: `on load: ${why}` });
  return [
    once('/api/platform', 1, 'the shell'),
    // Read once: the socket's first connect reads nothing again, only a reconnect does (decision 0064).
    once('/api/auth/user', 1, 'the shell'),
    once('/api/play-limits', 1, 'the shell'),
    once('/api/feed', 1, 'the live wins ticker'),
    once('/api/raffles', 1, 'prefetched'),
  ];
}

/**
 * The pages a signed-in player has open, one each, and their shares: the dashboard (`/`),
 * the raffle list, a raffle page (player n on raffle n mod the active raffles, so every
 * raffle is polled) and the leaderboard, a quarter each. The shell polls the session on
 * every page. The raffle page polls its chat, which only entrants read: the data set
 * makes every player an entrant of every active raffle.
 */
export function pagesOf(player: BenchPlayer, index: number, data: BenchData, assumptions: MixAssumptions): PageMix[] {
  const raffleId = data.activeRaffleIds[index % data.activeRaffleIds.length]!;
  const i = webIntervals;
  const load = onLoad(assumptions.pageViewSeconds);
  const shell = [poll('/api/auth/user', i.currentUser), ...load];
  // One announcement per raffle per gap at most, however many entries come in it.
  const updatesPerMinute = data.activeRaffleIds.length * Math.min(assumptions.updatesPerRafflePerMinute, 60_000 / RAFFLE_UPDATED_MIN_GAP_MS);
  return [
    {
      page: '/ (dashboard)',
      weight: 0.25,
      fetches: [
        ...shell,
        poll(`/api/user/${player.steamId}`, i.userRecord),
        poll(`/api/user/${player.steamId}/transaction-history`, i.history),
        poll(`/api/daily-case/can-open/${player.id}`, i.caseStatus),
        poll(`/api/raffles/user-entries/${player.id}`, i.entries),
      ],
    },
    {
      page: '/raffles',
      weight: 0.25,
      fetches: [
        ...shell,
        poll('/api/raffles', i.raffleList),
        {
          path: '/api/raffles',
          perMinute: updatesPerMinute,
          why: `raffle_updated: ${data.activeRaffleIds.length} raffles × ${assumptions.updatesPerRafflePerMinute}/min`,
        },
      ],
    },
    {
      page: '/raffle/:id',
      weight: 0.25,
      fetches: [...shell, poll(`/api/raffle/${raffleId}`, i.rafflePage), poll(`/api/raffles/${raffleId}/chat`, i.raffleChat)],
    },
    { page: '/leaderboard', weight: 0.25, fetches: [...shell, poll('/api/leaderboard', i.leaderboard)] },
  ];
}

/** The page player `index` has open: pages in turn, so each page's share of players is its weight (all equal). */
export const pageOf = (pages: PageMix[], index: number): PageMix => pages[index % pages.length]!;

/** Requests one player on the page sends per second. */
export const requestsPerSecond = (mix: PageMix): number => mix.fetches.reduce((sum, f) => sum + f.perMinute, 0) / 60;

/** Requests per second per player over the pages, weighted. */
export const weightedRequestsPerSecond = (pages: PageMix[]): number => pages.reduce((sum, p) => sum + p.weight * requestsPerSecond(p), 0);

/**
 * One minute of the page's fetches as a request sequence, in proportion to their rates and
 * spread evenly (a 2 s poll appears 30 times, a 10 s poll 6 times, a fetch on load once a
 * view); rates below one a minute are rounded up to one, as a minute is the loop.
 */
export function minuteOf(mix: PageMix): string[] {
  const timed: { at: number; path: string }[] = [];
  for (const fetch of mix.fetches) {
    const times = Math.max(1, Math.round(fetch.perMinute));
    for (let k = 0; k < times; k++) timed.push({ at: (k * 60_000) / times, path: fetch.path });
  }
  return timed.sort((a, b) => a.at - b.at).map((t) => t.path);
}

/** The per-page rates as printed at the top of a run. */
export function describeMix(pages: PageMix[], template: (path: string) => string): string[] {
  const lines: string[] = [];
  for (const page of pages) {
    lines.push(`  ${page.page}: weight ${page.weight}, ${requestsPerSecond(page).toFixed(3)} req/s per player`);
    for (const f of page.fetches) lines.push(`    ${template(f.path)}: ${f.perMinute.toFixed(2)}/min (${f.why})`);
  }
  lines.push(`  weighted: ${weightedRequestsPerSecond(pages).toFixed(3)} req/s per player`);
  return lines;
}
