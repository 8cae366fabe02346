// Coinbase integration: the payment provider port, the Coinbase Business
// Checkouts adapter, and the offline payment sandbox.
export { coinbaseApiBaseUrl, createPaymentProvider } from './create-provider';
export { createCoinbaseCheckoutProvider, COINBASE_BUSINESS_BASE_URL, CHECKOUTS_PATH, EVENT_ID_HEADER } from './checkout';
export type { CoinbaseCheckoutConfig } from './checkout';
export { CDP_JWT_LIFETIME_S, CdpJwtError, CdpKeyError, cdpRequestUri, parseCdpKeySecret, signCdpJwt, verifyCdpJwt } from './cdp-jwt';
export type { CdpJwtClaims, CdpSigningKey } from './cdp-jwt';
export { hook0SignedPayload, parseHook0Signature, signHook0, verifyHook0Signature, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_S } from './hook0-signature';
export { CHECKOUT_STATUSES, PAYMENT_EVENT_TYPES, PaymentProviderError, WebhookVerificationError } from './port';
export type {
  CheckoutStatus,
  CreateCheckoutInput,
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
  ProviderCheckout,
  ProviderFailure,
  WebhookRefusal,
} from './port';
export { coinbaseSandboxPlugin } from './sandbox/plugin';
export type { CoinbaseSandboxOptions } from './sandbox/plugin';
export { COINBASE_SANDBOX_PATH, deriveSandboxCredentials } from './sandbox/credentials';
export type { SandboxCredentials } from './sandbox/credentials';
