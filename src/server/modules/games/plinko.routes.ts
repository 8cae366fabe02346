import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { plinkoCoopStateSchema, plinkoDropBodySchema, plinkoDropResponseSchema, plinkoHistoryResponseSchema } from '../../../core/contracts/plinko';
import type { AppContext } from '../../context';
import { requirePremium, requireUser } from '../accounts';
import { createPlinkoService } from './plinko.service';
const tags = ['games'];

export function plinkoRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const plinko = createPlinkoService(ctx);

  api.post(
    '/api/plinko/drop',
    {
      config: { access: 'premium', movesOnlyFowls: true },
      schema: {
        tags,
        summary: 'Drops one ball: the server decides its path from the seed pair',
        body: plinkoDropBodySchema,
        response: { 200: plinkoDropResponseSchema },
      },
    },
    async (request) => {
      const user = requirePremium(request, ctx.clock());
      return plinko.drop({ id: user.id, name: user.username, avatar: user.avatar, showNameInFeed: user.showNameInFeed }, request.body);
    },
  );

  api.get(
    '/api/plinko/coop',
    {
      config: { access: 'viewer' },
      schema: { tags, summary: 'The coop meter: the fill in progress and its drops so far', response: { 200: plinkoCoopStateSchema } },
    },
    async () => plinko.coopState(),
  );

  api.get(
    '/api/plinko/history',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The signed-in player's last 10 drops", response: { 200: plinkoHistoryResponseSchema } },
    },
    async (request) => plinko.history(requireUser(request).id),
  );
}
