// The public randomness beacon a raffle mixes into its draw (drand, DESIGN rule 3):
// chain info and its hash, round timing, and the cheap checks of a published round.
// The BLS signature check is in beacon-signature.ts, kept apart so the browser loads
// the pairing code only on the pages that verify.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';

/** Signatures on G1, the group key on G2, hash-to-curve as in RFC 9380: drand's quicknet. */
export const BEACON_SCHEME = 'bls-unchained-g1-rfc9380';

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`), { error: `must be ${bytes} bytes of lowercase hex` });

/** A chain as drand's `/{chainhash}/info` answers it. */
export const beaconChainInfoSchema = z.object({
  public_key: hex(96),
  period: z.number().int().min(1).max(3600),
  genesis_time: z.number().int().min(0),
  hash: hex(32),
  groupHash: hex(32),
  schemeID: z.string().min(1).max(64),
  metadata: z.object({ beaconID: z.string().max(64) }).optional(),
});
export type BeaconChainInfo = z.infer<typeof beaconChainInfoSchema>;

/** A round as drand's `/{chainhash}/public/{round}` answers it (unchained: no previous_signature). */
export const beaconRoundSchema = z.object({
  round: z.number().int().min(1),
  randomness: hex(32),
  signature: hex(48),
});
export type BeaconRound = z.infer<typeof beaconRoundSchema>;

/** drand's quicknet on the League of Entropy mainnet: 3 s rounds since 2023-08-23. */
export const QUICKNET: BeaconChainInfo = {
  public_key:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  period: 3,
  genesis_time: 1692803367,
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  groupHash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
  schemeID: BEACON_SCHEME,
  metadata: { beaconID: 'quicknet' },
};

const beaconId = (info: Pick<BeaconChainInfo, 'metadata'>): string => info.metadata?.beaconID ?? 'default';

/**
 * The chain hash as drand computes it: SHA-256 of the period (uint32) and genesis
 * time (int64), big-endian, the group key, the group hash, and the beacon id unless
 * it is "default". A chain hash therefore pins the key a round is checked against.
 */
export function chainHashOf(info: Omit<BeaconChainInfo, 'hash'>): string {
  const head = new Uint8Array(12);
  const view = new DataView(head.buffer);
  view.setUint32(0, info.period);
  view.setBigInt64(4, BigInt(info.genesis_time));
  const id = beaconId(info);
  return bytesToHex(sha256(concatBytes(head, hexToBytes(info.public_key), hexToBytes(info.groupHash), id === 'default' ? new Uint8Array() : utf8ToBytes(id))));
}

/** The info really is the chain its hash names, with a scheme this code verifies. */
export const chainInfoIsAuthentic = (info: BeaconChainInfo): boolean => info.schemeID === BEACON_SCHEME && chainHashOf(info) === info.hash;

/** When round `round` is published, in ms since the epoch (round 1 at genesis). */
export const roundTimeMs = (chain: Pick<BeaconChainInfo, 'genesis_time' | 'period'>, round: number): number =>
  (chain.genesis_time + (round - 1) * chain.period) * 1000;

/**
 * The first round published strictly after `timeMs`: nobody, the operator included,
 * can know its randomness at that moment.
 */
export function firstRoundAfter(chain: Pick<BeaconChainInfo, 'genesis_time' | 'period'>, timeMs: number): number {
  const elapsed = timeMs / 1000 - chain.genesis_time;
  if (elapsed < 0) return 1;
  return Math.floor(elapsed / chain.period) + 2;
}

/** The message a round's signature covers: SHA-256 of the round number as 8 big-endian bytes. */
export function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** A round's randomness is the SHA-256 of its signature. */
export const randomnessOf = (signatureHex: string): string => bytesToHex(sha256(hexToBytes(signatureHex)));

export const randomnessMatchesSignature = (round: Pick<BeaconRound, 'randomness' | 'signature'>): boolean =>
  /^[0-9a-f]{96}$/.test(round.signature) && randomnessOf(round.signature) === round.randomness.toLowerCase();
