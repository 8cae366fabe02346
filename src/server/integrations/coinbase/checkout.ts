// The Coinbase Business Checkouts API adapter (the successor of the Commerce
// charges the specification names): POST /api/v1/checkouts creates a single-use
// hosted checkout, GET /api/v1/checkouts/{id} reads it, both authenticated with a
// CDP API key's JWT; webhooks checkout.payment.success|failed|expired are signed
// with X-Hook0-Signature. Pointed at the payment sandbox's base URL, the same code
// runs over HTTP against our own stand-in (DESIGN §5).
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
const REQUEST_TIMEOUT_MS = 10_000;

export interface CoinbaseCheckoutConfig {
  /** https://business.coinbase.com, or the sandbox's `${PUBLIC_URL}/sandbox/coinbase`. */
  baseUrl: string;
  apiKeyId: string;
  apiKeySecret: string;
  webhookSecret: string;
  fetch: typeof fetch;
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

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown }> {
    const fullPath = `${basePath}${path}`;
    const jwt = await signCdpJwt({ keyId: config.apiKeyId, key, method, host: base.host, path: fullPath });
    let response: Response;
    try {
      response = await config.fetch(`${base.origin}${fullPath}`, {
        method,
        headers: {
          authorization: `Bearer ${jwt}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      dependencyFailed('coinbase');
      throw new PaymentProviderError(`Coinbase could not be reached: ${(err as Error).message}`);
    }
    // A 4xx is about our request (a checkout it does not know); a 5xx is Coinbase failing.
    if (response.status >= 500) dependencyFailed('coinbase');
    else dependencySucceeded('coinbase');
    const text = await response.text();
    return { status: response.status, json: parseJsonOrNull(text) };
  }

  function parseCheckout(json: unknown, what: string): ProviderCheckout {
    const parsed = checkoutBodySchema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError(`Coinbase answered ${what} with an unexpected body`);
    return toProviderCheckout(parsed.data);
  }

  return {
    name: 'coinbase',

    async createCheckout(input: CreateCheckoutInput) {
      const { status, json } = await call(
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
      if (status !== 200 && status !== 201) throw new PaymentProviderError(`Coinbase refused to create the checkout (HTTP ${status})`, status);
      return parseCheckout(json, 'the checkout creation');
    },

    async getCheckout(chargeId: string) {
      const { status, json } = await call('GET', `${CHECKOUTS_PATH}/${encodeURIComponent(chargeId)}`);
      if (status === 404) return null;
      if (status !== 200) throw new PaymentProviderError(`Coinbase refused to read the checkout (HTTP ${status})`, status);
      return parseCheckout(json, 'the checkout lookup');
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
