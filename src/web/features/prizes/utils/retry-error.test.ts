import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { retryErrorMessage } from './retry-error';

describe('retry trade alerts', () => {
  it('names the server’s error, or Unknown error, and a network failure separately', () => {
    expect(retryErrorMessage(new ApiError('409: x', 409, { error: 'Only declined or error trades can be retried; this one is pending.' }))).toBe(
      'Error retrying trade: Only declined or error trades can be retried; this one is pending.',
    );
    expect(retryErrorMessage(new ApiError('500: ', 500, null))).toBe('Error retrying trade: Unknown error');
    expect(retryErrorMessage(new TypeError('Failed to fetch'))).toBe('Error retrying trade. Please try again.');
  });
});
