import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../../core/errors';
import { ApiError } from '../../../lib/api-client';
import { entryErrorToast } from './entry-error';

const fail = (status: number, code: ErrorCode | 'NOT_A_CODE', error: string) =>
  new ApiError(`${status}: ${JSON.stringify({ error, code })}`, status, { error, code });

describe('entry error toasts', () => {
  it("maps the server's refusal code to the specification's description", () => {
    expect(entryErrorToast(fail(400, 'TRADE_URL_REQUIRED', 'Trade URL Required: add your Steam trade offer URL before entering raffles.'))).toEqual({
      description: 'You must add your Steam trade offer URL before entering raffles. This is required to receive prizes if you win.',
      redirectToSettings: true,
    });
    expect(entryErrorToast(fail(409, 'ALREADY_ENTERED', 'You have already entered this raffle.')).description).toBe('You have already entered this raffle.');
    expect(entryErrorToast(fail(400, 'INSUFFICIENT_FUNDS', 'Insufficient fowls. You have 5 but need 10.')).description).toBe(
      'Insufficient fowls to enter this raffle.',
    );
    expect(entryErrorToast(fail(409, 'RAFFLE_FULL', 'Raffle is full.')).description).toBe('This raffle is full.');
    expect(entryErrorToast(fail(400, 'RAFFLE_ENDED', 'This raffle has ended.')).description).toBe('This raffle has ended.');
  });

  it('decides by the code, never by the words of the message', () => {
    // Words that once picked a mapping mean nothing without their code.
    expect(entryErrorToast(fail(409, 'CONFLICT', 'The raffle ended. Raffle is full. Trade URL Required')).description).toBe(
      'Failed to enter raffle. Check your balance.',
    );
    expect(entryErrorToast(fail(400, 'NOT_A_CODE', 'This raffle has ended.')).description).toBe('Failed to enter raffle. Check your balance.');
    // And a code keeps its description whatever the server's text says.
    expect(entryErrorToast(fail(400, 'RAFFLE_ENDED', 'Entries are closed.')).description).toBe('This raffle has ended.');
  });

  it('passes the free-trial and minimum-entry refusals through and defaults otherwise', () => {
    expect(
      entryErrorToast(fail(403, 'ENTRY_LIMIT', 'Free trial members can enter 1 raffle. Upgrade to Premium for unlimited raffle entries.')).description,
    ).toMatch(/^Free trial/);
    expect(entryErrorToast(fail(400, 'MINIMUM_ENTRY', 'Minimum entry is 10 fowls. You entered 5 fowls.')).description).toBe(
      'Minimum entry is 10 fowls. You entered 5 fowls.',
    );
    expect(entryErrorToast(fail(404, 'NOT_FOUND', 'Raffle not found')).description).toBe('Failed to enter raffle. Check your balance.');
    expect(entryErrorToast(fail(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')).description).toBe(
      'Failed to enter raffle. Check your balance.',
    );
    expect(entryErrorToast(new Error('network')).redirectToSettings).toBe(false);
  });
});
