import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../core/contracts/accounts';
import { steamIdParamsSchema } from '../../../core/contracts/common';
import { transactionHistorySchema } from '../../../core/contracts/profile';
import type { AppContext } from '../../context';
import { readAccount, toUserDto } from '../accounts';
import { createStampedAnswers, sendKept } from '../../http/stamped-answers';
import { createProfileService } from './profile.service';

/** Histories kept serialized: the players with a dashboard open, about. */
const HISTORY_ANSWERS_KEPT = 200;

export async function profileRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profile = createProfileService(ctx);
  const tags = ['profile'];

  // The dashboard polls both every few seconds (spec part 1 §9); spectators may read their own.
  // The account shows the balance, so it is read now, not taken from the session.
  api.get('/api/user/:steamId', { config: { access: 'user' }, schema: { tags, params: steamIdParamsSchema, response: { 200: userSchema } } }, async (request) =>
    toUserDto(await readAccount(ctx.db, await profile.pathUser(request, request.params.steamId)), ctx.config, ctx.clock()),
  );

  // Up to 200 rows (60 KB) polled every 10 s by each open dashboard: built and compressed once per change.
  const historyAnswers = createStampedAnswers(HISTORY_ANSWERS_KEPT);
  api.get(
    '/api/user/:steamId/transaction-history',
    { config: { access: 'user' }, schema: { tags, params: steamIdParamsSchema, response: { 200: transactionHistorySchema } } },
    async (request, reply) => {
      const user = await profile.pathUser(request, request.params.steamId);
      const now = ctx.clock();
      const answer = await historyAnswers.get(user.id, await profile.historyStamp(user.id, now), async () =>
        reply.serialize({ transactions: await profile.recentHistory(user.id, now) }),
      );
      return sendKept(request, reply, answer);
    },
  );
}
