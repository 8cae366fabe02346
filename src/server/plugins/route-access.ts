import type { FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route. Every route declares one in `config.access`; the app
 * refuses to start with a route that does not, and the declared rule is enforced
 * here, before the body is validated, so a refused caller learns nothing about a
 * route's input. Handlers still take their user from the same guards.
 */
const routeAccessLevels = [
  /** Anyone, signed in or not, a banned account included (sign-in, sign-out, platform status). */
  'public',
  /** Anyone, signed in or not; a banned account's session is refused, like every call it makes. */
  'viewer',
  /** Any signed-in account that is not banned, spectators included. */
  'user',
  /** A signed-in account that may act: not banned, not a spectator. */
  'player',
  /** A player with live Premium. */
  'premium',
  /** An admin's Steam account, before the admin password (the admin login itself). */
  'admin-account',
  /** An admin's Steam account with a live admin token bound to its session (and two-factor set up, when ADMIN_REQUIRE_TOTP asks for it). */
  'admin',
  /** Like admin, but open while ADMIN_REQUIRE_TOTP still waits for the admin to set up two-factor sign-in. */
  'admin-setup',
  /** A provider's server calling us back, verified by its own signature (no session, any origin). */
  'callback',
  /** The offline stand-ins for Steam, the payment provider and the randomness beacon (any origin: they play third parties). */
  'sandbox',
] as const;

export type RouteAccess = (typeof routeAccessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
  schema: { body?: unknown; params?: unknown; querystring?: unknown } | undefined;
}

/** The checks behind each level; each throws the AppError a refused caller gets. */
export type AccessChecks = Record<RouteAccess, (request: FastifyRequest) => unknown>;

/** Routes that must be admin-only whatever they declare: a typo in a declaration must not open them. */
const ADMIN_PREFIXES = ['/api/admin/', '/api/steam/'];
const ADMIN_LEVELS: ReadonlySet<RouteAccess> = new Set(['admin', 'admin-setup', 'admin-account']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access rule, in registration order. */
    routeTable: RouteAccessEntry[];
  }
}

/**
 * Registers the hooks. Register it after the external plugins (their routes, such as
 * static files and the API docs, are public by nature) and before the app's routes.
 * Not encapsulated: its onRoute hook must see every route registered after it,
 * whichever plugin registers it, and its preValidation hook must guard them all.
 */
export const routeAccessPlugin = fp<{ checks: AccessChecks }>(
  async (app, opts) => {
    const table: RouteAccessEntry[] = [];
    app.decorate('routeTable', table);

    app.addHook('onRoute', (route) => {
      const methods = ([] as HTTPMethods[]).concat(route.method);
      const access = route.config?.access;
      const where = `${methods.join(',')} ${route.url}`;
      if (!access || !routeAccessLevels.includes(access)) {
        throw new Error(`Route ${where} declares no access rule (config.access: ${routeAccessLevels.join(' | ')})`);
      }
      if (ADMIN_PREFIXES.some((p) => route.url.startsWith(p)) && !ADMIN_LEVELS.has(access)) {
        throw new Error(`Route ${where} is under an admin prefix but declares access '${access}'`);
      }
      for (const method of methods) {
        if (method === 'HEAD') continue;
        table.push({ method, url: route.url, access, schema: route.schema as RouteAccessEntry['schema'] });
      }
    });

    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      // Not-found answers have no route, hence no rule.
      if (access) await opts.checks[access](request);
    });
  },
  { name: 'fowls-route-access', fastify: '5.x' },
);
