import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common';
import {
  chatBodySchema,
  chatMessagesSchema,
  chatSendResultSchema,
  enterRaffleBodySchema,
  enterRaffleResultSchema,
  raffleDetailSchema,
  raffleEntriesSchema,
  raffleIdParamsSchema,
  raffleListSchema,
  userEntriesSchema,
  winnerBodySchema,
  winnerResultSchema,
} from '../../../core/contracts/raffles';
import type { AppContext } from '../../context';
import { requirePathUser, requirePlayer, requireUser, type SessionUser } from '../accounts';
import { raffleAdminRoutes } from './raffles-admin.routes';
import { createRaffleService } from './raffles.service';
import { createStampedAnswers, sendKept } from '../../http/stamped-answers';

/** Raffle details and chat rooms kept serialized: the active raffles and the results people still open. */
const DETAIL_ANSWERS_KEPT = 100;
/** Players' active entries kept serialized: the dashboards open on this instance, about. */
const USER_ENTRIES_KEPT = 1000;

/** Chat sends per user: enough to talk, too few to flood a room. */
export const CHAT_RATE_LIMIT = { max: 8, timeWindow: '10 seconds' } as const;

/** Public reads still refuse a banned account, like every other call it makes. */
const viewerOf = (request: FastifyRequest): SessionUser | null => (request.auth ? requireUser(request) : null);

export async function rafflesRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const raffles = createRaffleService(ctx);
  const tags = ['raffles'];

  // Every open raffle list and raffle page polls these (every 5 s and 2 s), and a raffle's
  // detail with 200 entrants is 60 KB to read, map, check and write: each answer is built
  // once per change of the rows it comes from.
  const listAnswers = createStampedAnswers(1);
  api.get('/api/raffles', { config: { access: 'viewer' }, schema: { tags, response: { 200: raffleListSchema } } }, async (request, reply) => {
    viewerOf(request);
    const now = ctx.clock();
    const answer = await listAnswers.get('list', await raffles.listStamp(now), async () => reply.serialize({ raffles: await raffles.list(now) }));
    return sendKept(request, reply, answer);
  });

  const detailAnswers = createStampedAnswers(DETAIL_ANSWERS_KEPT);
  // Every entrant's open raffle page polls its room every 5 s.
  const chatAnswers = createStampedAnswers(DETAIL_ANSWERS_KEPT);
  api.get(
    '/api/raffle/:id',
    { config: { access: 'viewer' }, schema: { tags, params: raffleIdParamsSchema, response: { 200: raffleDetailSchema } } },
    async (request, reply) => {
      viewerOf(request);
      const { id } = request.params;
      // Built by the route's own serializer, so a kept answer is exactly what it would write.
      const answer = await detailAnswers.get(id, await raffles.detailStamp(id), async () => reply.serialize(await raffles.detail(id)));
      return sendKept(request, reply, answer);
    },
  );

  api.get(
    '/api/raffle/:id/entries',
    { config: { access: 'viewer' }, schema: { tags, params: raffleIdParamsSchema, response: { 200: raffleEntriesSchema } } },
    async (request) => {
      viewerOf(request);
      return { entries: await raffles.entries(request.params.id) };
    },
  );

  api.post(
    '/api/raffles/enter',
    { config: { access: 'player' }, schema: { tags, body: enterRaffleBodySchema, response: { 200: enterRaffleResultSchema } } },
    async (request) => {
      const user = requirePlayer(request);
      return raffles.enter(user, request.body.raffleId, request.body.entryAmount);
    },
  );

  // Every open dashboard polls it every 5 s: built and compressed once per change.
  const entriesAnswers = createStampedAnswers(USER_ENTRIES_KEPT);
  api.get(
    '/api/raffles/user-entries/:userId',
    { config: { access: 'user' }, schema: { tags, params: userIdParamsSchema, response: { 200: userEntriesSchema } } },
    async (request, reply) => {
      const player = await requirePathUser(request, ctx, request.params.userId);
      const { stamp, totalEntries } = await raffles.userEntriesStamp(player);
      const answer = await entriesAnswers.get(player.id, stamp, async () => reply.serialize(await raffles.userEntries(player, totalEntries)));
      return sendKept(request, reply, answer);
    },
  );

  api.post(
    '/api/raffle/:id/winner',
    {
      config: { access: 'viewer' },
      schema: { tags, params: raffleIdParamsSchema, body: winnerBodySchema, response: { 200: winnerResultSchema } },
    },
    async (request) => raffles.winner(request.params.id, viewerOf(request)?.id ?? null),
  );

  api.get(
    '/api/raffles/:id/chat',
    { config: { access: 'user' }, schema: { tags, params: raffleIdParamsSchema, response: { 200: chatMessagesSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const room = await raffles.chat(requireUser(request), id, () => request.server.requireAdminToken(request));
      const answer = await chatAnswers.get(id, room.stamp, async () => reply.serialize({ messages: await room.messages() }));
      return sendKept(request, reply, answer);
    },
  );

  api.post(
    '/api/raffles/:id/chat',
    {
      schema: { tags, params: raffleIdParamsSchema, body: chatBodySchema, response: { 200: chatSendResultSchema } },
      // After the session is read, so the limit follows the user rather than a shared address.
      config: {
        access: 'player',
        rateLimit: { ...CHAT_RATE_LIMIT, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `chat:${request.auth?.user.id ?? request.ip}` },
      },
    },
    async (request) => ({
      message: await raffles.sendChat(requirePlayer(request), request.params.id, request.body.message, () => request.server.requireAdminToken(request)),
    }),
  );

  await raffleAdminRoutes(app, { ctx });
}
