import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chainHashOf, chainInfoIsAuthentic, firstRoundAfter, QUICKNET, randomnessMatchesSignature, roundTimeMs, type BeaconRound } from './beacon';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { generateBeaconKeyPair, signatureIsValid, signBeaconRound, verifyBeaconRound } from './beacon-signature';

/**
 * Round 1000 of drand's quicknet as the League of Entropy published it (the round
 * drand's own Rust client tests its G1 verification with). Its randomness is the
 * relay's answer, not something this code computed.
 */
const QUICKNET_ROUND_1000: BeaconRound = {
  round: 1000,
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};

/** Flips one hex digit: a signature that is still well-formed but not the published one. */
const tamper = (hex: string, at: number): string => hex.slice(0, at) + (parseInt(hex[at]!, 16) ^ 1).toString(16) + hex.slice(at + 1);

describe('a published quicknet round', () => {
  it('verifies against the quicknet key, whose info hashes to the quicknet chain hash', () => {
    expect(chainHashOf(QUICKNET)).toBe(QUICKNET.hash);
    expect(verifyBeaconRound(QUICKNET, QUICKNET_ROUND_1000, 1000)).toEqual({
      ok: true,
      chainMatchesHash: true,
      roundMatches: true,
      randomnessMatches: true,
      signatureValid: true,
    });
  });

  it('is refused when anything in it is changed', () => {
    const check = (beacon: BeaconRound, expected = 1000) => verifyBeaconRound(QUICKNET, beacon, expected);
    expect(check({ ...QUICKNET_ROUND_1000, signature: tamper(QUICKNET_ROUND_1000.signature, 40) }).signatureValid).toBe(false);
    expect(check({ ...QUICKNET_ROUND_1000, randomness: tamper(QUICKNET_ROUND_1000.randomness, 0) })).toMatchObject({
      ok: false,
      randomnessMatches: false,
      signatureValid: true,
    });
    // The signature of round 1000 is not a signature of round 1001.
    expect(check({ ...QUICKNET_ROUND_1000, round: 1001 }, 1001)).toMatchObject({ ok: false, signatureValid: false });
    expect(check(QUICKNET_ROUND_1000, 999)).toMatchObject({ ok: false, roundMatches: false });
    expect(check({ ...QUICKNET_ROUND_1000, signature: 'zz' })).toMatchObject({ ok: false, signatureValid: false, randomnessMatches: false });
  });

  it('is refused against another key or a chain whose info does not hash to its hash', () => {
    const other = generateBeaconKeyPair();
    expect(signatureIsValid(other.publicKey, 1000, QUICKNET_ROUND_1000.signature)).toBe(false);
    // A relay that swaps the key but keeps quicknet's hash is caught by the hash.
    const forged = { ...QUICKNET, public_key: other.publicKey };
    expect(chainInfoIsAuthentic(forged)).toBe(false);
    expect(verifyBeaconRound(forged, QUICKNET_ROUND_1000, 1000)).toMatchObject({ ok: false, chainMatchesHash: false });
    expect(chainInfoIsAuthentic({ ...QUICKNET, schemeID: 'pedersen-bls-chained' })).toBe(false);
  });
});

describe('round timing', () => {
  it('places quicknet round 1000 at genesis + 999 periods', () => {
    expect(roundTimeMs(QUICKNET, 1)).toBe(1692803367_000);
    expect(roundTimeMs(QUICKNET, 1000)).toBe((1692803367 + 999 * 3) * 1000);
  });

  it('picks the first round published strictly after a moment', () => {
    const genesis = QUICKNET.genesis_time * 1000;
    expect(firstRoundAfter(QUICKNET, genesis - 60_000)).toBe(1);
    expect(firstRoundAfter(QUICKNET, genesis)).toBe(2);
    expect(firstRoundAfter(QUICKNET, genesis + 2999)).toBe(2);
    expect(firstRoundAfter(QUICKNET, genesis + 3000)).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 1, max: 60 }), (offsetMs, period) => {
        const chain = { genesis_time: 1_700_000_000, period };
        const time = chain.genesis_time * 1000 + offsetMs;
        const round = firstRoundAfter(chain, time);
        expect(roundTimeMs(chain, round)).toBeGreaterThan(time);
        expect(roundTimeMs(chain, round - 1)).toBeLessThanOrEqual(time);
      }),
    );
  });
});

describe('a chain of our own (the sandbox beacon)', () => {
  it('signs rounds that the same verification accepts', () => {
    const { secretKey, publicKey } = generateBeaconKeyPair();
    expect(bls12_381.shortSignatures.getPublicKey(hexToBytes(secretKey)).toHex()).toBe(publicKey);
    const info = {
      public_key: publicKey,
      period: 1,
      genesis_time: 1_700_000_000,
      groupHash: '00'.repeat(32),
      schemeID: QUICKNET.schemeID,
      metadata: { beaconID: 'sandbox' },
    };
    const chain = { ...info, hash: chainHashOf(info) };
    const round = signBeaconRound(secretKey, 42);
    expect(randomnessMatchesSignature(round)).toBe(true);
    expect(verifyBeaconRound(chain, round, 42).ok).toBe(true);
    expect(verifyBeaconRound(QUICKNET, round, 42)).toMatchObject({ ok: false, signatureValid: false });
  });
});
