import { REFERRALS_LISTED, type Referral } from '../../../core/contracts/referrals';
import type { DbOrTx } from '../../db/client';
import { referralsRepository } from './referrals.repository';

export interface ReferralListing {
  stats: { totalReferred: number; totalRewarded: number; totalEarned: number };
  referrals: Referral[];
}

/** A referrer's totals and their latest referrals, as the player's card and the admin tab show them. */
export async function referralListing(db: DbOrTx, referrerId: string): Promise<ReferralListing> {
  const [stats, rows] = await Promise.all([
    referralsRepository.totalsForReferrer(db, referrerId),
    referralsRepository.listForReferrer(db, referrerId, REFERRALS_LISTED),
  ]);
  return {
    stats,
    referrals: rows.map((r) => ({
      id: r.id,
      referred: { username: r.username, avatar: r.avatar },
      createdAt: r.createdAt.toISOString(),
      rewardAmount: r.rewardAmount,
      status: r.status === 'rewarded' ? 'rewarded' : 'pending',
    })),
  };
}
