import { describe, expect, it } from 'vitest';
import { gameDetails, payoutNet, raffleDetails, transactionTime, transactionTypeLabel } from './transaction-display';

describe('transaction display', () => {
  it('names known and unknown types', () => {
    expect(transactionTypeLabel('raffle_entry')).toBe('Raffle Entry');
    expect(transactionTypeLabel('defuse_bomba')).toBe('Defuse la Bomba');
    expect(transactionTypeLabel('mystery_box')).toBe('Mystery box');
  });

  it('lists bet, multiplier and accuracy when present', () => {
    expect(gameDetails({ betAmount: 50, multiplier: 2 })).toEqual(['Bet 50', '2x']);
    expect(gameDetails({ betAmount: 25, multiplier: 1.5, accuracy: 82.4 })).toEqual(['Bet 25', '1.50x', 'Accuracy 82%']);
    expect(gameDetails({ prizeIndex: 3 })).toEqual([]);
    expect(gameDetails(null)).toEqual([]);
  });

  it('labels the net of a game payout, and only of a payout', () => {
    const row = { type: 'fowl_flip', category: 'game', amount: 250, gameData: { betAmount: 125, multiplier: 2 } };
    expect(payoutNet(row)).toBe('net +125');
    expect(payoutNet({ ...row, amount: -125 })).toBeNull();
    expect(payoutNet({ ...row, gameData: null })).toBeNull();
    expect(payoutNet({ ...row, type: 'plinko_coop_bonus' })).toBeNull();
    expect(payoutNet({ ...row, type: 'raffle_win', category: 'raffle' })).toBeNull();
  });

  it('marks the winner row of a raffle', () => {
    expect(raffleDetails({ raffleName: 'AK-47', status: 'won' })).toEqual({ name: 'AK-47', won: true });
    expect(raffleDetails({ raffleName: 'AK-47' })).toEqual({ name: 'AK-47', won: false });
    expect(raffleDetails(null)).toEqual({ name: null, won: false });
  });

  it('says Yesterday for rows from the day before', () => {
    const now = new Date(2025, 4, 2, 1, 0);
    expect(transactionTime(new Date(2025, 4, 2, 0, 30).toISOString(), now, 'en-GB')).toBe('00:30');
    expect(transactionTime(new Date(2025, 4, 1, 23, 40).toISOString(), now, 'en-GB')).toBe('Yesterday 23:40');
  });
});
