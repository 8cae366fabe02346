import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOGS_PAGE_SIZE, logsPageSchema, logsQuerySchema } from '../../../core/contracts/admin-logs';
import type { AppContext } from '../../context';
import { adminLogsRepository } from './admin-logs.repository';

// Under /api/admin/, so the admin hook has checked the session and token.
export async function adminLogsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/logs',
    { config: { access: 'admin' }, schema: { tags: ['admin'], querystring: logsQuerySchema, response: { 200: logsPageSchema } } },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await adminLogsRepository.page(ctx.db, {
        type: request.query.type || undefined,
        limit: LOGS_PAGE_SIZE,
        offset: (page - 1) * LOGS_PAGE_SIZE,
      });
      return {
        page,
        pageSize: LOGS_PAGE_SIZE,
        total,
        logs: rows.map((r) => ({
          id: r.id,
          source: r.source,
          action: r.action,
          actor: r.actorId ? { id: r.actorId, username: r.actorUsername } : null,
          targetType: r.targetType,
          targetId: r.targetId,
          summary: r.summary,
          before: r.before,
          after: r.after,
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
}
