import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusalFromError, refusalFromStatus, refusalToast } from './case-refusal';

describe('case refusals', () => {
  it('reads a used free case from a status with no next opening', () => {
    expect(refusalFromStatus({ canOpen: false, nextOpeningTime: null })).toBe('freeCaseUsed');
    expect(refusalFromStatus({ canOpen: false, nextOpeningTime: '2026-11-25T20:00:00.000Z' })).toBe('cooldown');
    expect(refusalFromStatus({ canOpen: true, nextOpeningTime: null })).toBeNull();
  });

  it('decides by the error code, whatever the text says', () => {
    const fail = (code: string, error: string) => new ApiError(`409: ${error}`, 409, { error, code });
    expect(refusalFromError(fail('FREE_CASE_USED', 'You can only open one fowl case every 4 hours'))).toBe('freeCaseUsed');
    expect(refusalFromError(fail('CONFLICT', 'anything'))).toBe('cooldown');
    expect(refusalFromError(fail('BANNED', 'You can only open one fowl case every 4 hours'))).toBeNull();
    expect(refusalFromError(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('keeps the title of the specification and tells a free-trial player the truth', () => {
    expect(refusalToast('cooldown')).toEqual({ title: 'Fowl Case Already Opened', description: 'You can only open one fowl case every 4 hours' });
    expect(refusalToast('freeCaseUsed')).toEqual({
      title: 'Fowl Case Already Opened',
      description: 'You have used your one free Fowl Case; Premium members open one every 4 hours.',
    });
  });
});
