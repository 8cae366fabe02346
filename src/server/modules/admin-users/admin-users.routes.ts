import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPaymentHistorySchema,
  adminReferralsSchema,
  adminTransactionsSchema,
  adminUserIdParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  balanceAdjustmentBodySchema,
  balanceAdjustmentResultSchema,
  banBodySchema,
  raffleHistorySchema,
} from '../../../core/contracts/admin-users';
import { playLimitsAdminViewSchema } from '../../../core/contracts/play-limits';
import { transactionHistorySchema } from '../../../core/contracts/profile';
import type { AppContext } from '../../context';
import { createPlayLimitsService } from '../play-limits';
import { createProfileService } from '../profile';
import { createAdminUsersService } from './admin-users.service';

// Every path here starts with /api/admin/, so the admin hook has checked the session and token.
export async function adminUsersRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminUsersService(ctx);
  const profile = createProfileService(ctx);
  const tags = ['admin'];
  const byId = (response: object) => ({
    config: { access: 'admin' as const },
    schema: { tags, params: adminUserIdParamsSchema, response: { 200: response } },
  });

  api.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUsersSchema } } },
    async (request) => ({
      users: await service.list(request.query.search),
    }),
  );

  api.post(
    '/api/admin/users/:id/ban',
    {
      config: { access: 'admin' },
      schema: { tags, params: adminUserIdParamsSchema, body: banBodySchema, response: { 200: adminUserSchema } },
    },
    async (request) => service.setBanned(request, request.params.id, request.body.banned),
  );

  api.post(
    '/api/admin/user/balance',
    { config: { access: 'admin' }, schema: { tags, body: balanceAdjustmentBodySchema, response: { 200: balanceAdjustmentResultSchema } } },
    async (request) => ({ success: true as const, fowlBalance: await service.adjustBalance(request, request.body) }),
  );

  api.get('/api/admin/user/:id', byId(adminUserSchema), async (request) => service.get(request.params.id));

  api.get('/api/admin/user/:id/transactions', byId(adminTransactionsSchema), async (request) => ({
    transactions: await service.transactions(request.params.id),
  }));

  api.get('/api/admin/user/:id/raffles', byId(raffleHistorySchema), async (request) => ({
    raffleHistory: await service.raffleHistory(request.params.id),
  }));

  api.get('/api/admin/user/:id/referrals', byId(adminReferralsSchema), async (request) => service.referrals(request.params.id));

  // The player's own limits and breaks: shown to admins, who cannot lift them (decision 0033).
  api.get('/api/admin/user/:id/play-limits', byId(playLimitsAdminViewSchema), async (request) => {
    await service.get(request.params.id);
    return createPlayLimitsService(ctx).adminView(request.params.id);
  });

  api.get('/api/admin/user/:id/transaction-history', byId(transactionHistorySchema), async (request) => {
    const user = await service.userOr404(request.params.id);
    return { transactions: await profile.recentHistory(user.id, ctx.clock()) };
  });

  api.get('/api/admin/user/:id/payment-history', byId(adminPaymentHistorySchema), async (request) => ({
    payments: await service.payments(request.params.id),
  }));
}
