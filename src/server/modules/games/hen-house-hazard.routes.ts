import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  henHouseActiveResponseSchema,
  henHouseCashOutBodySchema,
  henHouseCashOutResponseSchema,
  henHouseGameResponseSchema,
  henHouseRevealBodySchema,
  henHouseRevealResponseSchema,
  henHouseStartBodySchema,
} from '../../../core/contracts/games';
import type { AppContext } from '../../context';
import { isPremium, requirePlayer, requirePremium } from '../accounts';
import { createHenHouseService } from './hen-house-hazard.service';
const tags = ['games'];

export function henHouseHazardRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const henHouse = createHenHouseService(ctx);

  api.get(
    '/api/game/hen-house-hazard/active',
    {
      config: { access: 'player' },
      schema: { tags, summary: 'The running game, to resume after a reload', response: { 200: henHouseActiveResponseSchema } },
    },
    async (request) => henHouse.active(requirePlayer(request).id),
  );

  api.post(
    '/api/game/hen-house-hazard/start',
    { config: { access: 'premium' }, schema: { tags, body: henHouseStartBodySchema, response: { 200: henHouseGameResponseSchema } } },
    async (request) => henHouse.start(requirePremium(request, ctx.clock()).id, request.body.betAmount, request.body.gameData.bombCount),
  );

  api.post(
    '/api/game/hen-house-hazard/reveal',
    { config: { access: 'player' }, schema: { tags, body: henHouseRevealBodySchema, response: { 200: henHouseRevealResponseSchema } } },
    async (request) => {
      const user = requirePlayer(request);
      return henHouse.reveal(user.id, isPremium(user, ctx.clock()), request.body.gameId, request.body.tile);
    },
  );

  api.post(
    '/api/game/hen-house-hazard/cash-out',
    { config: { access: 'player' }, schema: { tags, body: henHouseCashOutBodySchema, response: { 200: henHouseCashOutResponseSchema } } },
    async (request) => {
      const user = requirePlayer(request);
      return henHouse.cashOut(user.id, isPremium(user, ctx.clock()), request.body.gameId);
    },
  );
}
