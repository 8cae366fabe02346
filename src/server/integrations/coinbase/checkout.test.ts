import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/helpers/ports';
import { dependencyStates } from '../../metrics/dependencies';
import { verifyCdpJwt } from './cdp-jwt';
import { COINBASE_BUSINESS_BASE_URL, createCoinbaseCheckoutProvider } from './checkout';
import { signHook0 } from './hook0-signature';
import { PaymentProviderError, WebhookVerificationError } from './port';

const KEY_ID = 'organizations/org-1/apiKeys/key-1';
const WEBHOOK_SECRET = 'subscription-secret';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const PEM = privateKey.export({ format: 'pem', type: 'sec1' }).toString();

// Coinbase's documented Create Checkout answer, trimmed.
const checkoutJson = {
  id: '68f7a946db0529ea9b6d3a12',
  url: 'https://payments.coinbase.com/payment-links/pl_01h8441j23abcd1234567890ef',
  amount: '10.00',
  currency: 'USDC',
  network: 'base',
  address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  createdAt: '2025-03-20T10:30:00Z',
  updatedAt: '2025-03-20T10:31:00Z',
  status: 'ACTIVE',
  description: 'Premium Monthly',
  expiresAt: '2025-03-20T11:30:00Z',
  metadata: { userId: 'u-1', planId: 'monthly', paymentId: 'p-1' },
};

interface Seen {
  url: string;
  init: RequestInit;
}

function provider(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchStub = (async (url: string | URL, init?: RequestInit) => {
    const s = { url: String(url), init: init ?? {} };
    seen.push(s);
    return answer(s);
  }) as typeof fetch;
  const p = createCoinbaseCheckoutProvider({
    baseUrl: COINBASE_BUSINESS_BASE_URL,
    apiKeyId: KEY_ID,
    apiKeySecret: PEM,
    webhookSecret: WEBHOOK_SECRET,
    fetch: fetchStub,
    retryDelayMs: 0,
  });
  return { p, seen };
}

/** The adapter over real HTTP at `baseUrl` (a closed port, a server that hangs). */
const overHttp = (baseUrl: string, timeoutMs = 10_000) =>
  createCoinbaseCheckoutProvider({
    baseUrl,
    apiKeyId: KEY_ID,
    apiKeySecret: PEM,
    webhookSecret: WEBHOOK_SECRET,
    fetch: globalThis.fetch,
    timeoutMs,
    retryDelayMs: 0,
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof PaymentProviderError ? { failure: err.failure, attempts: err.attempts, outage: err.outage, status: err.status } : err),
  );

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

const input = {
  userId: 'u-1',
  planId: 'monthly',
  amount: '10.00',
  currency: 'USDC',
  description: 'Premium Monthly',
  successUrl: 'https://fowls.example/payment-success?charge=p-1',
  expiresAt: new Date('2025-03-20T11:30:00Z'),
  idempotencyKey: 'p-1',
  metadata: { userId: 'u-1', planId: 'monthly', paymentId: 'p-1' },
};

describe('the Coinbase Business checkout adapter', () => {
  it('creates a checkout with one POST, a JWT for exactly that request, and an idempotency key', async () => {
    const { p, seen } = provider(() => json(201, checkoutJson));
    const checkout = await p.createCheckout(input);
    expect(seen).toHaveLength(1);
    const [{ url, init }] = seen as [Seen];
    expect(url).toBe('https://business.coinbase.com/api/v1/checkouts');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'x-idempotency-key')).toBe('p-1');
    expect(headerOf(init, 'content-type')).toBe('application/json');
    const token = /^Bearer (.+)$/.exec(headerOf(init, 'authorization')!)![1]!;
    expect((await verifyCdpJwt({ token, keyId: KEY_ID, publicKey, method: 'POST', host: 'business.coinbase.com', path: '/api/v1/checkouts' })).iss).toBe('cdp');
    expect(JSON.parse(String(init.body))).toEqual({
      amount: '10.00',
      currency: 'USDC',
      description: 'Premium Monthly',
      metadata: input.metadata,
      successRedirectUrl: input.successUrl,
      failRedirectUrl: input.successUrl,
      expiresAt: '2025-03-20T11:30:00.000Z',
    });
    expect(checkout).toMatchObject({ chargeId: checkoutJson.id, hostedUrl: checkoutJson.url, status: 'ACTIVE', amount: '10.00', metadata: input.metadata });
    expect(checkout.updatedAt.toISOString()).toBe('2025-03-20T10:31:00.000Z');
  });

  it('reads a checkout, maps unknown statuses to in-progress, and answers null for an unknown one', async () => {
    const { p, seen } = provider(({ url }) =>
      url.endsWith('/missing')
        ? json(404, { errorType: 'not_found' })
        : json(200, { ...checkoutJson, status: url.endsWith('/odd') ? 'SOMETHING_NEW' : 'COMPLETED' }),
    );
    expect((await p.getCheckout(checkoutJson.id))?.status).toBe('COMPLETED');
    expect(seen[0]!.url).toBe(`https://business.coinbase.com/api/v1/checkouts/${checkoutJson.id}`);
    const token = /^Bearer (.+)$/.exec(headerOf(seen[0]!.init, 'authorization')!)![1]!;
    await expect(
      verifyCdpJwt({ token, keyId: KEY_ID, publicKey, method: 'GET', host: 'business.coinbase.com', path: `/api/v1/checkouts/${checkoutJson.id}` }),
    ).resolves.toBeDefined();
    expect((await p.getCheckout('odd'))?.status).toBe('PROCESSING');
    expect(await p.getCheckout('missing')).toBeNull();
  });

  it('turns refusals, odd bodies and network failures into PaymentProviderError', async () => {
    await expect(provider(() => json(401, { errorType: 'unauthorized' })).p.createCheckout(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider(() => json(200, { nope: true })).p.getCheckout('x')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider(() => new Response('<html>', { status: 200 })).p.getCheckout('x')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider(() => Promise.reject(new Error('ECONNREFUSED'))).p.getCheckout('x')).rejects.toThrow(/could not be reached/);
  });

  it('reports Coinbase as degraded when it fails or cannot be reached, not when it refuses our request', async () => {
    await expect(provider(() => json(503, {})).p.getCheckout('x')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(dependencyStates().coinbase).toBe('degraded');
    await expect(provider(() => json(401, { errorType: 'unauthorized' })).p.createCheckout(input)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(dependencyStates().coinbase).toBe('ok');
    await expect(provider(() => Promise.reject(new Error('ECONNREFUSED'))).p.getCheckout('x')).rejects.toThrow(/could not be reached/);
    expect(dependencyStates().coinbase).toBe('degraded');
  });

  it('tries a refused connection or a 502/503/504 once more, with the same idempotency key, and nothing else', async () => {
    let calls = 0;
    const flaky = provider(() => (calls++ === 0 ? json(503, {}) : json(201, checkoutJson)));
    expect((await flaky.p.createCheckout(input)).chargeId).toBe(checkoutJson.id);
    expect(flaky.seen.map((s) => headerOf(s.init, 'x-idempotency-key'))).toEqual(['p-1', 'p-1']);
    // Each request signs its own token.
    expect(headerOf(flaky.seen[0]!.init, 'authorization')).not.toBe(headerOf(flaky.seen[1]!.init, 'authorization'));
    expect(dependencyStates().coinbase).toBe('ok');

    const down = provider(() => json(503, {}));
    expect(await failureOf(down.p.createCheckout(input))).toEqual({ failure: 'server_error', attempts: 2, outage: true, status: 503 });
    expect(down.seen).toHaveLength(2);
    const broken = provider(() => json(500, {}));
    expect(await failureOf(broken.p.getCheckout('x'))).toEqual({ failure: 'server_error', attempts: 1, outage: true, status: 500 });
    const limited = provider(() => json(429, {}));
    expect(await failureOf(limited.p.getCheckout('x'))).toMatchObject({ failure: 'server_error', attempts: 1, outage: true });
    const refusedUs = provider(() => json(401, {}));
    expect(await failureOf(refusedUs.p.createCheckout(input))).toMatchObject({ failure: 'refused', attempts: 1, outage: false });
  });

  it('counts an answer it cannot read as Coinbase failing', async () => {
    await expect(provider(() => json(200, { nope: true })).p.getCheckout('x')).rejects.toMatchObject({ failure: 'bad_answer' });
    expect(dependencyStates().coinbase).toBe('degraded');
    await provider(() => json(200, checkoutJson)).p.getCheckout('x');
    expect(dependencyStates().coinbase).toBe('ok');
    await expect(provider(() => new Response('<html>', { status: 201 })).p.createCheckout(input)).rejects.toMatchObject({ failure: 'bad_answer' });
    expect(dependencyStates().coinbase).toBe('degraded');
  });

  it('gives up on a closed port after one retry, and on a server that never answers at its timeout', async () => {
    const closed = overHttp(`http://127.0.0.1:${await freePort()}`);
    expect(await failureOf(closed.createCheckout(input))).toEqual({ failure: 'unreachable', attempts: 2, outage: true, status: undefined });
    await expect(closed.getCheckout('x')).rejects.toThrow(/could not be reached: ECONNREFUSED/);
    expect(dependencyStates().coinbase).toBe('degraded');

    // Headers at once, then a body that never ends: the timeout covers the whole answer.
    const requests: string[] = [];
    const hanging: Server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      if (req.url?.endsWith('/half')) res.writeHead(200, { 'content-type': 'application/json' }).write('{"id":');
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const stalled = overHttp(`http://127.0.0.1:${(hanging.address() as { port: number }).port}`, 200);
      expect(await failureOf(stalled.createCheckout(input))).toEqual({ failure: 'timeout', attempts: 1, outage: true, status: undefined });
      expect(await failureOf(stalled.getCheckout('half'))).toEqual({ failure: 'timeout', attempts: 1, outage: true, status: undefined });
      expect(requests).toEqual(['POST /api/v1/checkouts', 'GET /api/v1/checkouts/half']);
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('verifies webhooks and names each event by its signed delivery id, else by checkout and type', () => {
    const { p } = provider(() => json(500, {}));
    const body = JSON.stringify({ ...checkoutJson, status: 'COMPLETED', eventType: 'checkout.payment.success' });
    const now = Date.now() / 1000;
    const withId: Array<[string, string]> = [
      ['content-type', 'application/json'],
      ['x-event-id', 'evt-42'],
    ];
    const signed = (headers: Array<[string, string]>, b = body) => ({
      ...Object.fromEntries(headers),
      'x-hook0-signature': signHook0({ secret: WEBHOOK_SECRET, timestamp: now, headers, body: b }),
    });

    const event = p.verifyWebhook(body, signed(withId));
    expect(event).toMatchObject({
      eventId: 'evt-42',
      type: 'checkout.payment.success',
      checkout: { chargeId: checkoutJson.id, status: 'COMPLETED', metadata: checkoutJson.metadata, amount: '10.00' },
    });
    // An unsigned x-event-id could be anything, so it is not used.
    const unsignedId = { ...signed([['content-type', 'application/json']]), 'x-event-id': 'evt-forged' };
    expect(p.verifyWebhook(body, unsignedId).eventId).toBe(`checkout.payment.success:${checkoutJson.id}`);

    const notJson = 'not json';
    expect(() => p.verifyWebhook(notJson, signed(withId, notJson))).toThrow(WebhookVerificationError);
    const notEvent = JSON.stringify({ hello: 'world' });
    expect(() => p.verifyWebhook(notEvent, signed(withId, notEvent))).toThrow(/not a checkout event/);
    expect(() => p.verifyWebhook(body, { 'content-type': 'application/json' })).toThrow(WebhookVerificationError);
  });
});
