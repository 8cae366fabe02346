import { REFERRAL_REWARD } from '../../../core/referrals';
import type { Tx } from '../../db/client';
import { postEntry } from '../ledger';
import { referralsRepository } from './referrals.repository';

export interface ReferralRewardResult {
  referralId: string;
  referrerId: string;
  referredId: string;
  referredBalance: number;
  referrerBalance: number;
}

/**
 * Pays the referral reward when a referred user first becomes Premium: 2000 fowls
 * to each side, in the caller's transaction, once per referral (the row lock and
 * the ledger's idempotency keys both guard it). Null when there is nothing to pay.
 */
export async function rewardReferralOnUpgrade(tx: Tx, referredId: string, now: Date): Promise<ReferralRewardResult | null> {
  const referral = await referralsRepository.pendingForReferredForUpdate(tx, referredId);
  if (!referral) return null;
  const referred = await postEntry(tx, {
    userId: referredId,
    amount: REFERRAL_REWARD,
    type: 'referral_bonus',
    description: 'Referral bonus for upgrading to Premium',
    idempotencyKey: `referral:${referral.id}:referred`,
    at: now,
  });
  const referrer = await postEntry(tx, {
    userId: referral.referrerId,
    amount: REFERRAL_REWARD,
    type: 'referral_reward',
    description: 'Referral reward: a player you referred upgraded to Premium',
    idempotencyKey: `referral:${referral.id}:referrer`,
    at: now,
  });
  await referralsRepository.markRewarded(tx, referral.id, REFERRAL_REWARD, now);
  return {
    referralId: referral.id,
    referrerId: referral.referrerId,
    referredId,
    referredBalance: referred.balanceAfter,
    referrerBalance: referrer.balanceAfter,
  };
}
