import { describe, expect, it } from 'vitest';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { isAwaitingDraw, publishedDrawOf } from '../../../../core/raffles';
import { hideOutcome } from './hide-outcome';

const drawn: RaffleDetail = {
  id: 'r1',
  name: 'AK Weekly',
  description: 'd',
  imageUrl: null,
  type: 'weekly',
  minEntry: 10,
  maxParticipants: 2,
  endTime: '2026-01-01T00:00:00.000Z',
  status: 'completed',
  endReason: 'max_participants_reached',
  endedAt: '2026-01-01T00:00:00.000Z',
  winnerId: 'u1',
  winner: { id: 'u1', username: 'Ann', avatar: '' },
  assetId: null,
  itemName: 'AK-47 | Redline',
  itemImageUrl: null,
  createdAt: '2025-12-31T00:00:00.000Z',
  tradeOfferId: 't1',
  tradeStatus: 'pending',
  participantCount: 2,
  totalPool: 30,
  seedHash: 'h',
  seed: 's',
  entriesDigest: 'd',
  drawFloat: 0.5,
  winningTicket: 15,
  drawnAt: '2026-01-01T00:00:02.000Z',
  beacon: {
    chain: { hash: 'c', publicKey: 'k', period: 3, genesisTime: 0, scheme: 'bls-unchained-g1-rfc9380' } as never,
    round: 7,
    roundTime: '2026-01-01T00:00:01.000Z',
    randomness: 'r',
    signature: 'g',
    fallback: false,
  },
  entriesWithUsers: [],
};

describe('hideOutcome', () => {
  it('leaves nothing that names or implies the winner of a drawn raffle', () => {
    const hidden = hideOutcome(drawn);
    expect(hidden).toMatchObject({
      status: 'ended',
      winnerId: null,
      winner: null,
      seed: null,
      winningTicket: null,
      drawFloat: null,
      tradeStatus: null,
      tradeOfferId: null,
    });
    expect(hidden.beacon).toMatchObject({ round: 7, randomness: null, signature: null });
    expect(publishedDrawOf(hidden)).toBeNull();
    // It reads as a raffle whose entries are closed and whose draw is still to come.
    expect(isAwaitingDraw(hidden)).toBe(true);
    expect(hidden.entriesDigest).toBe('d');
  });

  it('keeps the seed of a closed raffle back until its wheel stops, and leaves open raffles as they are', () => {
    const closed = { ...drawn, status: 'ended' as const, winnerId: null, winner: null, winningTicket: null, drawFloat: null };
    expect(hideOutcome(closed)).toEqual({ ...closed, seed: null });
    const open = { ...closed, status: 'active' as const, seed: null };
    expect(hideOutcome(open)).toBe(open);
  });
});
