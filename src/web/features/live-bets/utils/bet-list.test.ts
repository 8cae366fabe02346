import { describe, expect, it } from 'vitest';
import { HIGH_ROLLER_MIN_BET, LIVE_BETS_SIZE, type LiveBet } from '../../../../core/contracts/live-bets';
import { belongsTo, withPushedBet } from './bet-list';

const bet = (id: string, at: number, fields: Partial<LiveBet> = {}): LiveBet => ({
  id,
  game: 'fowl_flip',
  player: null,
  mine: false,
  at: new Date(Date.UTC(2026, 10, 28, 0, 0, at)).toISOString(),
  betAmount: 10,
  multiplier: 2,
  payout: 20,
  ...fields,
});

describe('a live bets list', () => {
  it('puts a pushed bet in time order, newest first, and keeps the newest ones only', () => {
    const full = Array.from({ length: LIVE_BETS_SIZE }, (_, i) => bet(`b${i}`, 50 - i));
    const out = withPushedBet(full, bet('late', 45));
    expect(out).toHaveLength(LIVE_BETS_SIZE);
    expect(out.map((b) => b.id).indexOf('late')).toBe(6);
    expect(out.at(-1)?.id).toBe(`b${LIVE_BETS_SIZE - 2}`);
  });

  it("lists a bet once, its player's own version winning whichever came first", () => {
    const own = bet('x', 1, { mine: true, player: { id: 'me', name: 'Me', avatar: '' } });
    const open = bet('x', 1);
    expect(withPushedBet([open], own)).toEqual([own]);
    expect(withPushedBet([own], open)).toEqual([own]);
    expect(withPushedBet([open], open)).toEqual([open]);
  });

  it('files a bet under the tabs whose rule it meets', () => {
    expect(belongsTo('all', bet('a', 1))).toBe(true);
    expect(belongsTo('mine', bet('a', 1))).toBe(false);
    expect(belongsTo('mine', bet('a', 1, { mine: true }))).toBe(true);
    expect(belongsTo('high', bet('a', 1, { betAmount: HIGH_ROLLER_MIN_BET - 1 }))).toBe(false);
    expect(belongsTo('high', bet('a', 1, { betAmount: HIGH_ROLLER_MIN_BET }))).toBe(true);
  });
});
