import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../core/contracts/common';
import {
  huntHistoryResponseSchema,
  huntResultBodySchema,
  huntResultResponseSchema,
  huntStartBodySchema,
  huntStartResponseSchema,
} from '../../../core/contracts/fowl-hunt';
import type { AppContext } from '../../context';
import { isPremium, requirePlayer, requirePremium, requireUser } from '../accounts';
import { createFowlHuntService } from './fowl-hunt.service';

/**
 * The largest honest result body: 600 clicks of {"t":29999,"x":799.99,"y":599.99}
 * is about 24 KB. Anything bigger is refused before it is parsed.
 */
export const HUNT_RESULT_BODY_LIMIT = 32 * 1024;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema };

export async function fowlHuntRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hunt = createFowlHuntService(opts.ctx);

  api.post(
    '/api/games/aim-trainer/start',
    { config: { access: 'premium' }, schema: { tags: ['fowl-hunt'], body: huntStartBodySchema, response: { 200: huntStartResponseSchema, ...errors } } },
    async (request) => hunt.start(requirePremium(request).id, request.body.targetGoal),
  );

  api.post(
    '/api/games/aim-trainer',
    {
      bodyLimit: HUNT_RESULT_BODY_LIMIT,
      config: { access: 'player' }, schema: { tags: ['fowl-hunt'], body: huntResultBodySchema, response: { 200: huntResultResponseSchema, ...errors } },
    },
    // Only starting needs Premium: a round already paid for may be finished after Premium lapses.
    async (request) => {
      const user = requirePlayer(request);
      const { roundId, targetGoal, clicks } = request.body;
      return hunt.submit(user.id, isPremium(user), { roundId, targetGoal, clicks });
    },
  );

  // Reading your own history needs no Premium: a lapsed member still sees past rounds.
  api.get(
    '/api/games/aim-trainer/history',
    { config: { access: 'user' }, schema: { tags: ['fowl-hunt'], response: { 200: huntHistoryResponseSchema, ...errors } } },
    async (request) => ({ games: await hunt.history(requireUser(request).id) }),
  );
}
