// Chooses where payments go (DESIGN §5): with the COINBASE_* variables set, to
// Coinbase Business; otherwise to the payment sandbox on our own server, through
// the very same adapter, with the sandbox's derived key.
import type { AppConfig } from '../../config';
import { CdpKeyError } from './cdp-jwt';
import { COINBASE_BUSINESS_BASE_URL, createCoinbaseCheckoutProvider } from './checkout';
import type { PaymentProvider } from './port';
import { COINBASE_SANDBOX_PATH, deriveSandboxCredentials } from './sandbox/credentials';

const sandboxOn = ({ coinbase }: Pick<AppConfig, 'coinbase'>): boolean =>
  coinbase.sandbox || !coinbase.apiKeyId || !coinbase.apiKeySecret || !coinbase.webhookSecret;

/** Where the adapter sends its API calls: Coinbase Business, or the sandbox on this server (unless a test routes it elsewhere). */
export function coinbaseApiBaseUrl(config: Pick<AppConfig, 'coinbase' | 'publicUrl'>): string {
  return config.coinbase.apiBaseUrl ?? (sandboxOn(config) ? `${config.publicUrl}${COINBASE_SANDBOX_PATH}` : COINBASE_BUSINESS_BASE_URL);
}

export function createPaymentProvider(config: AppConfig, fetchImpl: typeof fetch): PaymentProvider {
  const { coinbase } = config;
  const common = {
    baseUrl: coinbaseApiBaseUrl(config),
    fetch: fetchImpl,
    ...(coinbase.requestTimeoutMs ? { timeoutMs: coinbase.requestTimeoutMs } : {}),
  };
  if (coinbase.sandbox || !coinbase.apiKeyId || !coinbase.apiKeySecret || !coinbase.webhookSecret) {
    const sandbox = deriveSandboxCredentials(config.sessionSecret);
    return createCoinbaseCheckoutProvider({
      ...common,
      apiKeyId: sandbox.apiKeyId,
      apiKeySecret: sandbox.apiKeySecret,
      webhookSecret: sandbox.webhookSecret,
    });
  }
  try {
    return createCoinbaseCheckoutProvider({
      ...common,
      apiKeyId: coinbase.apiKeyId,
      apiKeySecret: coinbase.apiKeySecret,
      webhookSecret: coinbase.webhookSecret,
    });
  } catch (err) {
    // Fail the start with the variable's name, not a crypto library's words.
    if (err instanceof CdpKeyError) throw new Error(`COINBASE_API_KEY_SECRET: ${err.message}`, { cause: err });
    throw err;
  }
}
