// The payment provider port (DESIGN §5): what the payments module needs from a
// hosted crypto checkout. Coinbase Business checkouts implement it (checkout.ts);
// a self-hosted BTCPay Server would be one more adapter file behind it.

/** Coinbase Business checkout statuses; other providers map onto them. */
export const CHECKOUT_STATUSES = ['ACTIVE', 'PROCESSING', 'DEACTIVATED', 'EXPIRED', 'COMPLETED', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PAYMENT_EVENT_TYPES = ['checkout.payment.success', 'checkout.payment.failed', 'checkout.payment.expired'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export interface CreateCheckoutInput {
  userId: string;
  planId: string;
  /** Decimal string with two places, e.g. "10.00". */
  amount: string;
  currency: string;
  description: string;
  /** Where the provider sends the browser after a payment (and after a failure). */
  successUrl: string;
  failUrl?: string;
  expiresAt: Date;
  /** Our payment id: the provider's idempotency key, so a retried create makes one checkout. */
  idempotencyKey: string;
  /** String values only: that is what the provider stores and echoes back. */
  metadata: Record<string, string>;
}

export interface ProviderCheckout {
  chargeId: string;
  hostedUrl: string;
  status: CheckoutStatus;
  amount: string;
  currency: string;
  metadata: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
}

export interface PaymentEvent {
  /** The provider's delivery id for this event, the same on every retry of it. */
  eventId: string;
  type: string;
  checkout: Pick<ProviderCheckout, 'chargeId' | 'status' | 'metadata' | 'amount' | 'currency'>;
  /** The verified body, parsed, for the event log. */
  payload: unknown;
}

export interface PaymentProvider {
  /** 'coinbase', stored on each payment. */
  readonly name: string;
  createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout>;
  /** Null when the provider has no such checkout. */
  getCheckout(chargeId: string): Promise<ProviderCheckout | null>;
  /** The event a webhook delivery carries, or a WebhookVerificationError. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now?: Date): PaymentEvent;
}

/**
 * Why a provider call failed. All but `refused` mean the provider is out of reach for
 * now (the player is told to try again later, the dependency counts as failing);
 * `refused` is a 4xx about our own request (a wrong key, a bad field), a bug to fix.
 */
export type ProviderFailure = 'unreachable' | 'timeout' | 'server_error' | 'bad_answer' | 'refused';

/** The provider could not be reached or answered something we cannot use. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly failure: ProviderFailure = status !== undefined && status >= 400 && status < 500 && status !== 429 ? 'refused' : 'server_error',
    /** How many requests the call made before it gave up (retries included). */
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }

  /** Whether the provider is out of reach for now, rather than refusing our request. */
  get outage(): boolean {
    return this.failure !== 'refused';
  }
}

export type WebhookRefusal = 'missing_signature' | 'malformed_signature' | 'stale' | 'bad_signature' | 'bad_body';

/** A webhook delivery that must not be trusted; `reason` goes to the log. */
export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: WebhookRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}
