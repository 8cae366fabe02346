import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common';
import { caseCountSchema, caseOddsSchema, caseOpenBodySchema, caseOpenResponseSchema, caseStatusSchema } from '../../../core/contracts/fowl-case';
import { CASE_EXPECTED_VALUE, CASE_PRIZES, CASE_TOTAL_TICKETS } from '../../../core/games/fowl-case';
import type { AppContext } from '../../context';
import { requirePathUser, requirePlayer } from '../accounts';
import { createFowlCaseService } from './fowl-case.service';

export async function fowlCaseRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cases = createFowlCaseService(ctx);

  const pathUser = (request: FastifyRequest, idOrSteamId: string) => requirePathUser(request, ctx, idOrSteamId);

  api.get(
    '/api/daily-case/can-open/:userId',
    { config: { access: 'user' }, schema: { tags: ['fowl-case'], params: userIdParamsSchema, response: { 200: caseStatusSchema } } },
    async (request) => cases.status(await pathUser(request, request.params.userId)),
  );

  api.get(
    '/api/daily-case/count/:userId',
    { config: { access: 'user' }, schema: { tags: ['fowl-case'], params: userIdParamsSchema, response: { 200: caseCountSchema } } },
    async (request) => ({ count: await cases.count(await pathUser(request, request.params.userId)) }),
  );

  // Any userId or prizeAmount in the body is ignored: the session names the player, the server picks the prize.
  api.post(
    '/api/daily-case/open',
    { config: { access: 'player' }, schema: { tags: ['fowl-case'], body: caseOpenBodySchema, response: { 200: caseOpenResponseSchema } } },
    async (request) => cases.open(requirePlayer(request).id),
  );

  // Public: the odds are published before anyone opens a case.
  api.get('/api/daily-case/odds', { config: { access: 'public' }, schema: { tags: ['fowl-case'], response: { 200: caseOddsSchema } } }, async () => ({
    totalTickets: CASE_TOTAL_TICKETS,
    expectedValue: CASE_EXPECTED_VALUE,
    prizes: CASE_PRIZES.map(({ prize, index, fromTicket, toTicket, probability }) => ({ prize, index, fromTicket, toTicket, probability })),
  }));
}
