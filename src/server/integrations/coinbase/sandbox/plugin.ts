// Offline stand-in for Coinbase Business checkouts (DESIGN §5): the Checkouts API
// under /sandbox/coinbase/api/v1 (it checks the CDP JWT like Coinbase), a hosted
// page /sandbox/coinbase/pay/{id} with 'Pay', 'Fail' and 'Let it expire', and the
// X-Hook0-Signature-signed webhooks Coinbase would send, delivered over HTTP.
// Register without a prefix: the routes carry their full paths, which must match
// the URLs the sandbox issues.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { CdpJwtError, verifyCdpJwt } from '../cdp-jwt';
import { CHECKOUTS_PATH, EVENT_ID_HEADER } from '../checkout';
import { signHook0, WEBHOOK_SIGNATURE_HEADER } from '../hook0-signature';
import type { CheckoutStatus, PaymentEventType } from '../port';
import { sandboxCheckoutsRepository, type SandboxCheckout, type SandboxCheckoutBody } from './checkouts.repository';
import { COINBASE_SANDBOX_PATH, type SandboxCredentials } from './credentials';
import { renderPayPage, renderProblemPage } from './pages';
import { sandboxRoute, sendSandboxPage } from '../../sandbox-pages';

export interface CoinbaseSandboxOptions {
  /** External base URL of this server; every URL the sandbox issues starts with it. */
  publicUrl: string;
  /**
   * The base URL the adapter calls the API at, whose host and path each request's JWT
   * must name: `${publicUrl}/sandbox/coinbase` unless a test routes the calls through
   * a front of its own.
   */
  apiBaseUrl?: string;
  credentials: SandboxCredentials;
  /** Full URL of our webhook route, where the signed events go. */
  webhookUrl: string;
  db: Db;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
}

const FORM = 'application/x-www-form-urlencoded';
const CHECKOUT_ID = /^[0-9a-f]{24}$/;
const DEFAULT_LIFETIME_MS = 60 * 60 * 1000;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** The sandbox's deposit address: clearly not a real one. */
const SANDBOX_ADDRESS = '0x000000000000000000000000000000000000dEaD';

const ACTIONS = {
  pay: { status: 'COMPLETED', event: 'checkout.payment.success' },
  fail: { status: 'FAILED', event: 'checkout.payment.failed' },
  expire: { status: 'EXPIRED', event: 'checkout.payment.expired' },
} as const satisfies Record<string, { status: CheckoutStatus; event: PaymentEventType }>;
type Action = keyof typeof ACTIONS;
const isAction = (a: string): a is Action => Object.hasOwn(ACTIONS, a);

const httpUrl = z.url().refine((u) => /^https?:\/\//.test(u), { error: 'must be an http(s) URL' });
const createBodySchema = z.object({
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'must be a decimal amount with up to 2 places' }),
  currency: z.string().min(1).max(10),
  network: z.string().max(32).optional(),
  description: z.string().max(500).optional(),
  metadata: z
    .record(z.string().max(100), z.string().max(500))
    .refine((m) => Object.keys(m).length <= 20, { error: 'has too many keys' })
    .optional(),
  successRedirectUrl: httpUrl.optional(),
  failRedirectUrl: httpUrl.optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** An ACTIVE checkout past its expiry reads as EXPIRED, as Coinbase's would. */
const effectiveStatus = (c: SandboxCheckout, now: Date): CheckoutStatus =>
  c.status === 'ACTIVE' && new Date(c.body.expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : c.status;

export async function coinbaseSandboxPlugin(app: FastifyInstance, opts: CoinbaseSandboxOptions): Promise<void> {
  const { db, credentials, log } = opts;
  const publicUrl = new URL(opts.publicUrl);
  // Routes are registered at the paths this server sees; URLs and signed paths carry
  // PUBLIC_URL's own path too, as the browser and the adapter see them.
  const prefix = publicUrl.pathname.replace(/\/+$/, '');
  const base = `${prefix}${COINBASE_SANDBOX_PATH}`;
  const apiPath = `${COINBASE_SANDBOX_PATH}${CHECKOUTS_PATH}`;
  const payPath = `${COINBASE_SANDBOX_PATH}/pay`;
  const hostedUrl = (id: string): string => `${publicUrl.origin}${base}/pay/${id}`;
  const apiBase = new URL(opts.apiBaseUrl ?? `${publicUrl.origin}${base}`);
  const signedApiPath = `${apiBase.pathname.replace(/\/+$/, '')}${CHECKOUTS_PATH}`;
  // One key, one checkout, even for two creates at once: the id is the key's digest.
  const checkoutIdFor = (idempotencyKey: string): string =>
    createHash('sha256').update(`${credentials.apiKeyId}\n${idempotencyKey}`).digest('hex').slice(0, 24);

  // Scoped to this plugin: the hosted page's forms carry no fields worth parsing.
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  /** Coinbase's checkout object, as its API answers it. */
  const toApi = (c: SandboxCheckout, now: Date) => ({
    id: c.id,
    url: hostedUrl(c.id),
    amount: c.body.amount,
    currency: c.body.currency,
    network: c.body.network,
    address: c.body.address,
    status: effectiveStatus(c, now),
    description: c.body.description ?? undefined,
    metadata: c.body.metadata,
    successRedirectUrl: c.body.successRedirectUrl ?? undefined,
    failRedirectUrl: c.body.failRedirectUrl ?? undefined,
    expiresAt: c.body.expiresAt,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  });

  const apiError = (reply: FastifyReply, status: number, errorType: string, errorMessage: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ errorType, errorMessage });

  /** The bearer JWT must be the sandbox key's, for exactly this request: as Coinbase checks it. */
  async function authorized(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/.exec(header)?.[1];
    try {
      if (!token) throw new CdpJwtError('the request has no bearer token');
      await verifyCdpJwt({ token, keyId: credentials.apiKeyId, publicKey: credentials.publicKey, method: request.method, host: apiBase.host, path });
      return true;
    } catch (err) {
      if (!(err instanceof CdpJwtError)) throw err;
      log.warn({ reason: err.message, path }, 'payment sandbox refused an API call');
      void apiError(reply, 401, 'unauthorized', `Unauthorized: ${err.message}`);
      return false;
    }
  }

  app.post(apiPath, sandboxRoute, async (request, reply) => {
    if (!(await authorized(request, reply, signedApiPath))) return reply;
    const parsed = createBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return apiError(reply, 400, 'invalid_request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const now = new Date();
    const keyHeader = request.headers['x-idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' && keyHeader.length > 0 && keyHeader.length <= 100 ? keyHeader : null;
    const id = idempotencyKey ? checkoutIdFor(idempotencyKey) : randomBytes(12).toString('hex');
    if (idempotencyKey) {
      const existing = await sandboxCheckoutsRepository.find(db, id);
      if (existing) return reply.code(200).send(toApi(existing, now));
    }
    const input = parsed.data;
    const body: SandboxCheckoutBody = {
      amount: input.amount,
      currency: input.currency,
      network: input.network ?? 'base',
      address: SANDBOX_ADDRESS,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      successRedirectUrl: input.successRedirectUrl ?? null,
      failRedirectUrl: input.failRedirectUrl ?? null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : new Date(now.getTime() + DEFAULT_LIFETIME_MS).toISOString(),
      idempotencyKey,
    };
    const checkout = await sandboxCheckoutsRepository.insertIfNew(db, { id, body, now });
    // Null: a create with the same key got there first; it is the answer.
    if (!checkout) return reply.code(200).send(toApi((await sandboxCheckoutsRepository.find(db, id))!, now));
    return reply.code(201).header('cache-control', 'no-store').send(toApi(checkout, now));
  });

  app.get<{ Params: { id: string } }>(`${apiPath}/:id`, sandboxRoute, async (request, reply) => {
    if (!(await authorized(request, reply, `${signedApiPath}/${request.params.id}`))) return reply;
    const checkout = CHECKOUT_ID.test(request.params.id) ? await sandboxCheckoutsRepository.find(db, request.params.id) : null;
    if (!checkout) return apiError(reply, 404, 'not_found', 'Checkout not found');
    return reply.header('cache-control', 'no-store').send(toApi(checkout, new Date()));
  });

  // The forms answer with a redirect to the shop.
  const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply => sendSandboxPage(reply, status, html, { formTarget: publicUrl.origin });

  const pageOf = (c: SandboxCheckout, now: Date) => {
    const status = effectiveStatus(c, now);
    return renderPayPage({
      id: c.id,
      amount: c.body.amount,
      currency: c.body.currency,
      description: c.body.description,
      status,
      expiresAt: c.body.expiresAt,
      actionBase: `${base}/pay/${c.id}`,
      returnUrl: status === 'COMPLETED' ? c.body.successRedirectUrl : (c.body.failRedirectUrl ?? c.body.successRedirectUrl),
    });
  };

  app.get<{ Params: { id: string } }>(`${payPath}/:id`, sandboxRoute, async (request, reply) => {
    const checkout = CHECKOUT_ID.test(request.params.id) ? await sandboxCheckoutsRepository.find(db, request.params.id) : null;
    if (!checkout) return sendHtml(reply, 404, renderProblemPage(404, 'There is no checkout with this id.'));
    return sendHtml(reply, 200, pageOf(checkout, new Date()));
  });

  /** Sends one signed event to our webhook route; a failure is logged, as Coinbase would retry it later. */
  async function deliver(event: PaymentEventType, checkout: SandboxCheckout): Promise<void> {
    const body = JSON.stringify({ ...toApi(checkout, new Date()), eventType: event });
    const signed: Array<[string, string]> = [
      ['content-type', 'application/json'],
      [EVENT_ID_HEADER, randomUUID()],
      ['x-event-type', event],
    ];
    const signature = signHook0({ secret: credentials.webhookSecret, timestamp: Date.now() / 1000, headers: signed, body });
    try {
      const res = await opts.fetch(opts.webhookUrl, {
        method: 'POST',
        headers: { ...Object.fromEntries(signed), [WEBHOOK_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!res.ok) log.warn({ event, checkoutId: checkout.id, status: res.status, body: (await res.text()).slice(0, 300) }, 'payment sandbox webhook refused');
    } catch (err) {
      log.warn({ err, event, checkoutId: checkout.id }, 'payment sandbox webhook not delivered');
    }
  }

  app.post<{ Params: { id: string; action: string } }>(`${payPath}/:id/:action`, sandboxRoute, async (request, reply) => {
    const { id, action } = request.params;
    if (!CHECKOUT_ID.test(id) || !isAction(action)) return sendHtml(reply, 404, renderProblemPage(404, 'There is no such checkout action.'));
    const now = new Date();
    const current = await sandboxCheckoutsRepository.find(db, id);
    if (!current) return sendHtml(reply, 404, renderProblemPage(404, 'There is no checkout with this id.'));
    // A lapsed checkout can only expire, whatever was pressed.
    const chosen: Action = effectiveStatus(current, now) === 'EXPIRED' ? 'expire' : action;
    const settled = await sandboxCheckoutsRepository.settle(db, id, ACTIONS[chosen].status, now);
    if (!settled)
      return sendHtml(reply, 409, renderProblemPage(409, `This checkout is already ${current.status.toLowerCase()}; each checkout takes one payment.`));
    await deliver(ACTIONS[chosen].event, settled);
    const target = chosen === 'pay' ? settled.body.successRedirectUrl : (settled.body.failRedirectUrl ?? settled.body.successRedirectUrl);
    // Post/redirect/get: back to the shop, or to the settled page when there is none.
    return reply.header('cache-control', 'no-store').redirect(target ?? hostedUrl(id), 303);
  });
}
