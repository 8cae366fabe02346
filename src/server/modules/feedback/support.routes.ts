import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_SUPPORT_MESSAGES_LIMIT,
  adminSupportMessageListSchema,
  SUPPORT_MESSAGES_PER_HOUR,
  SUPPORT_TEXT,
  supportMessageBodySchema,
  supportMessageReceiptSchema,
} from '../../../core/contracts/support';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { supportRepository } from './support.repository';

/**
 * Per address, not per player: the form is open to visitors without a session, and
 * a banned player could otherwise sign out to get a fresh allowance. Counted after
 * validation (preHandler), so a rejected draft does not use up the allowance.
 */
const SUPPORT_RATE_LIMIT = {
  max: SUPPORT_MESSAGES_PER_HOUR,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `support:${request.ip}`,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', SUPPORT_TEXT.rateLimited),
} as const;

/**
 * Room for the longest valid message even if every character is sent as a \uXXXX
 * escape; a bigger body is refused (413) before it is read into memory.
 */
const SUPPORT_BODY_LIMIT = 16 * 1024;

// The public contact form (decision 0034) and its list in the admin portal.
export async function supportRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];

  api.post(
    '/api/support/messages',
    {
      bodyLimit: SUPPORT_BODY_LIMIT,
      // 'public': anyone, signed out or banned; the same-origin check still applies.
      config: { access: 'public', rateLimit: SUPPORT_RATE_LIMIT },
      schema: { tags, body: supportMessageBodySchema, response: { 200: supportMessageReceiptSchema } },
    },
    async (request) => {
      // The shared spectator account is no one in particular, so it is not linked.
      const user = request.auth && !request.auth.user.isSpectator ? request.auth.user : null;
      const row = await supportRepository.insert(ctx.db, { ...request.body, userId: user?.id ?? null });
      request.log.info({ event: 'support_message_sent', supportMessageId: row.id, userId: user?.id ?? null }, 'support message sent');
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
  );

  // The admin hook already checked the admin session and bearer token for every /api/admin/ path.
  api.get(
    '/api/admin/support-messages',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', ...tags], response: { 200: adminSupportMessageListSchema } },
    },
    async () => {
      const rows = await supportRepository.listAll(ctx.db, ADMIN_SUPPORT_MESSAGES_LIMIT);
      return {
        messages: rows.map((row) => ({ id: row.id, email: row.email, message: row.message, createdAt: row.createdAt.toISOString(), user: row.user })),
      };
    },
  );
}
