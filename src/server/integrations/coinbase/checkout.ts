// The Coinbase Business Checkouts API adapter (the successor of the Commerce
// charges the specification names): POST /api/v1/checkouts creates a single-use
// hosted checkout, GET /api/v1/checkouts/{id} reads it, both authenticated with a
// CDP API key's JWT; webhooks checkout.payment.success|failed|expired are signed
// with X-Hook0-Signature. Pointed at the payment sandbox's base URL, the same code
// runs over HTTP against our own stand-in (DESIGN §5).
import { setTimeout as sleep } from 'node:timers/promises';
import { dependencyFailed, dependencySucceeded } from '../../metrics/dependencies';
import { z } from 'zod';
import { parseCdpKeySecret, signCdpJwt, type CdpSigningKey } from './cdp-jwt';
import { verifyHook0Signature, type HeaderBag } from './hook0-signature';
import {
  CHECKOUT_STATUSES,
  PaymentProviderError,
  WebhookVerificationError,
  type CheckoutStatus,
  type CreateCheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCheckout,
} from './port';

export const COINBASE_BUSINESS_BASE_URL = 'https://business.coinbase.com';
export const CHECKOUTS_PATH = '/api/v1/checkouts';
/** Hook0's delivery id header; used as the event id when the signature covers it. */
export const EVENT_ID_HEADER = 'x-event-id';
/** Every request gets an answer, its body included, within this or counts as a timeout. */
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * A call makes at most this many requests: one more after a connection that failed
 * before any answer or a 502/503/504, since both reads and creates are safe to repeat
 * (a create carries our payment id as its X-Idempotency-Key, so Coinbase answers the
 * same checkout). Never again after a timeout: the player has waited long enough.
 */
const MAX_ATTEMPTS = 2;
const RETRY_DELAY_MS = 250;
const RETRIED_STATUSES = new Set([502, 503, 504]);

export interface CoinbaseCheckoutConfig {
  /** https://business.coinbase.com, or the sandbox's `${PUBLIC_URL}/sandbox/coinbase`. */
  baseUrl: string;
  apiKeyId: string;
  apiKeySecret: string;
  webhookSecret: string;
  fetch: typeof fetch;
  /** REQUEST_TIMEOUT_MS unless a test stalls the provider on purpose. */
  timeoutMs?: number;
  /** The pause before the one retry. */
  retryDelayMs?: number;
}

/** Why a request got no answer, in words fit for a log line (no URL parameters, no headers). */
function noAnswer(err: unknown, timeoutMs: number): { failure: 'timeout' | 'unreachable'; detail: string } {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return { failure: 'timeout', detail: `no answer within ${timeoutMs} ms` };
  return { failure: 'unreachable', detail: e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err) };
}

// The fields we use of Coinbase's checkout object; the rest is ignored.
const checkoutBodySchema = z.object({
  id: z.string().min(1).max(100),
  url: z.string().min(1),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
  expiresAt: z.string().nullish(),
});

const webhookBodySchema = z.object({
  id: z.string().min(1).max(100),
  eventType: z.string().min(1).max(100),
  status: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

/** An unknown status word is treated as "still in progress": it never grants anything. */
const toStatus = (status: string): CheckoutStatus => ((CHECKOUT_STATUSES as readonly string[]).includes(status) ? (status as CheckoutStatus) : 'PROCESSING');

const statusOfEvent: Record<string, CheckoutStatus> = {
  'checkout.payment.success': 'COMPLETED',
  'checkout.payment.failed': 'FAILED',
  'checkout.payment.expired': 'EXPIRED',
};

const stringMetadata = (metadata: Record<string, unknown> | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));

const dateOr = (value: string | null | undefined, fallback: Date | null): Date | null => {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : fallback;
};

function parseJsonOrNull(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function toProviderCheckout(body: z.infer<typeof checkoutBodySchema>): ProviderCheckout {
  const createdAt = dateOr(body.createdAt, new Date())!;
  return {
    chargeId: body.id,
    hostedUrl: body.url,
    status: toStatus(body.status),
    amount: body.amount,
    currency: body.currency,
    metadata: stringMetadata(body.metadata),
    createdAt,
    updatedAt: dateOr(body.updatedAt, createdAt)!,
    expiresAt: dateOr(body.expiresAt, null),
  };
}

export function createCoinbaseCheckoutProvider(config: CoinbaseCheckoutConfig): PaymentProvider {
  const base = new URL(config.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const key: CdpSigningKey = parseCdpKeySecret(config.apiKeySecret);

  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryDelayMs = config.retryDelayMs ?? RETRY_DELAY_MS;

  /** One request and its whole body, within the timeout; throws what `noAnswer` reads. */
  async function request(
    method: 'GET' | 'POST',
    fullPath: string,
    body: unknown,
    extraHeaders: Record<string, string>,
  ): Promise<{ status: number; text: string }> {
    const jwt = await signCdpJwt({ keyId: config.apiKeyId, key, method, host: base.host, path: fullPath });
    const response = await config.fetch(`${base.origin}${fullPath}`, {
      method,
      headers: {
        authorization: `Bearer ${jwt}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  }

  /**
   * A call with its bounded retry. Every failed request counts against Coinbase in the
   * dependency metrics; an answer below 500 is returned for the caller to judge (a 4xx
   * is about our request, and only the caller knows whether a 2xx body is usable).
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown; attempts: number }> {
    const fullPath = `${basePath}${path}`;
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= MAX_ATTEMPTS;
      let answer: { status: number; text: string };
      try {
        answer = await request(method, fullPath, body, extraHeaders);
      } catch (err) {
        dependencyFailed('coinbase');
        const { failure, detail } = noAnswer(err, timeoutMs);
        if (failure === 'unreachable' && !last) {
          await sleep(retryDelayMs);
          continue;
        }
        throw new PaymentProviderError(`Coinbase could not be reached: ${detail}`, undefined, failure, attempt);
      }
      if (answer.status >= 500 || answer.status === 429) {
        dependencyFailed('coinbase');
        if (RETRIED_STATUSES.has(answer.status) && !last) {
          await sleep(retryDelayMs);
          continue;
        }
        throw new PaymentProviderError(`Coinbase answered HTTP ${answer.status}`, answer.status, 'server_error', attempt);
      }
      return { status: answer.status, json: parseJsonOrNull(answer.text), attempts: attempt };
    }
  }

  /** A 2xx answer's checkout; one we cannot read is Coinbase failing, not us. */
  function parseCheckout(answer: { json: unknown; attempts: number }, what: string): ProviderCheckout {
    const parsed = checkoutBodySchema.safeParse(answer.json);
    if (!parsed.success) {
      dependencyFailed('coinbase');
      throw new PaymentProviderError(`Coinbase answered ${what} with an unexpected body`, undefined, 'bad_answer', answer.attempts);
    }
    dependencySucceeded('coinbase');
    return toProviderCheckout(parsed.data);
  }

  /** A 4xx: Coinbase answered, refusing our request. */
  function refused(answer: { status: number; attempts: number }, what: string): PaymentProviderError {
    dependencySucceeded('coinbase');
    return new PaymentProviderError(`Coinbase refused to ${what} (HTTP ${answer.status})`, answer.status, 'refused', answer.attempts);
  }

  return {
    name: 'coinbase',

    async createCheckout(input: CreateCheckoutInput) {
      const answer = await call(
        'POST',
        CHECKOUTS_PATH,
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          successRedirectUrl: input.successUrl,
          failRedirectUrl: input.failUrl ?? input.successUrl,
          expiresAt: input.expiresAt.toISOString(),
        },
        { 'x-idempotency-key': input.idempotencyKey },
      );
      if (answer.status !== 200 && answer.status !== 201) {
        if (answer.status >= 400) throw refused(answer, 'create the checkout');
        dependencyFailed('coinbase');
        throw new PaymentProviderError(`Coinbase answered the checkout creation with HTTP ${answer.status}`, answer.status, 'bad_answer', answer.attempts);
      }
      return parseCheckout(answer, 'the checkout creation');
    },

    async getCheckout(chargeId: string) {
      const answer = await call('GET', `${CHECKOUTS_PATH}/${encodeURIComponent(chargeId)}`);
      if (answer.status === 404) {
        dependencySucceeded('coinbase');
        return null;
      }
      if (answer.status !== 200) {
        if (answer.status >= 400) throw refused(answer, 'read the checkout');
        dependencyFailed('coinbase');
        throw new PaymentProviderError(`Coinbase answered the checkout lookup with HTTP ${answer.status}`, answer.status, 'bad_answer', answer.attempts);
      }
      return parseCheckout(answer, 'the checkout lookup');
    },

    verifyWebhook(rawBody: string, headers: HeaderBag, now?: Date): PaymentEvent {
      const signature = verifyHook0Signature({ rawBody, headers, secret: config.webhookSecret, ...(now ? { now } : {}) });
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        throw new WebhookVerificationError('bad_body', 'The webhook body is not JSON.');
      }
      const parsed = webhookBodySchema.safeParse(payload);
      if (!parsed.success) throw new WebhookVerificationError('bad_body', 'The webhook body is not a checkout event.');
      const event = parsed.data;
      const signedEventId = signature.headerNames.includes(EVENT_ID_HEADER) ? headers[EVENT_ID_HEADER] : undefined;
      return {
        // A checkout is single-use, so without a signed delivery id its id and the
        // event type still name each event exactly once.
        eventId: typeof signedEventId === 'string' && signedEventId ? signedEventId.slice(0, 200) : `${event.eventType}:${event.id}`,
        type: event.eventType,
        checkout: {
          chargeId: event.id,
          status: event.status ? toStatus(event.status) : (statusOfEvent[event.eventType] ?? 'PROCESSING'),
          metadata: stringMetadata(event.metadata),
          amount: event.amount ?? '',
          currency: event.currency ?? '',
        },
        payload,
      };
    },
  };
}
