import { describe, expect, it } from 'vitest';
import type { Raffle } from '../../../../core/contracts/raffles';
import { upcomingRaffles } from './stage-order';

const raffle = (id: string, endTime: string, status: Raffle['status'] = 'active') => ({ id, endTime, status }) as Raffle;

describe('upcomingRaffles', () => {
  it('puts the next draw first and leaves out finished or already shown raffles', () => {
    const list = [
      raffle('c', '2026-01-01T12:00:00Z'),
      raffle('a', '2026-01-01T10:00:00Z'),
      raffle('done', '2026-01-01T09:00:00Z', 'completed'),
      raffle('shown', '2026-01-01T09:30:00Z'),
      raffle('b', '2026-01-01T10:00:00Z'),
    ];
    expect(upcomingRaffles(list, new Set(['shown'])).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty when nothing is running', () => {
    expect(upcomingRaffles([], new Set())).toEqual([]);
  });
});
