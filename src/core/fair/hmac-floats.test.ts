import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bytesToFloat, floats, floatsFromDigest, hmacSha256 } from './hmac-floats';

// Stake's published example; third-party verifiers reproduce exactly these numbers.
const VECTOR = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
};

const seedsArb = fc.record({
  serverSeed: fc.string(),
  clientSeed: fc.string(),
  nonce: fc.nat(),
});

describe('floats', () => {
  it('reproduces the published test vector', () => {
    const [a, b, c, d] = floats({ ...VECTOR, count: 4 }).map((f) => f.toFixed(12));
    expect([a, b, c, d]).toEqual(['0.771740999306', '0.889090552926', '0.308135983068', '0.804836504394']);
  });

  it('uses the next round of the message after 8 floats', () => {
    const all = floats({ ...VECTOR, count: 12 });
    expect(all.slice(0, 8)).toEqual(floatsFromDigest(hmacSha256(VECTOR.serverSeed, 'bb62964774:1:0')));
    expect(all.slice(8)).toEqual(floatsFromDigest(hmacSha256(VECTOR.serverSeed, 'bb62964774:1:1')).slice(0, 4));
  });

  it('returns nothing for count 0', () => {
    expect(floats({ ...VECTOR, count: 0 })).toEqual([]);
  });

  it('rejects counts and nonces that are not non-negative whole numbers', () => {
    expect(() => floats({ ...VECTOR, count: -1 })).toThrow(/count/);
    expect(() => floats({ ...VECTOR, count: 1.5 })).toThrow(/count/);
    expect(() => floats({ ...VECTOR, nonce: -1, count: 1 })).toThrow(/nonce/);
    expect(() => floats({ ...VECTOR, nonce: Number.NaN, count: 1 })).toThrow(/nonce/);
  });

  it('always lies in [0, 1)', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 0, max: 40 }), (seeds, count) => {
        const out = floats({ ...seeds, count });
        expect(out).toHaveLength(count);
        for (const f of out) {
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThan(1);
        }
      }),
    );
  });

  it('is deterministic, and a shorter stream is a prefix of a longer one', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (seeds, m, n) => {
        const [short, long] = m <= n ? [m, n] : [n, m];
        expect(floats({ ...seeds, count: long })).toEqual(floats({ ...seeds, count: long }));
        expect(floats({ ...seeds, count: long }).slice(0, short)).toEqual(floats({ ...seeds, count: short }));
      }),
    );
  });

  it('gives different floats for a different nonce', () => {
    fc.assert(
      fc.property(seedsArb, fc.nat(), (seeds, other) => {
        fc.pre(other !== seeds.nonce);
        expect(floats({ ...seeds, nonce: other, count: 2 })).not.toEqual(floats({ ...seeds, count: 2 }));
      }),
    );
  });
});

describe('bytesToFloat', () => {
  it('reads four bytes as a big-endian fraction', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]))).toBe(0);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]))).toBe(0.5);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]))).toBe(1 - 2 ** -32);
    expect(bytesToFloat(new Uint8Array([9, 9, 0, 0, 1, 0]), 2)).toBe(1 / 256 ** 3);
  });

  it('equals the 32-bit integer over 2^32, so the published sum is exact', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const asInt = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
        expect(bytesToFloat(bytes)).toBe(asInt / 2 ** 32);
      }),
    );
  });

  it('needs four bytes from the offset', () => {
    expect(() => bytesToFloat(new Uint8Array([1, 2, 3]))).toThrow();
  });
});

describe('hmacSha256', () => {
  it('keys with the seed text, not its hex-decoded bytes', () => {
    // RFC 4231 test case 2 uses a text key, which is exactly our case.
    const digest = hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});
