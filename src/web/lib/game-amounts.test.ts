import { describe, expect, it } from 'vitest';
import { lostFowls, netFowls, roundAmountText, wonFowls } from './game-amounts';
import { momentOf } from './game-moments';

describe('game amounts (decision 0038)', () => {
  it('shows a win as its payout and labels the net', () => {
    expect(wonFowls(2500, 'en-US')).toBe('Won 2,500 fowls');
    expect(lostFowls(50, 'en-US')).toBe('Lost 50 fowls');
    expect(netFowls(250, 50, 'en-US')).toBe('net +200');
    expect(netFowls(25, 25, 'en-US')).toBe('net 0');
    expect(netFowls(5, 10, 'en-US')).toBe('net -5');
    expect(roundAmountText({ won: true, payout: 20, betAmount: 10 }, 'en-US')).toBe('Won 20 fowls');
    expect(roundAmountText({ won: false, payout: 0, betAmount: 10 }, 'en-US')).toBe('Lost 10 fowls');
  });

  it('makes a payout of 5× the stake or more a jackpot', () => {
    expect(momentOf(false, 0, 10)).toBe('lose');
    expect(momentOf(true, 20, 10)).toBe('win');
    expect(momentOf(true, 49, 10)).toBe('win');
    expect(momentOf(true, 50, 10)).toBe('jackpot');
  });
});
