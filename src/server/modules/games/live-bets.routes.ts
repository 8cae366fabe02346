import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveBetDetailsSchema, liveBetParamsSchema, liveBetsQuerySchema, liveBetsSchema } from '../../../core/contracts/live-bets';
import type { AppContext } from '../../context';
import { requireUser } from '../accounts';
import { createLiveBetsService } from './live-bets.service';

const tags = ['games'];

/**
 * The live bets under each game, public like the live wins feed: a page that opens reads
 * the newest rows here, then `live_bet` pushes keep it current. Banned sessions are
 * refused, as on every read they make; "My bets" asks who is reading.
 */
export function liveBetsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const liveBets = createLiveBetsService(ctx);

  api.get(
    '/api/bets',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "A game's newest settled bets: all, the reader's own (tab=mine, signed in) or the high rollers'",
        querystring: liveBetsQuerySchema,
        response: { 200: liveBetsSchema },
      },
    },
    async (request) => {
      const { game, tab } = request.query;
      const viewerId = tab === 'mine' ? requireUser(request).id : (request.auth?.user.id ?? null);
      return liveBets.list(game, tab, viewerId);
    },
  );

  api.get(
    '/api/bets/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: 'One settled bet with its seeds (the server seed once its pair is rotated) and its outcome',
        params: liveBetParamsSchema,
        response: { 200: liveBetDetailsSchema },
      },
    },
    async (request) => liveBets.details(request.params.id, request.auth?.user.id ?? null),
  );
}
