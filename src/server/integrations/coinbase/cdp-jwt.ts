// CDP API key authentication: every Coinbase Business API request carries a
// short-lived JWT signed with the API key's secret (ES256 for ECDSA keys given as
// PEM, EdDSA for Ed25519 keys given as base64 of seed + public key). Claims follow
// Coinbase's JWT authentication guide and its CDP SDK: sub = key id, iss 'cdp',
// nbf/iat = now, exp = now + 120 s, and the request it is for, 'METHOD host/path'.
// The header names the key (kid) and carries a random nonce. Signing and checking
// go through jose; reading the key secret's two formats is ours.
import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

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

export async function signCdpJwt(input: CdpJwtInput): Promise<string> {
  const nbf = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const uri = cdpRequestUri(input.method, input.host, input.path);
  // The guide's samples name the request in `uri`, the SDK in `uris`; both are sent.
  return new SignJWT({ uri, uris: [uri] })
    .setProtectedHeader({ alg: input.key.alg, kid: input.keyId, typ: 'JWT', nonce: input.nonce ?? randomBytes(16).toString('hex') })
    .setSubject(input.keyId)
    .setIssuer('cdp')
    .setAudience([CDP_JWT_AUDIENCE])
    .setNotBefore(nbf)
    .setIssuedAt(nbf)
    .setExpirationTime(nbf + CDP_JWT_LIFETIME_S)
    .sign(input.key.privateKey);
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

/** Why jose refused a token, in the words the payment sandbox answers with. */
function refusal(error: unknown, expectedAlg: CdpAlgorithm): CdpJwtError {
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return new CdpJwtError('the token signature is invalid');
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return new CdpJwtError(`the token must be signed with ${expectedAlg}`);
  if (error instanceof joseErrors.JWTExpired) return new CdpJwtError('the token has expired');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return new CdpJwtError('the token is not valid yet');
    if (error.claim === 'sub' || error.claim === 'iss') return new CdpJwtError('the token has the wrong subject or issuer');
    return new CdpJwtError(`the token's ${error.claim} claim is wrong`);
  }
  return new CdpJwtError('the bearer token is not a JWT');
}

/** Checks a token as the provider would (used by the payment sandbox); throws CdpJwtError. */
export async function verifyCdpJwt(input: VerifyCdpJwtInput): Promise<CdpJwtClaims> {
  const expectedAlg: CdpAlgorithm = input.publicKey.asymmetricKeyType === 'ed25519' ? 'EdDSA' : 'ES256';
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(input.token, input.publicKey, {
      algorithms: [expectedAlg],
      issuer: 'cdp',
      subject: input.keyId,
      requiredClaims: ['nbf', 'exp'],
      clockTolerance: input.skewS ?? 30,
      ...(input.now ? { currentDate: input.now } : {}),
    });
  } catch (error) {
    throw refusal(error, expectedAlg);
  }
  const { protectedHeader: header, payload: claims } = verified;
  if (header.kid !== input.keyId) throw new CdpJwtError('the token names an unknown API key');
  if (typeof header.nonce !== 'string' || header.nonce.length < 8) throw new CdpJwtError('the token header has no nonce');
  if (claims.exp! - claims.nbf! > CDP_JWT_LIFETIME_S) throw new CdpJwtError('the token is valid for longer than 2 minutes');
  const expected = cdpRequestUri(input.method, input.host, input.path);
  const named = [claims.uri, ...(Array.isArray(claims.uris) ? claims.uris : [])];
  if (!named.includes(expected)) throw new CdpJwtError(`the token is not for ${expected}`);
  return claims as unknown as CdpJwtClaims;
}
