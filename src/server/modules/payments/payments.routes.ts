import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  activatePremiumBodySchema,
  activatePremiumResponseSchema,
  chargeIdParamsSchema,
  createChargeBodySchema,
  createChargeResponseSchema,
  getChargeResponseSchema,
  paymentHistorySchema,
  webhookAckSchema,
} from '../../../core/contracts/payments';
import { AppError, isAppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { coinbaseApiBaseUrl, coinbaseSandboxPlugin, createPaymentProvider, deriveSandboxCredentials, type PaymentProvider } from '../../integrations/coinbase';
import { requirePlayer, requireUser } from '../accounts';
import { createPaymentsService } from './payments.service';

export const WEBHOOK_PATH = '/api/payment/webhook';
const WEBHOOK_BODY_LIMIT = 64 * 1024;
export const CREATE_CHARGE_PER_MINUTE = 10;
const tags = ['payments'];

export interface PaymentsRoutesOptions {
  ctx: AppContext;
  /** Tests may hand in a provider; the app uses the configured one. */
  provider?: PaymentProvider;
}

export async function paymentsRoutes(app: FastifyInstance, opts: PaymentsRoutesOptions) {
  const { ctx } = opts;
  const provider = opts.provider ?? createPaymentProvider(ctx.config, ctx.fetch);
  const payments = createPaymentsService(ctx, provider);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Every refused payment call is worth a line in the log: bad plans, foreign or unknown charges.
  app.addHook('onError', async (request, _reply, error) => {
    const status = isAppError(error) ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
    // The webhook's refusals are logged by the service, with their reason.
    if (status >= 400 && status < 500 && request.url !== WEBHOOK_PATH) {
      request.log.warn({ url: request.url.split('?')[0], status, userId: request.auth?.user.id, reason: error.message }, 'payment request refused');
    }
  });

  // Any userId in the body is ignored: the session names the buyer. An Idempotency-Key
  // header (the web sends one per purchase attempt) makes a repeated create answer the
  // same checkout.
  api.post(
    '/api/payment/create-charge',
    {
      // Each call opens a checkout at the provider; a person needs a handful at most.
      config: { access: 'player', rateLimit: { max: CREATE_CHARGE_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags, body: createChargeBodySchema, response: { 200: createChargeResponseSchema } },
    },
    async (request) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = header === undefined ? null : idempotencyKeySchema.safeParse(header);
      if (key && !key.success) throw new AppError('BAD_REQUEST', `headers.${IDEMPOTENCY_KEY_HEADER}: ${key.error.issues[0]!.message}`);
      return { charge: await payments.createCharge(requirePlayer(request), key ? key.data : null) };
    },
  );

  api.get(
    '/api/coinbase-charge/:chargeId',
    { config: { access: 'user' }, schema: { tags, params: chargeIdParamsSchema, response: { 200: getChargeResponseSchema } } },
    async (request) => ({ success: true as const, charge: await payments.getCharge(requireUser(request), request.params.chargeId) }),
  );

  api.post(
    '/api/activate-premium',
    { config: { access: 'player' }, schema: { tags, body: activatePremiumBodySchema, response: { 200: activatePremiumResponseSchema } } },
    async (request) => payments.activate(requirePlayer(request), request.body.chargeId),
  );

  api.get('/api/payment/history', { config: { access: 'user' }, schema: { tags, response: { 200: paymentHistorySchema } } }, async (request) => ({
    payments: await payments.history(requireUser(request)),
  }));

  // The webhook's signature covers the body byte for byte, so in this scope bodies
  // stay the raw string they arrived as; they are parsed only once verified.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      // The provider's server: no session, any origin; the signature is checked instead.
      { config: { access: 'callback' }, schema: { tags, response: { 200: webhookAckSchema } } },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const { ignored } = await payments.handleWebhook(raw, request.headers, request.ip);
        return ignored ? { received: true as const, ignored: true } : { received: true as const };
      },
    );
  });

  if (ctx.config.coinbase.sandbox) {
    await app.register(coinbaseSandboxPlugin, {
      publicUrl: ctx.config.publicUrl,
      apiBaseUrl: coinbaseApiBaseUrl(ctx.config),
      credentials: deriveSandboxCredentials(ctx.config.sessionSecret),
      webhookUrl: `${ctx.config.publicUrl}${WEBHOOK_PATH}`,
      db: ctx.db,
      fetch: ctx.fetch,
      log: ctx.log,
    });
  }
}
