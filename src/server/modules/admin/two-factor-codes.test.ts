import { describe, expect, it } from 'vitest';
import { classifyCode, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, openSecret, sealSecret, totpCode, totpStep } from './two-factor-codes';

// RFC 6238 Appendix B: the SHA-1 test key "12345678901234567890" (base32 below),
// whose 8-digit codes end in these 6 digits at the listed times.
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('two-factor codes', () => {
  it('computes RFC 6238 codes and accepts them one step either side, no further', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(totpCode(RFC_KEY, seconds * 1000)).toBe(code);
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now), now)).toBe(step);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now + 90_000), now)).toBeNull();
  });

  it('makes distinct 80-bit recovery codes and reads them however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(normalizeRecoveryCode(code.toUpperCase().replace(/-/g, ' '))).toBe(code.replace(/-/g, ''));
    expect(normalizeRecoveryCode('IlOo-abcd')).toBe('1100abcd');
    expect(classifyCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifyCode('ABCD-1234')).toEqual({ kind: 'recovery', code: 'abcd1234' });
  });

  it('seals the secret so that only the same server key and the same admin open it', () => {
    const secret = newTotpSecret();
    const sealed = sealSecret(secret, 'server-key-0123456789abcdef-0123456789', 'admin-a');
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, 'server-key-0123456789abcdef-0123456789', 'admin-a')).toBe(secret);
    expect(openSecret(sealed, 'another-key-0123456789abcdef-012345678', 'admin-a')).toBeNull();
    expect(openSecret(sealed, 'server-key-0123456789abcdef-0123456789', 'admin-b')).toBeNull();
    expect(openSecret('v1.broken', 'server-key-0123456789abcdef-0123456789', 'admin-a')).toBeNull();
  });
});
