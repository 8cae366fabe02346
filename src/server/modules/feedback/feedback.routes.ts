import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FEEDBACK_HISTORY_LIMIT,
  FEEDBACK_PER_HOUR,
  FEEDBACK_TEXT,
  feedbackBodySchema,
  feedbackListSchema,
  feedbackSchema,
} from '../../../core/contracts/feedback';
import { steamIdParamsSchema } from '../../../core/contracts/common';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { requirePlayer, requireUser } from '../accounts';
import { toFeedbackDto } from './feedback-dto';
import { feedbackRepository } from './feedback.repository';
import { feedbackAdminRoutes } from './feedback-admin.routes';
import { supportRoutes } from './support.routes';

/** Per player, so a shared address (a school, a NAT) does not share the allowance. */
export const FEEDBACK_RATE_LIMIT = {
  max: FEEDBACK_PER_HOUR,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `feedback:${request.auth?.user.id ?? request.ip}`,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', FEEDBACK_TEXT.rateLimited),
} as const;

export async function feedbackRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['feedback'];

  await feedbackAdminRoutes(app, opts);
  await supportRoutes(app, opts);

  api.post(
    '/api/feedback',
    {
      schema: { tags, body: feedbackBodySchema, response: { 200: feedbackSchema } },
      config: { access: 'player', rateLimit: FEEDBACK_RATE_LIMIT },
    },
    async (request) => {
      // Spectators only watch and banned players are refused (requirePlayer).
      const user = requirePlayer(request);
      const row = await feedbackRepository.insert(ctx.db, { userId: user.id, message: request.body.message });
      request.log.info({ userId: user.id, feedbackId: row.id, event: 'feedback_sent' }, 'feedback sent');
      return toFeedbackDto(row);
    },
  );

  // Own feedback only, admins included: admins read everyone's feedback in the admin portal, behind its token.
  api.get(
    '/api/user/:steamId/feedback',
    { config: { access: 'user' }, schema: { tags, params: steamIdParamsSchema, response: { 200: feedbackListSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { steamId } = request.params;
      if (steamId !== user.steamId && steamId !== user.id) throw new AppError('FORBIDDEN', FEEDBACK_TEXT.othersHistory);
      const rows = await feedbackRepository.listForUser(ctx.db, user.id, FEEDBACK_HISTORY_LIMIT);
      return { feedback: rows.map(toFeedbackDto) };
    },
  );
}
