import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leaderboardSchema } from '../../../core/contracts/leaderboard';
import type { AppContext } from '../../context';
import { createLeaderboardService } from './leaderboard.service';

export async function leaderboardRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const leaderboard = createLeaderboardService(opts.ctx);

  // Public, like the raffle list. Query parameters are ignored: search and sort happen in the browser
  // over the cached ranking, so no parameter can make a viewer cost a query.
  api.get('/api/leaderboard', { config: { access: 'public' }, schema: { tags: ['leaderboard'], response: { 200: leaderboardSchema } } }, async () =>
    leaderboard.get(),
  );
}
