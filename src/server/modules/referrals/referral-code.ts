import { randomInt } from 'node:crypto';
import { buildReferralCode, REFERRAL_SUFFIX_ALPHABET, REFERRAL_SUFFIX_LENGTH } from '../../../core/referrals';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { referralsRepository } from './referrals.repository';

/** Six characters from a cryptographic source: codes must not be guessable in sequence. */
export function randomReferralSuffix(): string {
  let suffix = '';
  for (let i = 0; i < REFERRAL_SUFFIX_LENGTH; i++) suffix += REFERRAL_SUFFIX_ALPHABET[randomInt(REFERRAL_SUFFIX_ALPHABET.length)];
  return suffix;
}

/** 32^6 suffixes per name: a handful of collisions in a row means something else is wrong. */
const MAX_ATTEMPTS = 8;

/**
 * The user's referral code, made on first need. Each attempt is one statement
 * outside any transaction, so a collision on the unique index (another user
 * holds that code) costs only a retry with a new suffix.
 */
export async function ensureReferralCode(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  user: { id: string; username: string; referralCode: string | null },
  suffix: () => string = randomReferralSuffix,
): Promise<string> {
  if (user.referralCode) return user.referralCode;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const claimed = await referralsRepository.claimCode(db, user.id, buildReferralCode(user.username, suffix()), clock());
      if (claimed) return claimed;
      // Nothing was updated: a concurrent request gave the user a code first.
      const existing = await referralsRepository.codeOf(db, user.id);
      if (existing) return existing;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new Error(`no free referral code for user ${user.id} after ${MAX_ATTEMPTS} attempts`);
}
