// BLS signatures of beacon rounds on BLS12-381, as drand's bls-unchained-g1-rfc9380
// scheme makes them: the signature on G1, the group key on G2, the round's message
// hashed to G1 with the RFC 9380 suite below. @noble/curves is audited and pure, so
// the server and the browser run this same code. The browser imports this file
// dynamically: the pairing code is too heavy for the first screen.
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { chainInfoIsAuthentic, randomnessMatchesSignature, randomnessOf, roundMessage, type BeaconChainInfo, type BeaconRound } from './beacon';

const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const bls = bls12_381.shortSignatures;

/** The BLS check alone: the signature is the group key's signature of this round. */
export function signatureIsValid(publicKeyHex: string, round: number, signatureHex: string): boolean {
  try {
    const signature = bls.Signature.fromHex(signatureHex);
    const publicKey = bls12_381.G2.Point.fromHex(publicKeyHex);
    return bls.verify(signature, bls.hash(roundMessage(round), G1_DST), publicKey);
  } catch {
    // Not a point on the curve, or not hex: not a signature of anything.
    return false;
  }
}

export interface BeaconCheck {
  ok: boolean;
  /** The chain info hashes to its chain hash, so its key is the chain's key. */
  chainMatchesHash: boolean;
  /** The round is the one the raffle committed to. */
  roundMatches: boolean;
  /** randomness = SHA-256(signature). */
  randomnessMatches: boolean;
  /** The BLS signature verifies against the chain's key. */
  signatureValid: boolean;
}

/** Every check of a published round against the chain it claims and the round expected. */
export function verifyBeaconRound(chain: BeaconChainInfo, beacon: BeaconRound, expectedRound: number): BeaconCheck {
  const chainMatchesHash = chainInfoIsAuthentic(chain);
  const roundMatches = beacon.round === expectedRound;
  const randomnessMatches = randomnessMatchesSignature(beacon);
  const signatureValid = signatureIsValid(chain.public_key, beacon.round, beacon.signature);
  return { ok: chainMatchesHash && roundMatches && randomnessMatches && signatureValid, chainMatchesHash, roundMatches, randomnessMatches, signatureValid };
}

/** A fresh group key pair, as hex (a one-member "group": the sandbox beacon's). */
export function generateBeaconKeyPair(): { secretKey: string; publicKey: string } {
  const { secretKey, publicKey } = bls.keygen();
  return { secretKey: bytesToHex(secretKey), publicKey: publicKey.toHex() };
}

/** Signs a round as a drand node group would, for the sandbox beacon. */
export function signBeaconRound(secretKeyHex: string, round: number): BeaconRound {
  const signature = bls.Signature.toHex(bls.sign(bls.hash(roundMessage(round), G1_DST), hexToBytes(secretKeyHex)));
  return { round, randomness: randomnessOf(signature), signature };
}
