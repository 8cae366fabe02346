// The payment sandbox's own "CDP API key" and webhook secret. They are derived from
// the session secret, so every instance agrees on them without storing anything,
// and the real adapter signs and verifies with them exactly as with Coinbase's.
import { createHmac, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

export const COINBASE_SANDBOX_PATH = '/sandbox/coinbase';

// DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface SandboxCredentials {
  apiKeyId: string;
  /** Coinbase's Ed25519 secret format: base64 of the 32-byte seed and the 32-byte public key. */
  apiKeySecret: string;
  publicKey: KeyObject;
  webhookSecret: string;
}

const derive = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(`coinbase-sandbox:${purpose}`).digest();

const asUuid = (bytes: Buffer): string => {
  const h = bytes.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export function deriveSandboxCredentials(secret: string): SandboxCredentials {
  const seed = derive(secret, 'api-key');
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const publicRaw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  return {
    apiKeyId: `organizations/${asUuid(derive(secret, 'organization'))}/apiKeys/${asUuid(derive(secret, 'api-key-id'))}`,
    apiKeySecret: Buffer.concat([seed, publicRaw]).toString('base64'),
    publicKey,
    webhookSecret: derive(secret, 'webhook-secret').toString('hex'),
  };
}
