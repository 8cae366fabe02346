import { referralMessages, parseReferralCode } from '../../../core/referrals';
import type { ReferralStats } from '../../../core/contracts/referrals';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { isPremium, type SessionUser } from '../accounts';
import { ensureReferralCode } from './referral-code';
import { referralsRepository } from './referrals.repository';
import { referralListing } from './referral-listing';

export function createReferralsService(ctx: AppContext) {
  return {
    /**
     * A free-trial player applies another player's code, once. The cheap checks run
     * first for a clear answer; the locked re-check inside the transaction is what
     * makes two applies at the same moment record one referral.
     */
    async apply(user: SessionUser, rawCode: string): Promise<{ referralCode: string }> {
      const parsed = parseReferralCode(rawCode);
      if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message);
      const code = parsed.code;
      const now = ctx.clock();
      if (isPremium(user, now)) throw new AppError('FORBIDDEN', referralMessages.premiumOnlyTrial);
      if (user.referredBy) throw new AppError('CONFLICT', referralMessages.alreadyApplied);
      if (user.referralCode === code) throw new AppError('BAD_REQUEST', referralMessages.ownCode);
      const referrer = await referralsRepository.findOwnerOfCode(ctx.db, code);
      // A banned player's code stops working: referrals must not pay into a closed account.
      if (!referrer || referrer.isBanned) throw new AppError('NOT_FOUND', referralMessages.unknown);
      if (referrer.id === user.id) throw new AppError('BAD_REQUEST', referralMessages.ownCode);

      await ctx.db.transaction(async (tx) => {
        const locked = await referralsRepository.lockReferredUser(tx, user.id);
        if (!locked) throw new AppError('NOT_FOUND', 'User not found');
        if (locked.referredBy) throw new AppError('CONFLICT', referralMessages.alreadyApplied);
        if (isPremium(locked, now)) throw new AppError('FORBIDDEN', referralMessages.premiumOnlyTrial);
        await referralsRepository.insert(tx, { referrerId: referrer.id, referredId: user.id, code }, now);
      });
      return { referralCode: code };
    },

    /** A Premium member's code (made on first need), totals and latest referrals. */
    async stats(user: SessionUser): Promise<ReferralStats> {
      if (!isPremium(user, ctx.clock())) throw new AppError('FORBIDDEN', referralMessages.statsPremiumOnly);
      const referralCode = await ensureReferralCode(ctx, user);
      return { referralCode, ...(await referralListing(ctx.db, user.id)) };
    },
  };
}
