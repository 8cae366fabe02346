import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerIdParamsSchema, publicProfileSchema } from '../../../core/contracts/players';
import type { AppContext } from '../../context';
import { createPlayersService } from './players.service';

export async function playersRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const players = createPlayersService(opts.ctx);

  // Public: names in the feed, chat and leaderboard open it for anyone, signed in or not.
  api.get(
    '/api/players/:id',
    { config: { access: 'public' }, schema: { tags: ['players'], params: playerIdParamsSchema, response: { 200: publicProfileSchema } } },
    async (request) => players.publicProfile(request.params.id),
  );
}
