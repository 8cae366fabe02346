import fp from 'fastify-plugin';
import { SESSION_COOKIE, type SessionService } from '../modules/accounts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes only the player's balance and counters, which a kept session never
     * holds (an instant bet): the player's kept session stays, so the next bet reads none.
     */
    movesOnlyFowls?: boolean;
  }
}

/** Requests that only read: they change nothing a kept session holds. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session cookie into request.auth for API calls (a kept session, or one
 * query). Not encapsulated: every route's guards read request.auth.
 */
export const sessionPlugin = fp<{ sessions: SessionService }>(
  async (app, opts) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      // The routed path, not the raw URL: /%61pi/… routes to /api/… too.
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const session = await opts.sessions.resolve(unsigned.value);
      request.auth = session ? { user: session.user, sessionIdHash: session.idHash } : null;
    });
    // Whatever a player's own request changed (their settings, a break, a sign-out, a
    // spectator screen) is committed before its answer is sent; dropping their kept
    // sessions here, before that answer, means their next request on this instance reads
    // the change even when its notification is still on the way. No route has to remember it.
    app.addHook('onSend', async (request) => {
      if (request.auth && !READS.has(request.method) && !request.routeOptions.config.movesOnlyFowls) opts.sessions.forgetUser(request.auth.user.id);
    });
  },
  { name: 'fowls-session', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
