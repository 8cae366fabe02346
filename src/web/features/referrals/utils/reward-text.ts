import { REFERRAL_REWARD } from '../../../../core/referrals';

// The referral bonus is the one fowl amount written without a thousands separator:
// the specification quotes it as '2000 Fowls' in its exact messages (part 1 §1, §8:
// the apply toast and the share text), and the house rule keeps spec texts exact, so
// every other mention of the bonus matches them rather than the balance formatter
// (decision 0034).

/** '2000 Fowls'. */
export const REFERRAL_REWARD_TEXT = `${REFERRAL_REWARD} Fowls`;

/** Spec part 1 §8, the apply success toast. */
export const REFERRAL_APPLIED_TEXT = `Referral code applied! You'll get ${REFERRAL_REWARD_TEXT} when you upgrade to Premium.`;
