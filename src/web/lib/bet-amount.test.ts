import { describe, expect, it } from 'vitest';
import { clampBet, doubleBet, halfBet, maxBet, parseBet, withinLimits } from './bet-amount';

const limits = { min: 10, max: 1000 };

describe('bet buttons', () => {
  it('halves and doubles within the limits and the balance', () => {
    expect(halfBet('100', limits, 5000)).toBe(50);
    expect(halfBet('15', limits, 5000)).toBe(10);
    expect(halfBet('11', limits, 5000)).toBe(10);
    expect(doubleBet('100', limits, 5000)).toBe(200);
    expect(doubleBet('600', limits, 5000)).toBe(1000);
    expect(doubleBet('300', limits, 450)).toBe(450);
  });

  it('max is the smaller of the game maximum and the balance', () => {
    expect(maxBet(limits, 5000)).toBe(1000);
    expect(maxBet(limits, 321)).toBe(321);
  });

  it('never goes under the minimum, even with a balance below it', () => {
    expect(maxBet(limits, 3)).toBe(10);
    expect(doubleBet('10', limits, 0)).toBe(10);
    expect(clampBet(-50, limits, 5000)).toBe(10);
  });

  it('treats a field without a whole number as the minimum', () => {
    expect(doubleBet('', limits, 5000)).toBe(20);
    expect(doubleBet('abc', limits, 5000)).toBe(20);
    expect(halfBet('1e400', limits, 5000)).toBe(10);
    expect(doubleBet('12.5', limits, 5000)).toBe(20);
  });

  it('reads only whole numbers', () => {
    expect(parseBet(' 42 ')).toBe(42);
    expect(parseBet('')).toBeNull();
    expect(parseBet('4.2')).toBeNull();
    expect(parseBet('9007199254740993')).toBeNull();
  });

  it('tells a bet within the limits from one outside', () => {
    expect(withinLimits(10, limits)).toBe(true);
    expect(withinLimits(1000, limits)).toBe(true);
    expect(withinLimits(9, limits)).toBe(false);
    expect(withinLimits(1001, limits)).toBe(false);
    expect(withinLimits(10.5, limits)).toBe(false);
    expect(withinLimits(Number.NaN, limits)).toBe(false);
  });
});
