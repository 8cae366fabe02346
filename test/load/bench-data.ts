import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { createSessionService, SESSION_COOKIE } from '../../src/server/modules/accounts';
import { postEntry } from '../../src/server/modules/ledger';

/** How big the bench's data set is: the full one, or a tiny one for the smoke run. */
export interface BenchSizes {
  players: number;
  activeRaffles: number;
  /** Entrants in each active raffle (at most `players`). */
  entrantsPerActive: number;
  endedRaffles: number;
  /** Entrants in each ended raffle (at most `players`). */
  entrantsPerEnded: number;
  chatPerActive: number;
}

export interface BenchPlayer {
  id: string;
  steamId: string;
  /** "fowls_session=…", signed as the browser holds it. */
  cookie: string;
}

export interface BenchData {
  players: BenchPlayer[];
  activeRaffleIds: string[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The data set of the benchmark: Premium players with fowls and a live session each,
 * active raffles full of entrants with chat, and many ended raffles with their entries
 * (the history that must not slow down what players poll). Written in bulk SQL so the
 * full set takes seconds; every fowl a player holds comes through the ledger. The ended
 * raffles' wins are counted already, as they would be long after: otherwise the platform's
 * win-crediting job works through them during the run, and its locks can deadlock with
 * the bulk insert of their entries.
 */
export async function seedBenchData(app: FastifyInstance, db: Db, sizes: BenchSizes): Promise<BenchData> {
  const players = rowsOf<{ id: string; steam_id: string }>(
    await db.execute(sql`
      INSERT INTO users (steam_id, username, subscription_expires_at, has_seen_welcome, trade_offer_url)
      SELECT '7656119900' || lpad(g::text, 7, '0'), 'Bench player ' || g, now() + interval '30 days', true,
             'https://steamcommunity.com/tradeoffer/new/?partner=' || (1000000 + g) || '&token=Bench123'
      FROM generate_series(1, ${sizes.players}) g
      RETURNING id, steam_id`),
  );
  for (const p of players) {
    await db.transaction((tx) =>
      postEntry(tx, { userId: p.id, amount: 1_000_000, type: 'admin_adjustment', description: 'bench', idempotencyKey: `bench-fund:${p.id}`, at: new Date() }),
    );
  }
  const sessions = createSessionService({ db, clock: () => new Date() });
  const withCookies: BenchPlayer[] = [];
  for (const p of players) {
    const { token } = await sessions.create(p.id, { userAgent: 'bench' });
    withCookies.push({ id: p.id, steamId: p.steam_id, cookie: `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(token))}` });
  }

  const active = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO raffles (name, description, type, min_entry, max_participants, end_time, seed, seed_hash)
      SELECT 'Active raffle ' || g, 'A raffle of the bench', 'daily', 10, ${Math.max(1, sizes.entrantsPerActive)}, now() + interval '1 day',
             md5(g::text), md5('hash' || g)
      FROM generate_series(1, ${sizes.activeRaffles}) g
      RETURNING id`),
  );
  await db.execute(sql`
    INSERT INTO raffles (name, description, type, min_entry, max_participants, end_time, status, end_reason, ended_at, drawn_at, win_credited_at, winner_id, seed, seed_hash, created_at)
    SELECT 'Ended raffle ' || g, 'An ended raffle of the bench', 'hourly', 10, ${Math.max(1, sizes.entrantsPerEnded)},
           now() - g * interval '1 hour', 'completed', 'time_expired', now() - g * interval '1 hour', now() - g * interval '1 hour', now() - g * interval '1 hour',
           (SELECT id FROM users WHERE username = 'Bench player ' || (1 + g % ${sizes.players})), md5(g::text), md5('hash' || g), now() - g * interval '1 hour' - interval '1 day'
    FROM generate_series(1, ${sizes.endedRaffles}) g`);
  // Entrants: player n enters raffle r when (n + r) falls in the raffle's window of the player list.
  const entriesOf = (status: string, entrants: number) => sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'Bench player %'),
         r AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM raffles WHERE status = ${status})
    INSERT INTO raffle_entries (raffle_id, user_id, entry_amount, created_at)
    SELECT r.id, p.id, 10 + (p.n % 5) * 10, now() - (p.n || ' seconds')::interval
    FROM r JOIN p ON (p.n + r.n) % ${sizes.players} < ${entrants}`;
  await db.execute(entriesOf('active', Math.min(sizes.entrantsPerActive, sizes.players)));
  await db.execute(entriesOf('completed', Math.min(sizes.entrantsPerEnded, sizes.players)));
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'Bench player %')
    INSERT INTO raffle_chat_messages (raffle_id, user_id, message, created_at)
    SELECT r.id, p.id, 'Good luck everyone! #' || g, now() - (g || ' seconds')::interval
    FROM raffles r CROSS JOIN generate_series(1, ${sizes.chatPerActive}) g JOIN p ON p.n = 1 + g % ${sizes.players}
    WHERE r.status = 'active'`);
  await db.execute(sql`ANALYZE`);
  return { players: withCookies, activeRaffleIds: active.map((r) => r.id) };
}
