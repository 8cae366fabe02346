import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CdpJwtError, CdpKeyError, parseCdpKeySecret, signCdpJwt, verifyCdpJwt, type CdpSigningKey } from './cdp-jwt';
import { deriveSandboxCredentials } from './sandbox/credentials';

/** The public half of a signing key, as the verifier holds it. */
const publicKeyOf = (key: CdpSigningKey) => createPublicKey(key.privateKey);

const KEY_ID = 'organizations/org-1/apiKeys/key-1';
const NOW = new Date('2025-06-01T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

function ecPem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return privateKey.export({ format: 'pem', type: 'sec1' }).toString();
}

function ed25519Secret(): string {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const d = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
  const x = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return Buffer.concat([d, x]).toString('base64');
}

const request = { method: 'POST', host: 'business.coinbase.com', path: '/api/v1/checkouts' };

describe('CDP API key JWTs', () => {
  it.each([
    ['ECDSA (PEM)', ecPem(), 'ES256'],
    ['Ed25519 (base64)', ed25519Secret(), 'EdDSA'],
  ])('signs with an %s key: header kid and nonce, claims sub/iss/nbf/exp/uri', async (_name, secret, alg) => {
    const key = parseCdpKeySecret(secret);
    expect(key.alg).toBe(alg);
    const token = await signCdpJwt({ keyId: KEY_ID, key, ...request, now: NOW, nonce: 'abcdef0123456789' });
    const [header, claims] = token.split('.').map((p, i) => (i < 2 ? decode(p) : p));
    expect(header).toEqual({ alg, kid: KEY_ID, typ: 'JWT', nonce: 'abcdef0123456789' });
    expect(claims).toMatchObject({
      sub: KEY_ID,
      iss: 'cdp',
      aud: ['cdp_service'],
      nbf: NOW_S,
      iat: NOW_S,
      exp: NOW_S + 120,
      uri: 'POST business.coinbase.com/api/v1/checkouts',
      uris: ['POST business.coinbase.com/api/v1/checkouts'],
    });
    expect(Object.keys(claims as object).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'nbf', 'sub', 'uri', 'uris']);
    await expect(verifyCdpJwt({ token, keyId: KEY_ID, publicKey: publicKeyOf(key), ...request, now: NOW })).resolves.toMatchObject({ sub: KEY_ID });
  });

  it('draws a fresh nonce for every token', async () => {
    const key = parseCdpKeySecret(ed25519Secret());
    const tokens = await Promise.all(Array.from({ length: 5 }, () => signCdpJwt({ keyId: KEY_ID, key, ...request })));
    const nonces = new Set(tokens.map((t) => decode(t.split('.')[0]!).nonce));
    expect(nonces.size).toBe(5);
  });

  it('reads a PEM whose newlines arrived escaped, as environment variables carry them', () => {
    expect(parseCdpKeySecret(ecPem().replace(/\n/g, '\\n')).alg).toBe('ES256');
  });

  it('refuses secrets that are not CDP keys', () => {
    expect(() => parseCdpKeySecret('not a key')).toThrow(CdpKeyError);
    expect(() => parseCdpKeySecret(randomBytes(32).toString('base64'))).toThrow(CdpKeyError);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => parseCdpKeySecret(rsa)).toThrow(CdpKeyError);
  });

  it('is refused for another request, another key, out of its 2 minutes, or tampered', async () => {
    const key = parseCdpKeySecret(ed25519Secret());
    const publicKey = publicKeyOf(key);
    const token = await signCdpJwt({ keyId: KEY_ID, key, ...request, now: NOW });
    const check = (overrides: Partial<Parameters<typeof verifyCdpJwt>[0]>) =>
      expect(verifyCdpJwt({ token, keyId: KEY_ID, publicKey, ...request, now: NOW, ...overrides })).rejects;
    await check({ method: 'GET' }).toThrow(/not for GET/);
    await check({ path: '/api/v1/checkouts/abc' }).toThrow(CdpJwtError);
    await check({ host: 'evil.example' }).toThrow(CdpJwtError);
    await check({ keyId: 'organizations/org-1/apiKeys/other' }).toThrow(/wrong subject/);
    await check({ publicKey: publicKeyOf(parseCdpKeySecret(ed25519Secret())) }).toThrow(/signature/);
    await check({ publicKey: publicKeyOf(parseCdpKeySecret(ecPem())) }).toThrow(/must be signed with ES256/);
    await check({ now: new Date(NOW.getTime() + 200_000) }).toThrow(/expired/);
    await check({ now: new Date(NOW.getTime() - 100_000) }).toThrow(/not valid yet/);
    // Change a signature character in the middle: the last one may only carry padding bits.
    const at = token.lastIndexOf('.') + 10;
    const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    await check({ token: tampered }).toThrow(CdpJwtError);
    await check({ token: 'a.b' }).toThrow(/not a JWT/);
  });

  it('gives the sandbox a stable Ed25519 key derived from the session secret', async () => {
    const a = deriveSandboxCredentials('session-secret-one-0123456789abcdef');
    const b = deriveSandboxCredentials('session-secret-one-0123456789abcdef');
    const c = deriveSandboxCredentials('session-secret-two-0123456789abcdef');
    expect(a.apiKeySecret).toBe(b.apiKeySecret);
    expect(a.apiKeyId).toBe(b.apiKeyId);
    expect(a.webhookSecret).not.toBe(c.webhookSecret);
    const key = parseCdpKeySecret(a.apiKeySecret);
    const token = await signCdpJwt({ keyId: a.apiKeyId, key, ...request, now: NOW });
    await expect(verifyCdpJwt({ token, keyId: a.apiKeyId, publicKey: a.publicKey, ...request, now: NOW })).resolves.toBeDefined();
  });
});
