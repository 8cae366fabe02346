import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common';
import { flipHistoryResponseSchema, flipPlayBodySchema, flipPlayResponseSchema } from '../../../core/contracts/games';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { requirePremium, requireUser } from '../accounts';
import { createFowlFlipService } from './fowl-flip.service';
const tags = ['games'];

export function fowlFlipRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const flip = createFowlFlipService(ctx);

  api.post(
    '/api/fowl-flip/play',
    { config: { access: 'premium', movesOnlyFowls: true }, schema: { tags, body: flipPlayBodySchema, response: { 200: flipPlayResponseSchema } } },
    async (request) => flip.play(requirePremium(request, ctx.clock()).id, request.body.betAmount, request.body.selectedSide),
  );

  api.get(
    '/api/fowl-flip/history/:userId',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The last 10 flips (own only)', params: userIdParamsSchema, response: { 200: flipHistoryResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      // A player's own history only: the path id (or SteamID64) must be the session's.
      if (request.params.userId !== user.id && request.params.userId !== user.steamId) {
        throw new AppError('FORBIDDEN', 'You can only view your own flips.');
      }
      return flip.history(user.id);
    },
  );
}
