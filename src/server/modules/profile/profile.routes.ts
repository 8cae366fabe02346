import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../core/contracts/accounts';
import { steamIdParamsSchema } from '../../../core/contracts/common';
import { transactionHistorySchema } from '../../../core/contracts/profile';
import type { AppContext } from '../../context';
import { toUserDto } from '../accounts';
import { createProfileService } from './profile.service';

export async function profileRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profile = createProfileService(ctx);
  const tags = ['profile'];

  // The dashboard polls both every few seconds (spec part 1 §9); spectators may read their own.
  api.get('/api/user/:steamId', { config: { access: 'user' }, schema: { tags, params: steamIdParamsSchema, response: { 200: userSchema } } }, async (request) =>
    toUserDto(await profile.pathUser(request, request.params.steamId), ctx.config),
  );

  api.get(
    '/api/user/:steamId/transaction-history',
    { config: { access: 'user' }, schema: { tags, params: steamIdParamsSchema, response: { 200: transactionHistorySchema } } },
    async (request) => {
      const user = await profile.pathUser(request, request.params.steamId);
      return { transactions: await profile.recentHistory(user.id) };
    },
  );
}
