import fp from 'fastify-plugin';
import { SESSION_COOKIE, type SessionService } from '../modules/accounts';

/**
 * Resolves the session cookie into request.auth for API calls (one query). Not
 * encapsulated: every route's guards read request.auth.
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
  },
  { name: 'fowls-session', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
