// CDP API key authentication: every Coinbase Business API request carries a
// short-lived JWT signed with the API key's secret (ES256 for ECDSA keys given as
// PEM, EdDSA for Ed25519 keys given as base64 of seed + public key). Claims follow
// Coinbase's JWT authentication guide and its CDP SDK: sub = key id, iss 'cdp',
// nbf/iat = now, exp = now + 120 s, and the request it is for, 'METHOD host/path'.
// The header names the key (kid) and carries a random nonce.
// Signing uses node:crypto directly: no JWT library is needed for one fixed shape.
import { createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

export const CDP_JWT_LIFETIME_S = 120;
export const CDP_JWT_AUDIENCE = 'cdp_service';

export type CdpAlgorithm = 'ES256' | 'EdDSA';

export interface CdpSigningKey {
  alg: CdpAlgorithm;
  privateKey: KeyObject;
}

export class CdpKeyError extends Error {}

/**
 * Reads an API key secret as Coinbase hands it out. Environment variables often
 * hold a PEM with literal "\n" sequences, so those become newlines first.
 */
export function parseCdpKeySecret(secret: string): CdpSigningKey {
  const text = secret.trim().replace(/\\n/g, '\n');
  if (text.includes('-----BEGIN')) {
    let key: KeyObject;
    try {
      key = createPrivateKey(text);
    } catch {
      throw new CdpKeyError('the API key secret is not a readable PEM private key');
    }
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new CdpKeyError('a PEM API key secret must be an ECDSA P-256 key');
    }
    return { alg: 'ES256', privateKey: key };
  }
  const raw = Buffer.from(text, 'base64');
  if (raw.length !== 64) throw new CdpKeyError('the API key secret must be a PEM EC key or a base64 Ed25519 key (64 bytes)');
  try {
    const jwk = { kty: 'OKP', crv: 'Ed25519', d: raw.subarray(0, 32).toString('base64url'), x: raw.subarray(32).toString('base64url') };
    return { alg: 'EdDSA', privateKey: createPrivateKey({ key: jwk, format: 'jwk' }) };
  } catch {
    throw new CdpKeyError('the Ed25519 API key secret could not be read');
  }
}

const b64urlJson = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** 'POST business.coinbase.com/api/v1/checkouts': the request a token is valid for. */
export const cdpRequestUri = (method: string, host: string, path: string): string => `${method.toUpperCase()} ${host}${path}`;

export interface CdpJwtInput {
  keyId: string;
  key: CdpSigningKey;
  method: string;
  /** Host and port as in the URL, e.g. 'business.coinbase.com'. */
  host: string;
  /** Path without the query string. */
  path: string;
  now?: Date;
  nonce?: string;
}

export interface CdpJwtClaims {
  sub: string;
  iss: string;
  aud: string[];
  nbf: number;
  iat: number;
  exp: number;
  uri: string;
  uris: string[];
}

export function signCdpJwt(input: CdpJwtInput): string {
  const nbf = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const uri = cdpRequestUri(input.method, input.host, input.path);
  const header = { alg: input.key.alg, kid: input.keyId, typ: 'JWT', nonce: input.nonce ?? randomBytes(16).toString('hex') };
  // The guide's samples name the request in `uri`, the SDK in `uris`; both are sent.
  const claims: CdpJwtClaims = { sub: input.keyId, iss: 'cdp', aud: [CDP_JWT_AUDIENCE], nbf, iat: nbf, exp: nbf + CDP_JWT_LIFETIME_S, uri, uris: [uri] };
  const signingInput = `${b64urlJson(header)}.${b64urlJson(claims)}`;
  const data = Buffer.from(signingInput);
  const signature =
    input.key.alg === 'ES256'
      ? sign('sha256', data, { key: input.key.privateKey, dsaEncoding: 'ieee-p1363' })
      : sign(null, data, input.key.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

export class CdpJwtError extends Error {}

export interface VerifyCdpJwtInput {
  token: string;
  keyId: string;
  publicKey: KeyObject;
  method: string;
  host: string;
  path: string;
  now?: Date;
  /** Clock difference tolerated between the signer and us. */
  skewS?: number;
}

function decodeJson(part: string | undefined, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal below
  }
  throw new CdpJwtError(`the token's ${what} is not JSON`);
}

/** Checks a token as the provider would (used by the payment sandbox); throws CdpJwtError. */
export function verifyCdpJwt(input: VerifyCdpJwtInput): CdpJwtClaims {
  const parts = input.token.split('.');
  if (parts.length !== 3) throw new CdpJwtError('the bearer token is not a JWT');
  const header = decodeJson(parts[0], 'header');
  const claims = decodeJson(parts[1], 'payload');
  const expectedAlg: CdpAlgorithm = input.publicKey.asymmetricKeyType === 'ed25519' ? 'EdDSA' : 'ES256';
  if (header.alg !== expectedAlg) throw new CdpJwtError(`the token must be signed with ${expectedAlg}`);
  if (header.kid !== input.keyId) throw new CdpJwtError('the token names an unknown API key');
  if (typeof header.nonce !== 'string' || header.nonce.length < 8) throw new CdpJwtError('the token header has no nonce');

  const data = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2] ?? '', 'base64url');
  const valid =
    expectedAlg === 'ES256'
      ? verify('sha256', data, { key: input.publicKey, dsaEncoding: 'ieee-p1363' }, signature)
      : verify(null, data, input.publicKey, signature);
  if (!valid) throw new CdpJwtError('the token signature is invalid');

  const now = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const skew = input.skewS ?? 30;
  const { sub, iss, nbf, exp, uri, uris } = claims;
  if (sub !== input.keyId || iss !== 'cdp') throw new CdpJwtError('the token has the wrong subject or issuer');
  if (typeof nbf !== 'number' || typeof exp !== 'number') throw new CdpJwtError('the token has no validity period');
  if (nbf > now + skew) throw new CdpJwtError('the token is not valid yet');
  if (exp <= now - skew) throw new CdpJwtError('the token has expired');
  if (exp - nbf > CDP_JWT_LIFETIME_S) throw new CdpJwtError('the token is valid for longer than 2 minutes');
  const expected = cdpRequestUri(input.method, input.host, input.path);
  const named = [uri, ...(Array.isArray(uris) ? uris : [])];
  if (!named.includes(expected)) throw new CdpJwtError(`the token is not for ${expected}`);
  return claims as unknown as CdpJwtClaims;
}

/** The public half of a signing key, for whoever verifies its tokens. */
export const publicKeyOf = (key: CdpSigningKey): KeyObject => createPublicKey(key.privateKey);
