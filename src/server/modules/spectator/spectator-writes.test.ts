import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { sessionCookieFrom } from '../../../../test/helpers/sign-in';
import { feedback, gameRounds, ledgerEntries, raffleChatMessages, raffleEntries, referrals, supportMessages, users } from '../../db/schema';

// Spectators may read but never act (DESIGN rule 1, decision 0002). This file finds
// every state-changing route the app has, so a route added later is checked too,
// and calls each one as a spectator with a body that would otherwise be accepted.

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes a spectator may call, and why. Everything else that writes must answer 403.
 * Paths are as registered, parameters included.
 */
const OPEN_TO_SPECTATORS: Record<string, string> = {
  'POST /api/auth/logout': 'signing out is always allowed',
  'POST /api/logout': 'the beacon logout a spectator screen sends when the browser closes',
  'POST /api/user/welcome-seen': 'answers 200 and records nothing for a spectator, who sees the terms every visit',
  'POST /api/spectator/auto-login': 'starts a new spectator session',
  'POST /api/raffle/:id/winner':
    'answers the winner the server already drew (open to visitors too); it takes nothing from the caller, and settling a raffle past its end is what the ending job does anyway',
  'POST /api/payment/webhook': 'the payment provider’s webhook, authenticated by its signature, not by a session',
  'POST /api/support/messages': 'the public contact form, open to signed-out visitors too; a message sent from the spectator screen is filed with no account',
};

/** Routes retired for everyone: they answer 410 Gone whoever calls, and change nothing. */
const RETIRED = new Set(['POST /api/games/defuse-bomba']);

/** Routes behind the admin guard (session + admin token): a spectator is refused before any handler runs. */
const isAdminRoute = (path: string) => path.startsWith('/api/admin/') || path.startsWith('/api/steam/');
/** The offline stand-ins for Steam and the payment provider: not part of the platform's API. */
const isSandboxRoute = (path: string) => path.startsWith('/sandbox/');

/** A body each route would accept from a player, so that only the spectator check can refuse it. */
const PLAUSIBLE_BODIES: Record<string, unknown> = {
  'POST /api/admin/login': { password: 'a-guess-at-the-password' },
  'POST /api/admin/toggle-maintenance': { enabled: true },
  'POST /api/admin/raffles': {
    name: 'Spectator raffle',
    description: 'Should never exist',
    endTime: new Date(Date.now() + 3600_000).toISOString(),
    assetId: '1',
  },
  'PUT /api/admin/raffles/:id': { name: 'Renamed by a spectator' },
  'POST /api/feedback': { message: 'Love the wheel!' },
  'POST /api/user/trade-url': { tradeOfferUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=AbCdEf12' },
  'POST /api/daily-case/open': {},
  'POST /api/fairness/client-seed': { clientSeed: 'my-lucky-seed' },
  'POST /api/fairness/rotate': {},
  'POST /api/fowl-flip/play': { betAmount: 10, selectedSide: 'heads' },
  'POST /api/game/hen-house-hazard/start': { betAmount: 10, gameData: { bombCount: 3 } },
  'POST /api/game/hen-house-hazard/reveal': { gameId: randomUUID(), tile: 0 },
  'POST /api/game/hen-house-hazard/cash-out': { gameId: randomUUID() },
  'POST /api/games/defuse-bomba': { betAmount: 10, wiresCorrect: 3, won: true, payout: 30 },
  'POST /api/games/defuse-bomba/start': { betAmount: 10 },
  'POST /api/games/defuse-bomba/cut': { gameId: randomUUID(), wire: 0 },
  'POST /api/games/aim-trainer/start': { targetGoal: 40 },
  'POST /api/games/aim-trainer/shot': { roundId: randomUUID(), seq: 0, x: 100, y: 100 },
  'POST /api/games/aim-trainer': { roundId: randomUUID() },
  'POST /api/raffles/enter': { raffleId: randomUUID(), entryAmount: 10 },
  'POST /api/raffles/:id/chat': { message: 'good luck all' },
  'POST /api/referral/apply': { referralCode: 'CSF-GOOSE-ABC123' },
  'POST /api/payment/create-charge': { planId: 'monthly' },
  'POST /api/activate-premium': { chargeId: 'charge-123', planId: 'monthly' },
  'POST /api/support/messages': { email: 'viewer@example.com', message: 'The stream screen froze during a draw.' },
};

/**
 * Every route with its methods, read from Fastify's route tree. Each line is
 * `<indent>├── <segment> (<METHODS>)`, with four characters of indent per level; a
 * route's path is its segment appended to its parent's path.
 */
function listRoutes(tree: string): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}

describe.each(databaseKinds)('spectators cannot change anything on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let spectatorId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await t.app.inject({ method: 'POST', url: '/api/spectator/auto-login' });
    cookie = sessionCookieFrom(login)!;
    spectatorId = login.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const writeRoutes = () => listRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) => WRITE_METHODS.has(r.method));
  const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  /** Path parameters that name a user get the spectator's own id, so only the spectator rule can refuse. */
  const fill = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => (/user|steam/i.test(name) ? spectatorId : randomUUID()));
  const call = (r: { method: string; path: string }, body: unknown) =>
    t.app.inject({
      method: r.method as 'POST',
      url: fill(r.path),
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('reads the route table', () => {
    const keys = writeRoutes().map(keyOf);
    // A parser that silently found nothing would make the next test pass for the wrong reason.
    for (const known of [
      'POST /api/raffles/enter',
      'POST /api/raffles/:id/chat',
      'POST /api/feedback',
      'PUT /api/admin/raffles/:id',
      'DELETE /api/admin/raffles/:id',
    ]) {
      expect(keys).toContain(known);
    }
    expect(listRoutes('├── /api/a (GET)\n│   └── /b (POST, PUT)\n└── /c (DELETE)')).toEqual([
      { method: 'GET', path: '/api/a' },
      { method: 'POST', path: '/api/a/b' },
      { method: 'PUT', path: '/api/a/b' },
      { method: 'DELETE', path: '/c' },
    ]);
  });

  it('refuses every state-changing route with 403', async () => {
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      const key = keyOf(route);
      if (isSandboxRoute(route.path) || key in OPEN_TO_SPECTATORS) continue;
      const res = await call(route, PLAUSIBLE_BODIES[key] ?? {});
      if (RETIRED.has(key)) {
        if (res.statusCode !== 410) wrong.push(`${key}: ${res.statusCode} ${res.body}`);
        continue;
      }
      if (isAdminRoute(route.path)) {
        if (![401, 403].includes(res.statusCode)) wrong.push(`${key}: ${res.statusCode} ${res.body}`);
        continue;
      }
      if (res.statusCode === 403 && res.json().error === 'Spectators can only watch.') refused.push(key);
      else if (res.statusCode === 400 && !(key in PLAUSIBLE_BODIES)) wrong.push(`${key}: 400 — add a plausible body for it to PLAUSIBLE_BODIES (${res.body})`);
      else wrong.push(`${key}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    expect(refused.length).toBeGreaterThan(10);
  });

  it('lets a spectator sign out, skip the welcome and read raffle results', async () => {
    for (const route of writeRoutes().filter((r) => keyOf(r) in OPEN_TO_SPECTATORS && keyOf(r) !== 'POST /api/payment/webhook')) {
      if (route.path.includes('logout') || route.path.includes('auto-login')) continue;
      const res = await call(route, PLAUSIBLE_BODIES[keyOf(route)]);
      expect.soft([200, 404], keyOf(route)).toContain(res.statusCode);
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, spectatorId));
    expect(row).toMatchObject({ hasSeenWelcome: false, fowlBalance: 0 });
  });

  it('left no trace of the spectator anywhere', async () => {
    expect(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, spectatorId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(feedback).where(eq(feedback.userId, spectatorId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.userId, spectatorId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(raffleChatMessages).where(eq(raffleChatMessages.userId, spectatorId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(gameRounds).where(eq(gameRounds.userId, spectatorId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(referrals).where(eq(referrals.referredId, spectatorId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(supportMessages).where(eq(supportMessages.userId, spectatorId))).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, spectatorId));
    expect(row).toMatchObject({ fowlBalance: 0, tradeOfferUrl: null, subscriptionExpiresAt: null, referredBy: null, totalSpent: 0 });
  });
});
