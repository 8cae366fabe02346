import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  botStatusSchema,
  inventoryQuerySchema,
  inventoryResponseSchema,
  retryTradeParamsSchema,
  retryTradeResponseSchema,
  tradeLogsResponseSchema,
} from '../../../core/contracts/prizes';
import type { AppContext } from '../../context';
import { isSandboxTradeBot, sandboxTradeOffersPlugin } from '../../integrations/steam';
import { createPrizeService } from './prize.service';
import { toTradeLogDto } from './trade-log-dto';
import { closeTradeBot } from './trade-bot-registry';

// The Steam Bot Manager's calls (spec part 2 §7). Every /api/steam/ path is
// guarded by the admin hook (admin session and bearer token).
export async function prizesRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const prizes = createPrizeService(ctx);

  // The bot starts with the app: the real one logs in now, not on the first admin call.
  const bot = await prizes.start();
  if (isSandboxTradeBot(bot)) await app.register(sandboxTradeOffersPlugin, { bot });
  app.addHook('onClose', async () => closeTradeBot(ctx));

  api.get('/api/steam/status', { config: { access: 'admin' }, schema: { tags: ['steam'], response: { 200: botStatusSchema } } }, async () => prizes.status());

  api.get(
    '/api/steam/inventory',
    {
      config: { access: 'admin' },
      schema: { tags: ['steam'], querystring: inventoryQuerySchema, response: { 200: inventoryResponseSchema } },
    },
    async (request) => ({ inventory: await prizes.inventoryWithReservations(request.query.refresh === 'true') }),
  );

  api.get('/api/steam/trade-logs', { config: { access: 'admin' }, schema: { tags: ['steam'], response: { 200: tradeLogsResponseSchema } } }, async () => ({
    logs: (await prizes.tradeLogs()).map(toTradeLogDto),
  }));

  api.post(
    '/api/steam/retry-trade/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['steam'], params: retryTradeParamsSchema, response: { 200: retryTradeResponseSchema } },
    },
    async (request) => {
      const log = await prizes.retryTrade(request.params.id, { id: request.auth!.user.id, ip: request.ip });
      request.log.info({ event: 'trade.retry', tradeLogId: log.id, tradeOfferId: log.tradeOfferId }, 'trade retried');
      return { success: true as const, log: toTradeLogDto(log) };
    },
  );
}
