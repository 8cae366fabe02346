import { referralShareText } from '../../../../core/referrals';
import { copyText } from '../../../lib/clipboard';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** The toast after Share copied the invitation (no share sheet): short enough for one line on a phone. */
export const SHARE_TEXT_COPIED = 'Share message copied to clipboard';

interface ShareHost {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * The device's share sheet where there is one, else the share text is copied
 * (spec part 1 §4). Closing the sheet is not an error.
 */
export async function shareReferralCode(code: string, host: ShareHost = navigator): Promise<ShareOutcome> {
  const text = referralShareText(code);
  const data: ShareData = { title: 'Fowls referral code', text };
  if (host.share && (!host.canShare || host.canShare(data))) {
    try {
      await host.share(data);
      return 'shared';
    } catch (e) {
      if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
      // A refused share sheet falls back to copying, as if there were none.
    }
  }
  await copyText(text, host);
  return 'copied';
}
