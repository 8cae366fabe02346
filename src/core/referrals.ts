// Referral program constants and code rules (spec part 1 §1, §3, §4, §8, §9).

/** Fowls each side receives when the referred user first becomes Premium. */
export const REFERRAL_REWARD = 2000;

/** Referral code input: trimmed, uppercased, at most this long. */
export const REFERRAL_CODE_MAX_LENGTH = 20;

/** Codes are typed by hand and read aloud on streams: letters, digits and hyphens only. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9-]+$/;

export const REFERRAL_CODE_PREFIX = 'CSF';

/** Length of the random part of a generated code (the ABC123 of CSF-USERNAME-ABC123). */
export const REFERRAL_SUFFIX_LENGTH = 6;

/**
 * Characters of the random part: no 0/O or 1/I, which are easy to confuse when a
 * code is copied from a stream overlay by hand.
 */
export const REFERRAL_SUFFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What is left for the username in CSF-<name>-<suffix> within the 20 characters. */
export const REFERRAL_NAME_MAX_LENGTH = REFERRAL_CODE_MAX_LENGTH - REFERRAL_CODE_PREFIX.length - REFERRAL_SUFFIX_LENGTH - 2;

/** Stands in for a username with no letters or digits at all (e.g. only emoji). */
const FALLBACK_NAME = 'FOWL';

export const referralMessages = {
  required: 'Please enter a referral code.',
  tooLong: `Referral codes are at most ${REFERRAL_CODE_MAX_LENGTH} characters.`,
  badCharacters: 'Referral codes contain only letters, digits and hyphens.',
  unknown: 'Referral code not found.',
  ownCode: 'You cannot use your own referral code.',
  alreadyApplied: 'You have already applied a referral code.',
  premiumOnlyTrial: 'Referral codes can only be applied during the free trial.',
  statsPremiumOnly: 'Referral codes and stats are for Premium members.',
} as const;

/**
 * The input as the form shows it: trimmed and uppercased at once (spec part 1 §5), never
 * longer than the limit. Trimmed before it is cut, so the spaces a pasted code brings
 * along never take the place of its last characters (codes hold no spaces).
 */
export const referralCodeInput = (raw: string): string => raw.trim().toUpperCase().slice(0, REFERRAL_CODE_MAX_LENGTH);

export type ReferralCodeCheck = { ok: true; code: string } | { ok: false; message: string };

/** Trims and uppercases a typed code, then checks its length and characters. */
export function parseReferralCode(raw: string): ReferralCodeCheck {
  const code = raw.trim().toUpperCase();
  if (code.length === 0) return { ok: false, message: referralMessages.required };
  if (code.length > REFERRAL_CODE_MAX_LENGTH) return { ok: false, message: referralMessages.tooLong };
  if (!REFERRAL_CODE_PATTERN.test(code)) return { ok: false, message: referralMessages.badCharacters };
  return { ok: true, code };
}

/** The username part of a code: its ASCII letters and digits, uppercased and cut to fit. */
export function referralNamePart(username: string): string {
  const name = username
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, REFERRAL_NAME_MAX_LENGTH);
  return name || FALLBACK_NAME;
}

/** CSF-<USERNAME>-<SUFFIX>; the suffix is drawn by the caller (the server's random source). */
export function buildReferralCode(username: string, suffix: string): string {
  return `${REFERRAL_CODE_PREFIX}-${referralNamePart(username)}-${suffix}`;
}

/** The text the share action sends (spec part 1 §8). */
export const referralShareText = (code: string): string => `Use my referral code ${code} to get ${REFERRAL_REWARD} Fowls when you upgrade to Premium!`;
