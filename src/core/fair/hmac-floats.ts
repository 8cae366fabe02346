// The float stream behind every provably-fair outcome. It follows the scheme Stake
// publishes byte for byte, so players can check results with third-party verifiers.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface FloatsInput extends FairSeeds {
  count: number;
}

const BYTES_PER_FLOAT = 4;

/** HMAC-SHA256 with both key and message taken as UTF-8 text (the seed is NOT hex-decoded). */
export const hmacSha256 = (key: string, message: string): Uint8Array => hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));

/**
 * b0/256 + b1/256^2 + b2/256^3 + b3/256^4, written as the published sum so it can be
 * audited against it; every partial sum is exact in a double, so no rounding creeps in.
 */
export function bytesToFloat(bytes: Uint8Array, offset = 0): number {
  let result = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new Error('bytesToFloat needs 4 bytes from the offset');
    result += byte / 256 ** (i + 1);
  }
  return result;
}

export function floatsFromDigest(digest: Uint8Array): number[] {
  const out: number[] = [];
  for (let offset = 0; offset + BYTES_PER_FLOAT <= digest.length; offset += BYTES_PER_FLOAT) {
    out.push(bytesToFloat(digest, offset));
  }
  return out;
}

function assertNonNegativeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative whole number`);
  }
}

/** Successive floats in [0, 1); `round` in the message lets one bet draw more than 8. */
export function floats({ serverSeed, clientSeed, nonce, count }: FloatsInput): number[] {
  assertNonNegativeInteger(nonce, 'nonce');
  assertNonNegativeInteger(count, 'count');
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const digest = hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`);
    out.push(...floatsFromDigest(digest).slice(0, count - out.length));
  }
  return out;
}
