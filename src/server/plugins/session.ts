import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, type SessionService } from '../modules/accounts';

/** Resolves the session cookie into request.auth for API calls (one query). */
export async function sessionPlugin(app: FastifyInstance, opts: { sessions: SessionService }) {
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
}
