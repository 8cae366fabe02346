import { describe, expect, it, vi } from 'vitest';
import { shareReferralCode } from './share-code';
import { applyErrorMessage } from './apply-error';
import { ApiError } from '../../../lib/api-client';

const TEXT = 'Use my referral code CSF-GOOSE-ABC234 to get 2000 Fowls when you upgrade to Premium!';

describe('sharing a referral code', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareReferralCode('CSF-GOOSE-ABC234', { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Fowls referral code', text: TEXT });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the text when there is no share sheet, or it fails', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareReferralCode('CSF-GOOSE-ABC234', { clipboard: { writeText } })).toBe('copied');
    const failing = vi.fn(async () => {
      throw new Error('NotAllowedError');
    });
    expect(await shareReferralCode('CSF-GOOSE-ABC234', { share: failing, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(TEXT);
  });

  it('treats a closed share sheet as cancelled, not as an error', async () => {
    const share = vi.fn(async () => {
      throw Object.assign(new Error('closed'), { name: 'AbortError' });
    });
    expect(await shareReferralCode('CSF-GOOSE-ABC234', { share })).toBe('cancelled');
  });

  it('throws when neither sharing nor copying is possible', async () => {
    await expect(shareReferralCode('CSF-GOOSE-ABC234', {})).rejects.toThrow();
  });
});

describe('apply error text', () => {
  it('shows the server text, Network error, or the fallback', () => {
    expect(applyErrorMessage(new ApiError('404: …', 404, { error: 'Referral code not found.' }))).toBe('Referral code not found.');
    expect(applyErrorMessage(new TypeError('Failed to fetch'))).toBe('Network error');
    expect(applyErrorMessage(new ApiError('500: …', 500, { error: 'Something went wrong' }))).toBe('Failed to apply referral code');
  });
});
