import { describe, expect, it } from 'vitest';
import { winnerShareText } from './winner-share';

const entry = (userId: string, entryAmount: number) => ({
  id: `${userId}-${entryAmount}`,
  raffleId: 'r',
  userId,
  entryAmount,
  createdAt: '',
  user: { id: userId, username: userId, avatar: '', isAdmin: false },
});

describe('winnerShareText', () => {
  it("gives the winner's share of all their tickets, to 2 decimals", () => {
    const entriesWithUsers = [entry('a', 25), entry('b', 150), entry('a', 25)];
    expect(winnerShareText({ winnerId: 'a', entriesWithUsers, totalPool: 200 })).toBe('Won with 25.00% of the tickets');
    expect(winnerShareText({ winnerId: 'b', entriesWithUsers, totalPool: 200 })).toBe('Won with 75.00% of the tickets');
  });

  it('says nothing before there is a winner', () => {
    expect(winnerShareText({ winnerId: null, entriesWithUsers: [entry('a', 10)], totalPool: 10 })).toBeNull();
  });
});
