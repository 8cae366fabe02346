import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_FEEDBACK_LIMIT,
  ADMIN_FEEDBACK_TEXT,
  adminFeedbackListSchema,
  adminFeedbackParamsSchema,
  adminFeedbackQuerySchema,
  adminFeedbackStatusBodySchema,
  adminFeedbackStatusResultSchema,
} from '../../../core/contracts/feedback';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { auditRepository } from '../audit';
import { toFeedbackDto } from './feedback-dto';
import { feedbackRepository, type FeedbackRow } from './feedback.repository';

const auditView = (row: FeedbackRow) => ({ status: row.status, adminResponse: row.adminResponse });

// Feedback Management in the admin portal (spec part 2 §7). The admin hook already
// checked the admin session and bearer token for every /api/admin/ path.
export async function feedbackAdminRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'feedback'];

  api.get(
    '/api/admin/feedback',
    { config: { access: 'admin' }, schema: { tags, querystring: adminFeedbackQuerySchema, response: { 200: adminFeedbackListSchema } } },
    async (request) => {
      const rows = await feedbackRepository.listAll(ctx.db, { status: request.query.status, limit: ADMIN_FEEDBACK_LIMIT });
      return {
        feedback: rows.map((row) => ({
          ...toFeedbackDto(row),
          user: { username: row.user.username, avatar: row.user.avatar, steamId: row.user.steamId },
        })),
      };
    },
  );

  api.post(
    '/api/admin/feedback/:feedbackId/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminFeedbackParamsSchema,
        body: adminFeedbackStatusBodySchema,
        response: { 200: adminFeedbackStatusResultSchema },
      },
    },
    async (request) => {
      const { feedbackId } = request.params;
      const { status, adminResponse } = request.body;
      const actorId = request.auth!.user.id;
      const updated = await ctx.db.transaction(async (tx) => {
        const before = await feedbackRepository.findById(tx, feedbackId);
        if (!before) return null;
        // An empty response is omitted, so an earlier answer is kept rather than wiped.
        const after = await feedbackRepository.review(tx, feedbackId, { status, ...(adminResponse !== undefined ? { adminResponse } : {}) }, ctx.clock());
        await auditRepository.record(tx, {
          actorId,
          action: 'feedback.review',
          targetType: 'feedback',
          targetId: feedbackId,
          before: auditView(before),
          after: auditView(after!),
          ip: request.ip,
        });
        return after;
      });
      if (!updated) throw new AppError('NOT_FOUND', ADMIN_FEEDBACK_TEXT.notFound);
      request.log.info({ event: 'feedback.review', feedbackId, status }, 'feedback reviewed');
      return { success: true as const, feedback: toFeedbackDto(updated) };
    },
  );
}
