import { referralShareText } from '../../../../core/referrals';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

interface ShareHost {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/** Puts text on the clipboard; throws when the browser refuses (no permission, insecure page). */
export async function copyText(text: string, host: ShareHost = navigator): Promise<void> {
  if (!host.clipboard) throw new Error('Clipboard unavailable');
  await host.clipboard.writeText(text);
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
