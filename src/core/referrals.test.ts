import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildReferralCode,
  parseReferralCode,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CODE_PATTERN,
  REFERRAL_SUFFIX_ALPHABET,
  referralCodeInput,
  referralMessages,
  referralNamePart,
  referralShareText,
} from './referrals';

describe('referral codes', () => {
  it('trims and uppercases what is typed', () => {
    expect(parseReferralCode('  csf-goose-abc123 ')).toEqual({ ok: true, code: 'CSF-GOOSE-ABC123' });
  });

  it.each([
    ['', referralMessages.required],
    ['   ', referralMessages.required],
    ['A'.repeat(21), referralMessages.tooLong],
    ['CSF GOOSE', referralMessages.badCharacters],
    ['CSF_GOOSE', referralMessages.badCharacters],
    ['CSF-GÄNS', referralMessages.badCharacters],
    ['<script>', referralMessages.badCharacters],
  ])('refuses %j', (raw, message) => {
    expect(parseReferralCode(raw)).toEqual({ ok: false, message });
  });

  it('accepts exactly 20 characters', () => {
    expect(parseReferralCode('A'.repeat(20)).ok).toBe(true);
  });

  it('uppercases the input field and caps it at 20 characters', () => {
    expect(referralCodeInput('csf-goose-abc123-extra-long')).toBe('CSF-GOOSE-ABC123-EXT');
    // Spaces around a pasted code do not count against its 20 characters.
    expect(referralCodeInput('   csf-goldengoo-abc234 ')).toBe('CSF-GOLDENGOO-ABC234');
  });

  it('builds CSF-NAME-SUFFIX from any username, always valid and within 20 characters', () => {
    expect(buildReferralCode('GoldenGoose', 'ABC234')).toBe('CSF-GOLDENGOO-ABC234');
    expect(buildReferralCode('x_y z', 'ABC234')).toBe('CSF-XYZ-ABC234');
    expect(referralNamePart('Ñandú')).toBe('NANDU');
    expect(referralNamePart('🐔')).toBe('FOWL');
    const suffix = fc.string({ unit: fc.constantFrom(...REFERRAL_SUFFIX_ALPHABET), minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), suffix, (username, s) => {
        const code = buildReferralCode(username, s);
        expect(code.length).toBeLessThanOrEqual(REFERRAL_CODE_MAX_LENGTH);
        expect(code).toMatch(REFERRAL_CODE_PATTERN);
        expect(parseReferralCode(code)).toEqual({ ok: true, code });
      }),
    );
  });

  it('shares with the text of the specification', () => {
    expect(referralShareText('CSF-GOOSE-ABC123')).toBe('Use my referral code CSF-GOOSE-ABC123 to get 2000 Fowls when you upgrade to Premium!');
  });
});
