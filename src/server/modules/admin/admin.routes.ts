import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLoginBodySchema,
  adminLoginResultSchema,
  maintenanceStatusSchema,
  toggleMaintenanceBodySchema,
  twoFactorConfirmBodySchema,
  twoFactorEnrollmentSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorResetBodySchema,
  twoFactorStatusSchema,
} from '../../../core/contracts/admin';
import { okSchema } from '../../../core/contracts/common';
import type { AppContext } from '../../context';
import { SESSION_COOKIE } from '../accounts';
import { auditRepository } from '../audit';
import { forgetMaintenance, isMaintenanceOn, setMaintenance } from '../platform';
import type { AdminAuthService } from './admin-auth.service';

export async function adminRoutes(app: FastifyInstance, opts: { ctx: AppContext; adminAuth: AdminAuthService }) {
  const { ctx, adminAuth } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Code attempts are limited per address like password attempts (and per account in the service).
  const codeAttemptLimit = (access: 'admin' | 'admin-setup') => ({
    access,
    rateLimit: { max: ctx.config.rateLimits.adminLoginPerIp, timeWindow: '15 minutes' },
  });

  api.post(
    '/api/admin/login',
    {
      schema: { tags: ['admin'], body: adminLoginBodySchema, response: { 200: adminLoginResultSchema } },
      // Per IP here; per account in the service, so one admin cannot be guessed at from many addresses.
      config: { access: 'admin-account', rateLimit: { max: ctx.config.rateLimits.adminLoginPerIp, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { token, expiresAt } = await adminAuth.login(request, request.body.password, request.body.code);
      reply.header('cache-control', 'no-store');
      return { success: true as const, token, expiresAt: expiresAt.toISOString() };
    },
  );

  api.get(
    '/api/admin/two-factor',
    { config: { access: 'admin-setup' }, schema: { tags: ['admin'], response: { 200: twoFactorStatusSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminAuth.twoFactor.status(request.auth!.user.id);
    },
  );

  // The secret goes to the enrolling admin only, in this answer, which no cache may keep.
  api.post(
    '/api/admin/two-factor/enrollment',
    { config: { access: 'admin-setup' }, schema: { tags: ['admin'], response: { 200: twoFactorEnrollmentSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminAuth.twoFactor.startEnrollment(request.auth!.user);
    },
  );

  api.post(
    '/api/admin/two-factor/confirm',
    {
      schema: { tags: ['admin'], body: twoFactorConfirmBodySchema, response: { 200: twoFactorRecoveryCodesSchema } },
      config: codeAttemptLimit('admin-setup'),
    },
    async (request, reply) => {
      const recoveryCodes = await adminAuth.confirmTwoFactor(request, request.body.code);
      reply.header('cache-control', 'no-store');
      return { recoveryCodes };
    },
  );

  api.post(
    '/api/admin/two-factor/reset',
    { schema: { tags: ['admin'], body: twoFactorResetBodySchema, response: { 200: okSchema } }, config: codeAttemptLimit('admin') },
    async (request, reply) => {
      await adminAuth.resetOwnTwoFactor(request, request.body.code);
      // Every session of this admin has ended, this one included.
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  // Allowed while two-factor setup is still owed, so an admin can always leave.
  api.post('/api/admin/logout', { config: { access: 'admin-setup' }, schema: { tags: ['admin'], response: { 200: okSchema } } }, async (request) => {
    const admin = request.auth!.user;
    await adminAuth.revokeAll(admin.id);
    return { success: true as const };
  });

  api.get(
    '/api/admin/maintenance-status',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: maintenanceStatusSchema } } },
    async () => ({
      maintenanceMode: await isMaintenanceOn(ctx),
    }),
  );

  api.post(
    '/api/admin/toggle-maintenance',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: toggleMaintenanceBodySchema, response: { 200: maintenanceStatusSchema } },
    },
    async (request) => {
      const enabled = request.body.enabled;
      const before = await ctx.db.transaction(async (tx) => {
        const was = await isMaintenanceOn({ db: tx });
        await setMaintenance({ db: tx }, enabled, ctx.clock());
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
      forgetMaintenance(ctx);
      if (before !== enabled) ctx.realtime.toAll('maintenance_changed', { maintenanceMode: enabled });
      request.log.info({ event: 'maintenance', enabled }, 'maintenance mode changed');
      return { maintenanceMode: enabled };
    },
  );
}
