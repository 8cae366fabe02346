// Chooses where payments go (DESIGN §5): with the COINBASE_* variables set, to
// Coinbase Business; otherwise to the payment sandbox on our own server, through
// the very same adapter, with the sandbox's derived key.
import type { AppConfig } from '../../config';
import { CdpKeyError } from './cdp-jwt';
import { COINBASE_BUSINESS_BASE_URL, createCoinbaseCheckoutProvider } from './checkout';
import type { PaymentProvider } from './port';
import { COINBASE_SANDBOX_PATH, deriveSandboxCredentials } from './sandbox/credentials';

export function createPaymentProvider(config: AppConfig, fetchImpl: typeof fetch): PaymentProvider {
  const { coinbase } = config;
  if (coinbase.sandbox || !coinbase.apiKeyId || !coinbase.apiKeySecret || !coinbase.webhookSecret) {
    const sandbox = deriveSandboxCredentials(config.sessionSecret);
    return createCoinbaseCheckoutProvider({
      baseUrl: `${config.publicUrl}${COINBASE_SANDBOX_PATH}`,
      apiKeyId: sandbox.apiKeyId,
      apiKeySecret: sandbox.apiKeySecret,
      webhookSecret: sandbox.webhookSecret,
      fetch: fetchImpl,
    });
  }
  try {
    return createCoinbaseCheckoutProvider({
      baseUrl: COINBASE_BUSINESS_BASE_URL,
      apiKeyId: coinbase.apiKeyId,
      apiKeySecret: coinbase.apiKeySecret,
      webhookSecret: coinbase.webhookSecret,
      fetch: fetchImpl,
    });
  } catch (err) {
    // Fail the start with the variable's name, not a crypto library's words.
    if (err instanceof CdpKeyError) throw new Error(`COINBASE_API_KEY_SECRET: ${err.message}`, { cause: err });
    throw err;
  }
}
