import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../src/core/contracts/feed';
import type { LeaderboardEntry } from '../../src/core/contracts/leaderboard';
import type { Raffle } from '../../src/core/contracts/raffles';
import type { RecentWinner } from '../../src/core/contracts/spectator';
import { ANONYMOUS_PLAYER } from '../../src/core/feed';
import { DRAW_PUBLIC_AFTER_MS } from '../../src/core/raffles';
import { databaseKinds } from '../helpers/databases';
import { admin, awaitDraw, createRaffle, enter, player, type Player } from '../helpers/raffles';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Every route that lists raffle winners follows one rule (decision 0048): nobody is named
// before the draw's public moment (every wheel showing the draw has stopped), and a
// player who hides their name from the live wins feed is 'A player' there. The winner
// here asks for their win as soon as the draw is made, as a page that skipped its wheel
// would: their win is counted at once (decision 0039), and still no list may tell.

/** What a route tells of the raffle's winner: the name it shows, or null while it names nobody. */
type Reader = (t: TestApp, raffleId: string, winner: Player) => Promise<string | null>;

const get = async <T>(t: TestApp, url: string): Promise<T> => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};

/** Each route, how to read it, and whether it lists winners (and so shows a hidden player as 'A player'). */
const routes: [string, Reader, { listsWinners: boolean }][] = [
  [
    'the raffle list’s results',
    async (t, raffleId) => {
      const result = (await get<{ raffles: Raffle[] }>(t, '/api/raffles')).raffles.find((r) => r.id === raffleId)!;
      expect(result.status).toBe('completed');
      // The id would name them as well as the name does.
      expect(result.winnerId).toBe(result.winner?.id ?? null);
      return result.winner?.username ?? null;
    },
    { listsWinners: true },
  ],
  [
    'the spectator screen’s recent winners',
    async (t, raffleId) =>
      (await get<{ winners: RecentWinner[] }>(t, '/api/spectator/winners')).winners.find((w) => w.raffleId === raffleId)?.winner.username ?? null,
    { listsWinners: true },
  ],
  [
    'the live wins feed (the home page, the dashboard, the raffle list and the game hub)',
    async (t, raffleId) => {
      const events = (await get<{ events: FeedEvent[] }>(t, '/api/feed')).events;
      const win = events.find((e) => e.kind === 'raffle_win' && e.raffleId === raffleId);
      return win ? (win.player?.name ?? ANONYMOUS_PLAYER) : null;
    },
    { listsWinners: true },
  ],
  [
    'the leaderboard’s raffle wins',
    async (t, _raffleId, winner) => {
      const row = (await get<{ leaderboard: LeaderboardEntry[] }>(t, '/api/leaderboard')).leaderboard.find((r) => r.id === winner.id)!;
      return row.totalWins > 0 ? row.username : null;
    },
    // It ranks every player by name for their wagers (spec part 1 §9) and never says which raffle anyone won.
    { listsWinners: false },
  ],
];

describe.each(databaseKinds)('lists of raffle winners on %s', (kind) => {
  let t: TestApp;
  let ahead = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock: () => new Date(Date.now() + ahead) });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A raffle two new players fill, drawn now; its winner asks for the win at once. */
  async function drawnRaffle(): Promise<{ raffleId: string; winner: Player; name: string }> {
    const boss = await admin(t);
    const raffle = await createRaffle(t, boss, { maxParticipants: 2 });
    const players = [await player(t), await player(t)];
    for (const p of players) expect((await enter(t, p, raffle.id, 25)).statusCode).toBe(200);
    const drawn = await awaitDraw(t, raffle.id);
    const winner = players.find((p) => p.id === drawn.winnerId)!;
    const asked = await t.app.inject({ method: 'POST', url: `/api/raffle/${raffle.id}/winner`, headers: { cookie: winner.cookie }, payload: {} });
    expect(asked.json().winner.id).toBe(winner.id);
    return { raffleId: raffle.id, winner, name: drawn.winner!.username };
  }

  it.each(routes)(
    '%s: nobody before the draw’s public moment, then the winner, and ‘A player’ in lists for one who hides their name',
    async (_route, read, { listsWinners }) => {
      ahead = 0;
      const { raffleId, winner, name } = await drawnRaffle();
      try {
        // The wheels are still turning (the draw was just now).
        expect(await read(t, raffleId, winner)).toBeNull();
        ahead = DRAW_PUBLIC_AFTER_MS + 1000;
        expect(await read(t, raffleId, winner)).toBe(name);

        const hide = await t.app.inject({
          method: 'POST',
          url: '/api/user/feed-privacy',
          headers: { cookie: winner.cookie },
          payload: { showNameInFeed: false },
        });
        expect(hide.statusCode).toBe(200);
        expect(await read(t, raffleId, winner)).toBe(listsWinners ? ANONYMOUS_PLAYER : name);
      } finally {
        ahead = 0;
      }
    },
  );

  it('shows no picture of a player who hides their name', async () => {
    const { raffleId, winner } = await drawnRaffle();
    ahead = DRAW_PUBLIC_AFTER_MS + 1000;
    try {
      await t.app.inject({ method: 'POST', url: '/api/user/feed-privacy', headers: { cookie: winner.cookie }, payload: { showNameInFeed: false } });
      const result = (await get<{ raffles: Raffle[] }>(t, '/api/raffles')).raffles.find((r) => r.id === raffleId)!;
      expect(result.winner).toMatchObject({ username: ANONYMOUS_PLAYER, avatar: '' });
      const listed = (await get<{ winners: RecentWinner[] }>(t, '/api/spectator/winners')).winners.find((w) => w.raffleId === raffleId);
      expect(listed?.winner).toEqual({ username: ANONYMOUS_PLAYER, avatar: '' });
      // The raffle's own page still has its winner from the draw: its wheel lands on them (decisions 0036, 0039).
      expect((await get<Raffle>(t, `/api/raffle/${raffleId}`)).winner?.id).toBe(winner.id);
    } finally {
      ahead = 0;
    }
  });
});
