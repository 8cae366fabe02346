import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRaffleResultSchema, deleteRaffleResultSchema, raffleIdParamsSchema, raffleBodySchemas, raffleListSchema } from '../../../core/contracts/raffles';
import type { AppContext } from '../../context';
import { createRaffleAdminService, type AdminActor } from './raffles-admin.service';

// The admin guard hook (admin module) already checked the admin session and token
// for every /api/admin/ path before these handlers run.
const actorOf = (request: FastifyRequest): AdminActor => ({ id: request.auth!.user.id, ip: request.ip });

export async function raffleAdminRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = createRaffleAdminService(opts.ctx);
  const bodies = raffleBodySchemas(opts.ctx.config.imageHosts);
  const tags = ['admin', 'raffles'];

  api.get('/api/admin/raffles', { config: { access: 'admin' }, schema: { tags, response: { 200: raffleListSchema } } }, async () => ({
    raffles: await admin.list(),
  }));

  api.post(
    '/api/admin/raffles',
    { config: { access: 'admin' }, schema: { tags, body: bodies.create, response: { 200: adminRaffleResultSchema } } },
    async (request) => ({
      success: true as const,
      raffle: await admin.create(actorOf(request), request.body),
    }),
  );

  api.put(
    '/api/admin/raffles/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: raffleIdParamsSchema, body: bodies.update, response: { 200: adminRaffleResultSchema } },
    },
    async (request) => ({ success: true as const, raffle: await admin.update(actorOf(request), request.params.id, request.body) }),
  );

  api.delete(
    '/api/admin/raffles/:id',
    { config: { access: 'admin' }, schema: { tags, params: raffleIdParamsSchema, response: { 200: deleteRaffleResultSchema } } },
    async (request) => ({ success: true as const, ...(await admin.remove(actorOf(request), request.params.id)) }),
  );
}
