// Seeds for the commit-reveal scheme: the server commits to a seed by publishing its
// hash before any bet, and reveals the seed only when the player rotates it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const SERVER_SEED_BYTES = 32;
const CLIENT_SEED_BYTES = 5;

export function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  // Web Crypto exists in Node 20 and every browser, so core needs no node:crypto.
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** 32 random bytes as 64 lowercase hex characters. */
export const generateServerSeed = (): string => randomHex(SERVER_SEED_BYTES);

/** 10 lowercase hex characters; players may replace it with any text they like. */
export const generateClientSeed = (): string => randomHex(CLIENT_SEED_BYTES);

/** The commitment is the hash of the seed's text, as third-party verifiers compute it. */
export const hashServerSeed = (serverSeed: string): string => bytesToHex(sha256(utf8ToBytes(serverSeed)));

export const serverSeedMatchesHash = (serverSeed: string, hash: string): boolean => hashServerSeed(serverSeed) === hash.toLowerCase();
