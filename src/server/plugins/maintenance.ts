import fp from 'fastify-plugin';
import type { ErrorBody } from '../../core/errors';
import type { AppContext } from '../context';
import { isAdminSteamId } from '../modules/accounts';
import { isMaintenanceOn, MAINTENANCE_MESSAGE, maintenanceExemptPaths } from '../modules/platform';

/**
 * While maintenance is on, non-admin API calls answer 503 with the maintenance flag.
 * Not encapsulated, so it covers every route; after the session plugin, whose
 * request.auth tells an admin apart. The flag is read through the app's own copy
 * (ctx.maintenance).
 */
export const maintenancePlugin = fp<{ ctx: AppContext }>(
  async (app, opts) => {
    app.addHook('onRequest', async (request, reply) => {
      // The routed path, not the raw URL: /%61pi/… routes to /api/… too.
      const path = request.routeOptions.url;
      if (!path?.startsWith('/api/') || maintenanceExemptPaths.some((re) => re.test(path))) return;
      const user = request.auth?.user;
      if (user && isAdminSteamId(opts.ctx.config, user.steamId)) return;
      if (!(await isMaintenanceOn(opts.ctx))) return;
      const body: ErrorBody = { error: MAINTENANCE_MESSAGE, code: 'MAINTENANCE', maintenance: true };
      return reply.status(503).header('retry-after', '60').send(body);
    });
  },
  { name: 'fowls-maintenance', fastify: '5.x', dependencies: ['fowls-session'] },
);
