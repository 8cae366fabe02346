import { describe, expect, it } from 'vitest';
import { breakMessage, changeLimits, effectiveLimits, limitReachedMessage, periodReset, periodStart, selfExclusionEnd, type Limits } from './play-limits';

const at = (iso: string) => new Date(iso);
const none: Limits = { daily: null, weekly: null, monthly: null };

describe('the periods of a wager limit (UTC calendar)', () => {
  // Wednesday 25 Nov 2026, 14:30 UTC.
  const now = at('2026-11-25T14:30:00Z');
  it('start at midnight, on Monday and on the 1st', () => {
    expect(periodStart('daily', now).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(periodStart('weekly', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('monthly', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStart('weekly', at('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('weekly', at('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
  it('reset at the next midnight, Monday and 1st, across a year', () => {
    expect(periodReset('daily', now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodReset('weekly', now).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodReset('monthly', at('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('changing limits', () => {
  const now = at('2026-11-25T12:00:00Z');
  const dayLater = '2026-11-26T12:00:00.000Z';

  it('applies a new or lower limit at once', () => {
    const set = changeLimits({ limits: none, pending: {} }, { daily: 500, weekly: null, monthly: null }, now);
    expect(set).toEqual({ limits: { daily: 500, weekly: null, monthly: null }, pending: {} });
    const lower = changeLimits(set, { daily: 200, weekly: null, monthly: null }, now);
    expect(lower.limits.daily).toBe(200);
  });

  it('waits 24 hours to raise or remove one, and applies it after', () => {
    const current = { limits: { daily: 200, weekly: 1000, monthly: null }, pending: {} };
    const next = changeLimits(current, { daily: 900, weekly: null, monthly: null }, now);
    expect(next.limits).toEqual({ daily: 200, weekly: 1000, monthly: null });
    expect(next.pending).toEqual({ daily: { limit: 900, effectiveAt: dayLater }, weekly: { limit: null, effectiveAt: dayLater } });
    expect(effectiveLimits(next.limits, next.pending, at('2026-11-26T11:59:59Z'))).toEqual({ daily: 200, weekly: 1000, monthly: null });
    expect(effectiveLimits(next.limits, next.pending, at(dayLater))).toEqual({ daily: 900, weekly: null, monthly: null });
  });

  it('drops a waiting raise when the player lowers the limit again, and keeps it when the value is unchanged', () => {
    const waiting = changeLimits({ limits: { daily: 200, weekly: null, monthly: null }, pending: {} }, { daily: 900, weekly: null, monthly: null }, now);
    expect(changeLimits(waiting, { daily: 200, weekly: null, monthly: null }, now).pending).toEqual(waiting.pending);
    expect(changeLimits(waiting, { daily: 100, weekly: null, monthly: null }, now)).toEqual({
      limits: { daily: 100, weekly: null, monthly: null },
      pending: {},
    });
  });
});

describe('the words of a refusal', () => {
  it('names the limit, where the player stands and when it resets', () => {
    expect(limitReachedMessage('daily', 500, 480, 25, at('2026-11-25T14:30:00Z'))).toBe(
      'Your daily wager limit is 500 fowls: you have wagered 480 fowls today and this would add 25 fowls. It resets on 26 Nov 2026, 00:00 UTC.',
    );
    expect(limitReachedMessage('monthly', 10_000, 9_990, 25, at('2026-11-25T14:30:00Z'))).toMatch(/this month .* It resets on 1 Dec 2026, 00:00 UTC\.$/);
  });

  it('says when a break ends, or that it does not', () => {
    expect(breakMessage({ kind: 'cool_off', until: at('2026-11-26T14:30:00Z') })).toMatch(/^You are taking a cool-off until 26 Nov 2026, 14:30 UTC\./);
    expect(breakMessage({ kind: 'self_exclusion', until: null })).toMatch(/permanently/);
  });

  it('ends a self-exclusion 6 or 12 months on, or never', () => {
    expect(selfExclusionEnd('6m', at('2026-11-25T14:30:00Z'))!.toISOString()).toBe('2027-05-25T14:30:00.000Z');
    expect(selfExclusionEnd('1y', at('2026-11-25T14:30:00Z'))!.toISOString()).toBe('2027-11-25T14:30:00.000Z');
    expect(selfExclusionEnd('permanent', at('2026-11-25T14:30:00Z'))).toBeNull();
  });
});
