import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, adminLoginResultSchema, maintenanceStatusSchema, toggleMaintenanceBodySchema } from '../../../core/contracts/admin';
import { errorBodySchema, okSchema } from '../../../core/contracts/common';
import type { AppContext } from '../../context';
import { auditRepository } from '../audit';
import { isMaintenanceOn, setMaintenance } from '../platform';
import type { AdminAuthService } from './admin-auth.service';

export async function adminRoutes(app: FastifyInstance, opts: { ctx: AppContext; adminAuth: AdminAuthService }) {
  const { ctx, adminAuth } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

  api.post(
    '/api/admin/login',
    {
      schema: { tags: ['admin'], body: adminLoginBodySchema, response: { 200: adminLoginResultSchema, ...errors } },
      // Per IP here; per account in the service, so one admin cannot be guessed at from many addresses.
      config: { access: 'admin-account', rateLimit: { max: ctx.config.rateLimits.adminLoginPerIp, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { token, expiresAt } = await adminAuth.login(request, request.body.password);
      return { success: true as const, token, expiresAt: expiresAt.toISOString() };
    },
  );

  api.post('/api/admin/logout', { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: okSchema, ...errors } } }, async (request) => {
    const admin = request.auth!.user;
    await adminAuth.revokeAll(admin.id);
    return { success: true as const };
  });

  api.get('/api/admin/maintenance-status', { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: maintenanceStatusSchema, ...errors } } }, async () => ({
    maintenanceMode: await isMaintenanceOn(ctx),
  }));

  api.post(
    '/api/admin/toggle-maintenance',
    { config: { access: 'admin' }, schema: { tags: ['admin'], body: toggleMaintenanceBodySchema, response: { 200: maintenanceStatusSchema, ...errors } } },
    async (request) => {
      const enabled = request.body.enabled;
      const before = await ctx.db.transaction(async (tx) => {
        const was = await isMaintenanceOn({ db: tx });
        await setMaintenance({ db: tx }, enabled);
        await auditRepository.record(tx, {
          actorId: request.auth!.user.id,
          action: 'maintenance.toggle',
          targetType: 'platform',
          before: { maintenanceMode: was },
          after: { maintenanceMode: enabled },
          ip: request.ip,
        });
        return was;
      });
      if (before !== enabled) ctx.realtime.toAll('maintenance_changed', { maintenanceMode: enabled });
      request.log.info({ event: 'maintenance', enabled }, 'maintenance mode changed');
      return { maintenanceMode: enabled };
    },
  );
}
