import type { BenchData, BenchPlayer } from './bench-data';

/** One route an open page polls, at the specification's interval. */
export interface Poll {
  path: string;
  everyMs: number;
}

export interface PageMix {
  page: string;
  polls: Poll[];
}

/**
 * What a signed-in player's open pages poll (spec part 1 §7, part 2 §9): the raffle
 * list, a raffle page and the dashboard. The current user is polled by the shell on
 * every page. Raffle cards show the count the list carries and poll nothing
 * (docs/decisions/0028). The raffle page polls its chat, which only entrants may read:
 * the data set makes every player an entrant of every active raffle.
 */
export function pagesOf(player: BenchPlayer, data: BenchData): PageMix[] {
  const raffleId = data.activeRaffleIds[0]!;
  const currentUser: Poll = { path: '/api/auth/user', everyMs: 5000 };
  return [
    {
      page: '/raffles',
      polls: [currentUser, { path: '/api/raffles', everyMs: 5000 }],
    },
    {
      page: '/raffle/:id',
      polls: [currentUser, { path: `/api/raffle/${raffleId}`, everyMs: 2000 }, { path: `/api/raffles/${raffleId}/chat`, everyMs: 5000 }],
    },
    {
      page: '/dashboard',
      polls: [
        currentUser,
        { path: `/api/user/${player.steamId}`, everyMs: 5000 },
        { path: `/api/user/${player.steamId}/transaction-history`, everyMs: 10_000 },
        { path: `/api/daily-case/can-open/${player.id}`, everyMs: 5000 },
        { path: `/api/raffles/user-entries/${player.id}`, everyMs: 5000 },
      ],
    },
  ];
}

/** Requests one player on the page sends per second. */
export const requestsPerSecond = (mix: PageMix): number => mix.polls.reduce((sum, p) => sum + 1000 / p.everyMs, 0);

/**
 * One minute of the page's polls as a request sequence, in the proportions of their
 * intervals and spread evenly (a 2 s poll appears 30 times, a 10 s poll 6 times).
 */
export function minuteOf(mix: PageMix): string[] {
  const timed: { at: number; path: string }[] = [];
  for (const poll of mix.polls) {
    for (let at = 0; at < 60_000; at += poll.everyMs) timed.push({ at, path: poll.path });
  }
  return timed.sort((a, b) => a.at - b.at).map((t) => t.path);
}
