import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playBreakBodySchema, playLimitsBodySchema, playLimitsStateSchema } from '../../../core/contracts/play-limits';
import type { AppContext } from '../../context';
import { requirePlayer } from '../accounts';
import { createPlayLimitsService } from './play-limits.service';
const tags = ['play limits'];

export async function playLimitsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlayLimitsService(opts.ctx);
  const session = (request: { auth: { sessionIdHash: string } | null }) => request.auth?.sessionIdHash ?? null;

  api.get('/api/play-limits', { config: { access: 'player' }, schema: { tags, response: { 200: playLimitsStateSchema } } }, async (request) =>
    service.state(requirePlayer(request).id, session(request)),
  );

  api.put(
    '/api/play-limits',
    { config: { access: 'player' }, schema: { tags, body: playLimitsBodySchema, response: { 200: playLimitsStateSchema } } },
    async (request) => service.update(requirePlayer(request).id, session(request), request.body),
  );

  api.post(
    '/api/play-limits/break',
    { config: { access: 'player' }, schema: { tags, body: playBreakBodySchema, response: { 200: playLimitsStateSchema } } },
    async (request) => service.takeBreak(requirePlayer(request).id, session(request), request.body),
  );
}
