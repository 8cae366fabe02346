import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { entryErrorToast } from './entry-error';

const fail = (status: number, error: string) => new ApiError(`${status}: ${JSON.stringify({ error })}`, status, { error, code: 'X' });

describe('entry error toasts', () => {
  it('maps the server message by its words', () => {
    expect(entryErrorToast(fail(400, 'Trade URL Required: add your Steam trade offer URL before entering raffles.'))).toEqual({
      description: 'You must add your Steam trade offer URL before entering raffles. This is required to receive prizes if you win.',
      redirectToSettings: true,
    });
    expect(entryErrorToast(fail(409, 'You have already entered this raffle.')).description).toBe('You have already entered this raffle.');
    expect(entryErrorToast(fail(400, 'Insufficient fowls. You have 5 but need 10.')).description).toBe('Insufficient fowls to enter this raffle.');
    expect(entryErrorToast(fail(409, 'Raffle is full.')).description).toBe('This raffle is full.');
    expect(entryErrorToast(fail(400, 'This raffle has ended.')).description).toBe('This raffle has ended.');
  });

  it('passes the free-trial and minimum-entry refusals through and defaults otherwise', () => {
    expect(entryErrorToast(fail(403, 'Free trial members can enter 1 raffle. Upgrade to Premium for unlimited raffle entries.')).description).toMatch(/^Free trial/);
    expect(entryErrorToast(fail(400, 'Minimum entry is 10 fowls. You entered 5 fowls.')).description).toBe('Minimum entry is 10 fowls. You entered 5 fowls.');
    expect(entryErrorToast(fail(500, 'Something went wrong on our side. Please try again.')).description).toBe('Failed to enter raffle. Check your balance.');
    expect(entryErrorToast(new Error('network')).redirectToSettings).toBe(false);
  });
});
