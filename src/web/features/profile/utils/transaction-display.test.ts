import { describe, expect, it } from 'vitest';
import { gameDetails, raffleDetails, roundPayout, transactionTime, transactionTypeLabel } from './transaction-display';

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

  it('reads what a game round paid out, and only on a round that paid', () => {
    const round = { category: 'game', gameData: { betAmount: 125, multiplier: 2, payout: 250 } };
    expect(roundPayout(round)).toBe(250);
    expect(roundPayout({ ...round, gameData: { betAmount: 125 } })).toBeNull();
    expect(roundPayout({ ...round, gameData: null })).toBeNull();
    expect(roundPayout({ category: 'raffle', gameData: { payout: 5 } })).toBeNull();
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
