import { describe, expect, it } from 'vitest';
import {
  daysRemaining,
  formatUsd,
  isValidChargeId,
  needsRenewalReminder,
  PREMIUM_DURATION_MS,
  PREMIUM_MONTHLY,
  SUPPORTED_COINS,
  timeRemainingText,
} from './premium';

// Local times, so the calendar-day rule reads the same in any time zone.
const at = (day: number, hour = 12, minute = 0) => new Date(2025, 0, day, hour, minute);

describe('the Premium plan', () => {
  it('is $10 for 30 days, paid in the listed coins', () => {
    expect(PREMIUM_MONTHLY).toMatchObject({ id: 'monthly', priceCents: 1000, currency: 'USD', durationDays: 30 });
    expect(formatUsd(PREMIUM_MONTHLY.priceCents)).toBe('$10.00');
    expect(SUPPORTED_COINS).toEqual(['BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'DAI']);
  });
});

describe('time remaining', () => {
  it.each([
    [at(10, 23, 59), at(10, 0, 1), 'Expires today'],
    [at(10, 0, 1), at(10, 23, 0), 'Expires today'],
    [at(11, 0, 30), at(10, 23, 30), '1 day remaining'],
    [at(11, 20), at(10, 8), '1 day remaining'],
    [at(12, 1), at(10, 23), '2 days remaining'],
    [at(17, 12), at(10, 12), '7 days remaining'],
    [new Date(at(1).getTime() + PREMIUM_DURATION_MS), at(1), '30 days remaining'],
    // Past the expiry the member is on the free trial; the text never goes negative.
    [at(9), at(10), 'Expires today'],
  ])('%s seen at %s reads %s', (expires, now, text) => {
    expect(timeRemainingText(expires, now)).toBe(text);
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysRemaining(at(11, 0, 5), at(10, 23, 55))).toBe(1);
    expect(daysRemaining(at(10, 23), at(10, 1))).toBe(0);
    expect(daysRemaining(at(8), at(10))).toBe(-2);
  });

  it('reminds to renew at 7 days or fewer, while the membership lasts', () => {
    expect(needsRenewalReminder(at(18), at(10))).toBe(false);
    expect(needsRenewalReminder(at(17), at(10))).toBe(true);
    expect(needsRenewalReminder(at(10, 18), at(10, 9))).toBe(true);
    expect(needsRenewalReminder(at(10, 8), at(10, 9))).toBe(false);
  });
});

describe('charge ids', () => {
  it('are letters, digits and hyphens only', () => {
    for (const ok of ['68f7a946db0529ea9b6d3a12', '2aee9dd1-67b8-43ef-8dfe-977959850f27', 'ABC-123']) expect(isValidChargeId(ok)).toBe(true);
    for (const bad of ['', 'a b', 'a_b', '../x', 'a/b', 'x'.repeat(101), '<script>', 42, null]) expect(isValidChargeId(bad)).toBe(false);
  });
});
