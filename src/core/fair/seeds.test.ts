import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { generateClientSeed, generateServerSeed, hashServerSeed, randomHex, serverSeedMatchesHash } from './seeds';

describe('seed generation', () => {
  it('makes a 64-hex-character server seed, fresh each time', () => {
    const a = generateServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(a);
  });

  it('makes a 10-hex-character client seed', () => {
    expect(generateClientSeed()).toMatch(/^[0-9a-f]{10}$/);
  });

  it('makes two hex characters per random byte', () => {
    expect(randomHex(0)).toBe('');
    expect(randomHex(3)).toMatch(/^[0-9a-f]{6}$/);
  });
});

describe('hashServerSeed', () => {
  it('is the SHA-256 hex of the seed text', () => {
    expect(hashServerSeed('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the hex string itself, not the bytes it encodes', () => {
    const seed = generateServerSeed();
    expect(hashServerSeed(seed)).not.toBe(bytesToHex(sha256(hexToBytes(seed))));
  });

  it('checks a revealed seed against its commitment', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (seed, other) => {
        const hash = hashServerSeed(seed);
        expect(serverSeedMatchesHash(seed, hash)).toBe(true);
        expect(serverSeedMatchesHash(seed, hash.toUpperCase())).toBe(true);
        if (other !== seed) expect(serverSeedMatchesHash(other, hash)).toBe(false);
      }),
    );
  });
});
