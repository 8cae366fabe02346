import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../core/contracts/common';
import {
  DEFUSE_LEGACY_GONE_MESSAGE,
  defuseActiveResponseSchema,
  defuseCutBodySchema,
  defuseCutResponseSchema,
  defuseGameResponseSchema,
  defuseHistoryResponseSchema,
  defuseStartBodySchema,
} from '../../../core/contracts/games';
import type { AppContext } from '../../context';
import { isPremium, requirePlayer, requirePremium, requireUser } from '../accounts';
import { createDefuseService } from './defuse-la-bomba.service';
const tags = ['games'];

export function defuseLaBombaRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const defuse = createDefuseService(ctx);

  // The specification's client posted its own result here; results now come only from the server.
  api.post(
    '/api/games/defuse-bomba',
    { config: { access: 'public' }, schema: { tags, summary: 'Retired: answers 410 Gone', response: { 410: errorBodySchema } } },
    async (_request, reply) => reply.code(410).send({ error: DEFUSE_LEGACY_GONE_MESSAGE, code: 'GONE' }),
  );

  api.get(
    '/api/games/defuse-bomba/active',
    {
      config: { access: 'player' },
      schema: { tags, summary: 'The running game, to resume after a reload', response: { 200: defuseActiveResponseSchema } },
    },
    async (request) => defuse.active(requirePlayer(request).id),
  );

  api.get(
    '/api/games/defuse-bomba/history',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The last 10 finished games of the signed-in player', response: { 200: defuseHistoryResponseSchema } },
    },
    async (request) => defuse.history(requireUser(request).id),
  );

  api.post(
    '/api/games/defuse-bomba/start',
    { config: { access: 'premium' }, schema: { tags, body: defuseStartBodySchema, response: { 200: defuseGameResponseSchema } } },
    async (request) => defuse.start(requirePremium(request, ctx.clock()).id, request.body.betAmount),
  );

  api.post(
    '/api/games/defuse-bomba/cut',
    { config: { access: 'player' }, schema: { tags, body: defuseCutBodySchema, response: { 200: defuseCutResponseSchema } } },
    async (request) => {
      const user = requirePlayer(request);
      return defuse.cut(user.id, isPremium(user, ctx.clock()), request.body.gameId, request.body.wire);
    },
  );
}
