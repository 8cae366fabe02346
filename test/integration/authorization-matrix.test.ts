import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNED_MESSAGE, PREMIUM_REQUIRED_MESSAGE } from '../../src/server/modules/accounts';
import { ADMIN_SESSION_EXPIRED, NO_ADMIN_PRIVILEGES } from '../../src/server/modules/admin';
import type { users } from '../../src/server/db/schema';
import { routeAccessPlugin, type RouteAccess, type RouteAccessEntry } from '../../src/server/plugins/route-access';
import { databaseKinds } from '../helpers/databases';
import { signedInPlayer } from '../helpers/players';
import { adminToken } from '../helpers/sign-in';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Every registered route, called as every kind of caller. The rule each route
// declares (config.access) says who must be refused and how; a route without a
// rule stops the app from starting, so a new route cannot slip past this suite.

type Role = 'anonymous' | 'freeTrial' | 'premium' | 'spectator' | 'banned' | 'adminWithoutToken' | 'admin';
const roles: Role[] = ['anonymous', 'freeTrial', 'premium', 'spectator', 'banned', 'adminWithoutToken', 'admin'];

const SIGN_IN = { status: 401, error: 'Please sign in with Steam to continue.' };
const BANNED = { status: 403, error: BANNED_MESSAGE };
const SPECTATOR = { status: 403, error: 'Spectators can only watch.' };
const NOT_PREMIUM = { status: 403, error: PREMIUM_REQUIRED_MESSAGE };
const NOT_ADMIN = { status: 403, error: NO_ADMIN_PRIVILEGES };
const NO_TOKEN = { status: 401, error: ADMIN_SESSION_EXPIRED };
type Refusal = typeof SIGN_IN;
const accessRefusals = [SIGN_IN, BANNED, SPECTATOR, NOT_PREMIUM, NOT_ADMIN, NO_TOKEN];

/** The refusal a caller must get from a route's rule, or null when the rule lets them through. */
const expectedRefusal: Record<RouteAccess, Record<Role, Refusal | null>> = {
  public: { anonymous: null, freeTrial: null, premium: null, spectator: null, banned: null, adminWithoutToken: null, admin: null },
  callback: { anonymous: null, freeTrial: null, premium: null, spectator: null, banned: null, adminWithoutToken: null, admin: null },
  sandbox: { anonymous: null, freeTrial: null, premium: null, spectator: null, banned: null, adminWithoutToken: null, admin: null },
  viewer: { anonymous: null, freeTrial: null, premium: null, spectator: null, banned: BANNED, adminWithoutToken: null, admin: null },
  user: { anonymous: SIGN_IN, freeTrial: null, premium: null, spectator: null, banned: BANNED, adminWithoutToken: null, admin: null },
  player: { anonymous: SIGN_IN, freeTrial: null, premium: null, spectator: SPECTATOR, banned: BANNED, adminWithoutToken: null, admin: null },
  premium: { anonymous: SIGN_IN, freeTrial: NOT_PREMIUM, premium: null, spectator: SPECTATOR, banned: BANNED, adminWithoutToken: null, admin: null },
  'admin-account': { anonymous: SIGN_IN, freeTrial: NOT_ADMIN, premium: NOT_ADMIN, spectator: NOT_ADMIN, banned: BANNED, adminWithoutToken: null, admin: null },
  admin: { anonymous: SIGN_IN, freeTrial: NOT_ADMIN, premium: NOT_ADMIN, spectator: NOT_ADMIN, banned: BANNED, adminWithoutToken: NO_TOKEN, admin: null },
  'admin-setup': {
    anonymous: SIGN_IN,
    freeTrial: NOT_ADMIN,
    premium: NOT_ADMIN,
    spectator: NOT_ADMIN,
    banned: BANNED,
    adminWithoutToken: NO_TOKEN,
    admin: null,
  },
};

/** Path parameters that name a user: only that user (or an admin) may use them. */
const USER_PARAMS = new Set(['userId', 'steamId']);

interface Caller {
  id: string;
  headers: Record<string, string>;
}

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let callers: Record<Role, Caller>;
  let other: Caller;

  const player = async (fields: Partial<typeof users.$inferInsert>, steamId?: string): Promise<Caller> => {
    const p = await signedInPlayer(t, { fields, ...(steamId ? { steamId } : {}) });
    return { id: p.id, headers: { cookie: p.cookie } };
  };

  /** One signed-in caller of each kind (the same accounts each time, with new sessions). */
  async function signInCallers(): Promise<Record<Role, Caller>> {
    const month = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const signedIn = {
      freeTrial: await player({}),
      premium: await player({ subscriptionExpiresAt: month }),
      // Premium too, so that it is the spectator or ban rule that refuses them.
      spectator: await player({ subscriptionExpiresAt: month, isSpectator: true }),
      banned: await player({ subscriptionExpiresAt: month, isBanned: true }),
      // The demo admin, with Premium, so that only the admin rules can refuse it.
      adminWithoutToken: await player({ subscriptionExpiresAt: month }, t.ctx.config.admin.steamIds[0]),
    };
    const token = await adminToken(t.app, signedIn.adminWithoutToken.headers.cookie!);
    const admin = { ...signedIn.adminWithoutToken, headers: { ...signedIn.adminWithoutToken.headers, authorization: `Bearer ${token}` } };
    return { anonymous: { id: other.id, headers: {} }, ...signedIn, admin };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    other = await player({});
    callers = await signInCallers();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The URL with its parameters filled: users as `userFor`, anything else an unknown id. */
  const urlFor = (route: RouteAccessEntry, userFor: string) =>
    route.url.replace(/:(\w+)/g, (_m, name: string) => (USER_PARAMS.has(name) ? userFor : randomUUID()));

  const call = (route: RouteAccessEntry, caller: Caller, url: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url,
      headers: caller.headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  /** Routes that end or replace sessions and admin tokens get callers of their own, so they do not disarm the others. */
  const endsSessions = (route: RouteAccessEntry) => /logout|auto-login/.test(route.url);
  const routesToCall = () => t.app.routeTable.filter((r) => r.access !== 'sandbox' && r.access !== 'callback');

  /** Calls the route as every kind of caller; returns what went against its rule. */
  async function checkRoute(route: RouteAccessEntry, who: Record<Role, Caller>): Promise<string[]> {
    const failures: string[] = [];
    for (const role of roles) {
      const caller = who[role];
      const res = await call(route, caller, urlFor(route, caller.id));
      const where = `${role} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (res.statusCode >= 500) failures.push(`5xx: ${where}`);
      const refusal = expectedRefusal[route.access][role];
      const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as { error?: string }) : {};
      if (refusal) {
        if (res.statusCode !== refusal.status || body.error !== refusal.error) failures.push(`should refuse (${refusal.status} ${refusal.error}): ${where}`);
      } else if (accessRefusals.some((r) => r.status === res.statusCode && r.error === body.error)) {
        failures.push(`should let through: ${where}`);
      }
    }
    return failures;
  }

  it('covers every API route, each with a rule', () => {
    const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(60);
    for (const route of t.app.routeTable) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    // The admin prefixes are admin-only, whatever else changes.
    for (const route of apiRoutes.filter((r) => /^\/api\/(admin|steam)\//.test(r.url))) {
      expect(['admin', 'admin-setup', 'admin-account'], `${route.method} ${route.url}`).toContain(route.access);
    }
  });

  it('refuses exactly the callers each rule names, and lets the others through', async () => {
    const failures: string[] = [];
    for (const route of routesToCall().filter((r) => !endsSessions(r))) failures.push(...(await checkRoute(route, callers)));
    expect(failures).toEqual([]);
  });

  it('answers a signed-out visitor the current-user check with null: the one viewer route every page calls', async () => {
    const route = t.app.routeTable.find((r) => r.method === 'GET' && r.url === '/api/auth/user')!;
    expect(route.access).toBe('viewer');
    const res = await call(route, callers.anonymous, route.url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    // Every route that needs a signed-in user still refuses the visitor with 401.
    const me = t.app.routeTable.find((r) => r.method === 'GET' && r.url === '/api/me')!;
    expect((await call(me, callers.anonymous, me.url)).statusCode).toBe(401);
  });

  it('does the same for the routes that end or replace a session, each with fresh sessions', async () => {
    const failures: string[] = [];
    const routes = routesToCall().filter(endsSessions);
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) failures.push(...(await checkRoute(route, await signInCallers())));
    expect(failures).toEqual([]);
  });

  it("refuses another player's ids; admins in the portal may read them except where a route is the player's own only", async () => {
    const failures: string[] = [];
    const routes = routesToCall().filter((r) => !endsSessions(r) && [...r.url.matchAll(/:(\w+)/g)].some((m) => USER_PARAMS.has(m[1]!)));
    expect(routes.length).toBeGreaterThan(5);
    // Fresh sessions: the tests before may have ended the admin's, and its token with it.
    const callers = await signInCallers();
    for (const route of routes) {
      for (const role of ['freeTrial', 'premium', 'spectator'] as const) {
        const res = await call(route, callers[role], urlFor(route, other.id));
        if (res.statusCode !== 403) failures.push(`${role} ${route.method} ${route.url} with another player's id -> ${res.statusCode}`);
      }
      // An admin's Steam session alone reads no one else's data: that needs the portal's token, as every admin write does.
      const withoutToken = await call(route, callers.adminWithoutToken, urlFor(route, other.id));
      const ownOnlyWithoutToken = withoutToken.statusCode === 403 && /^You can only view your own/.test((withoutToken.json() as { error: string }).error);
      if (!ownOnlyWithoutToken && !(withoutToken.statusCode === 401 && withoutToken.json().code === 'ADMIN_TOKEN_REQUIRED'))
        failures.push(`adminWithoutToken ${route.method} ${route.url} with a player's id -> ${withoutToken.statusCode}`);
      const res = await call(route, callers.admin, urlFor(route, other.id));
      const ownOnly = res.statusCode === 403 && /^You can only view your own/.test((res.json() as { error: string }).error);
      if (res.statusCode === 401 || (res.statusCode === 403 && !ownOnly))
        failures.push(`admin ${route.method} ${route.url} with a player's id -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('route rules', () => {
  const appWith = async (register: (app: ReturnType<typeof Fastify>) => void) => {
    const app = Fastify();
    const pass = () => undefined;
    await app.register(routeAccessPlugin, {
      checks: {
        public: pass,
        viewer: pass,
        user: pass,
        player: pass,
        premium: pass,
        'admin-account': pass,
        'admin-setup': pass,
        admin: pass,
        callback: pass,
        sandbox: pass,
      },
    });
    register(app);
    return app;
  };

  it('refuse to start with a route that declares none, or an admin route that is not admin-only', async () => {
    await expect(appWith((app) => app.get('/api/new-thing', async () => ({})))).rejects.toThrow(/declares no access rule/);
    await expect(appWith((app) => app.get('/api/new-thing', { config: { access: 'everyone' as never } }, async () => ({})))).rejects.toThrow(
      /declares no access rule/,
    );
    await expect(appWith((app) => app.get('/api/admin/new-thing', { config: { access: 'player' } }, async () => ({})))).rejects.toThrow(/admin prefix/);
    // A route registered by an encapsulated plugin is checked too: the hook is the whole app's.
    await expect(
      appWith((app) => {
        void app.register(async (child: FastifyInstance) => {
          child.get('/api/nested-thing', async () => ({}));
        });
      }).then((app) => app.ready()),
    ).rejects.toThrow(/declares no access rule/);
    const fine = await appWith((app) => app.get('/api/new-thing', { config: { access: 'public' } }, async () => ({})));
    await fine.ready();
    expect(fine.routeTable.map((r) => `${r.method} ${r.url} ${r.access}`)).toEqual(['GET /api/new-thing public']);
    await fine.close();
  });
});
