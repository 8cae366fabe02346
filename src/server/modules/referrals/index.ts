export { referralsRoutes } from './referrals.routes';
export { rewardReferralOnUpgrade, type ReferralRewardResult } from './referral-reward';
export { referralsRepository, type ReferralRow } from './referrals.repository';
export { ensureReferralCode } from './referral-code';
export { referralListing, type ReferralListing } from './referral-listing';
