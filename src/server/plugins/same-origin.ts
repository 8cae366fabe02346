import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'This request did not come from this site.';

/** The origin a request says it comes from: Origin, or failing that the Referer's origin. */
function requestOrigin(headers: FastifyRequest['headers']): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * One origin (DESIGN rule 6): a state-changing request must say it comes from
 * PUBLIC_URL's origin, whatever its content type or whether it has a body, so
 * another site cannot make a signed-in browser act (SameSite=Lax alone lets
 * same-site subdomains through and depends on the browser). Provider callbacks
 * and the sandboxes that stand in for third parties are verified by their own
 * signatures instead. Runs before the body is read; not encapsulated, so it covers
 * every route.
 */
export const sameOriginPlugin = fp<{ publicUrl: string }>(
  async (app, opts) => {
    const expected = new URL(opts.publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const access = request.routeOptions.config.access;
      // No rule means no route: the not-found answer follows.
      if (!access || access === 'callback' || access === 'sandbox') return;
      if (requestOrigin(request.headers) !== expected) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
    });
  },
  { name: 'fowls-same-origin', fastify: '5.x' },
);
