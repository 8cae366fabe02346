import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fairRoundsQuerySchema, fairRoundsSchema } from '../../../core/contracts/fairness';
import type { AppContext } from '../../context';
import { requireUser } from '../accounts';
import { createFairRoundsService } from './fair-rounds.service';

/**
 * Served by the games module, not the fairness module: it reads game rounds, and the
 * games module already depends on fairness (nextBetSeed), so the reverse import would
 * make a cycle.
 */
export function fairRoundsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fairRounds = createFairRoundsService(ctx.db);

  api.get(
    '/api/fairness/rounds',
    {
      config: { access: 'user' },
      schema: {
        tags: ['fairness'],
        summary: "The signed-in player's last 50 finished rounds with their seeds (the server seed once revealed)",
        querystring: fairRoundsQuerySchema,
        response: { 200: fairRoundsSchema },
      },
    },
    async (request) => fairRounds.list(requireUser(request).id, request.query.game),
  );
}
