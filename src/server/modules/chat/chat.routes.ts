import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockedWordBodySchema,
  blockedWordSchema,
  blockedWordsSchema,
  CHAT_TEXT,
  chatMessageIdParamsSchema,
  chatMuteSchema,
  chatReportsSchema,
  chatRoomParamsSchema,
  chatStandingSchema,
  muteBodySchema,
  siteChatBodySchema,
  siteChatHistorySchema,
  siteChatSendResultSchema,
  slowModeBodySchema,
} from '../../../core/contracts/chat';
import { okSchema, uuidSchema } from '../../../core/contracts/common';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { requirePlayer, requireUser, type SessionUser } from '../accounts';
import { createChatService } from './chat.service';

/** One player's messages, on every instance (the rate limit's store is Redis when configured). */
export const SITE_CHAT_RATE_LIMIT = { max: 5, timeWindow: '10 seconds' } as const;
const REPORT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const perUser = (prefix: string, limit: { max: number; timeWindow: string }) => ({
  ...limit,
  // After the session is read, so the limit follows the player rather than a shared address.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${prefix}:${request.auth?.user.id ?? request.ip}`,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', CHAT_TEXT.tooFast),
});

/** Public reads still refuse a banned account, like every other call it makes. */
const viewerOf = (request: FastifyRequest): SessionUser | null => (request.auth ? requireUser(request) : null);

export async function chatRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const chat = createChatService(opts.ctx);
  const tags = ['chat'];

  api.get(
    '/api/chat/:room',
    { config: { access: 'viewer' }, schema: { tags, params: chatRoomParamsSchema, response: { 200: siteChatHistorySchema } } },
    async (request) => {
      viewerOf(request);
      return chat.history(request.params.room);
    },
  );

  api.get('/api/chat/standing', { config: { access: 'viewer' }, schema: { tags, response: { 200: chatStandingSchema } } }, async (request) =>
    chat.standing(viewerOf(request)),
  );

  api.post(
    '/api/chat/:room',
    {
      config: { access: 'player', rateLimit: perUser('site-chat', SITE_CHAT_RATE_LIMIT) },
      schema: { tags, params: chatRoomParamsSchema, body: siteChatBodySchema, response: { 200: siteChatSendResultSchema } },
    },
    async (request) => ({ message: await chat.send(requirePlayer(request), request.params.room, request.body.message) }),
  );

  api.post(
    '/api/chat/messages/:id/report',
    {
      config: { access: 'player', rateLimit: perUser('chat-report', REPORT_RATE_LIMIT) },
      schema: { tags, params: chatMessageIdParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await chat.report(requirePlayer(request), request.params.id);
      return { success: true as const };
    },
  );

  // ---- moderation (admin token) ----
  const admin = { access: 'admin' } as const;
  const adminTags = ['admin', 'chat'];

  api.delete(
    '/api/admin/chat/messages/:id',
    { config: admin, schema: { tags: adminTags, params: chatMessageIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await chat.remove(request, request.params.id);
      return { success: true as const };
    },
  );

  api.post(
    '/api/admin/chat/messages/:id/dismiss-reports',
    { config: admin, schema: { tags: adminTags, params: chatMessageIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await chat.dismissReports(request, request.params.id);
      return { success: true as const };
    },
  );

  api.get('/api/admin/chat/reports', { config: admin, schema: { tags: adminTags, response: { 200: chatReportsSchema } } }, async () => chat.reports());

  api.post('/api/admin/chat/mutes', { config: admin, schema: { tags: adminTags, body: muteBodySchema, response: { 200: chatMuteSchema } } }, async (request) =>
    chat.mute(request, request.body),
  );

  api.delete(
    '/api/admin/chat/mutes/:userId',
    { config: admin, schema: { tags: adminTags, params: z.object({ userId: uuidSchema }), response: { 200: okSchema } } },
    async (request) => {
      await chat.unmute(request, request.params.userId);
      return { success: true as const };
    },
  );

  api.put(
    '/api/admin/chat/rooms/:room',
    {
      config: admin,
      schema: { tags: adminTags, params: chatRoomParamsSchema, body: slowModeBodySchema, response: { 200: slowModeBodySchema.extend({ room: z.string() }) } },
    },
    async (request) => chat.setSlowMode(request, request.params.room, request.body.slowModeSeconds),
  );

  api.get('/api/admin/chat/blocked-words', { config: admin, schema: { tags: adminTags, response: { 200: blockedWordsSchema } } }, async () =>
    chat.blockedWords(),
  );

  api.post(
    '/api/admin/chat/blocked-words',
    { config: admin, schema: { tags: adminTags, body: blockedWordBodySchema, response: { 200: blockedWordSchema } } },
    async (request) => chat.addBlockedWord(request, request.body.word),
  );

  api.delete(
    '/api/admin/chat/blocked-words/:id',
    { config: admin, schema: { tags: adminTags, params: chatMessageIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await chat.removeBlockedWord(request, request.params.id);
      return { success: true as const };
    },
  );
}
