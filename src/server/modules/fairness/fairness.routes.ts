import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revealedSeedsSchema, rotateResultSchema, seedPairSchema, setClientSeedBodySchema } from '../../../core/contracts/fairness';
import type { AppContext } from '../../context';
import { requirePlayer, requireUser } from '../accounts';
import type { Tx } from '../../db/client';
import { createFairnessService } from './fairness.service';

/** `hasActiveRound` comes from the games module, passed in by the app to keep module imports one-way. */
export async function fairnessRoutes(app: FastifyInstance, opts: { ctx: AppContext; hasActiveRound: (tx: Tx, userId: string) => Promise<boolean> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fairness = createFairnessService(opts.ctx.db, { clock: opts.ctx.clock, hasActiveRound: opts.hasActiveRound });

  api.get('/api/fairness/seeds', { config: { access: 'user' }, schema: { tags: ['fairness'], response: { 200: seedPairSchema } } }, async (request) =>
    fairness.currentPair(requireUser(request).id),
  );

  api.post(
    '/api/fairness/client-seed',
    { config: { access: 'player' }, schema: { tags: ['fairness'], body: setClientSeedBodySchema, response: { 200: rotateResultSchema } } },
    async (request) => fairness.rotate(requirePlayer(request).id, request.body.clientSeed),
  );

  api.post('/api/fairness/rotate', { config: { access: 'player' }, schema: { tags: ['fairness'], response: { 200: rotateResultSchema } } }, async (request) =>
    fairness.rotate(requirePlayer(request).id),
  );

  api.get(
    '/api/fairness/revealed',
    { config: { access: 'user' }, schema: { tags: ['fairness'], response: { 200: revealedSeedsSchema } } },
    async (request) => ({
      seeds: await fairness.revealed(requireUser(request).id),
    }),
  );
}
