import { describe, expect, it } from 'vitest';
import { SPARKLINE_ROUNDS, addSettledRound, emptySessionStats, readSessionStats, sparkline } from './session-stats';

const play = (...rounds: Array<[number, number]>) =>
  rounds.reduce((stats, [betAmount, payout]) => addSettledRound(stats, { betAmount, payout }), emptySessionStats);

describe('session stats', () => {
  it('adds up stakes, profit, wins and losses from settled rounds', () => {
    const stats = play([10, 20], [10, 0], [50, 25], [25, 25], [100, 1000]);
    expect(stats).toEqual({ rounds: 5, wagered: 195, profit: 875, wins: 2, losses: 2, trail: [10, 0, -25, -25, 875] });
  });

  it('keeps the chart to the latest rounds while the totals stay whole', () => {
    const stats = play(...Array.from({ length: SPARKLINE_ROUNDS + 20 }, () => [10, 0] as [number, number]));
    expect(stats.rounds).toBe(SPARKLINE_ROUNDS + 20);
    expect(stats.wagered).toBe((SPARKLINE_ROUNDS + 20) * 10);
    expect(stats.trail).toHaveLength(SPARKLINE_ROUNDS);
    expect(stats.trail.at(-1)).toBe(-(SPARKLINE_ROUNDS + 20) * 10);
  });

  it('does not change the stats it was given', () => {
    const before = play([10, 20]);
    addSettledRound(before, { betAmount: 10, payout: 0 });
    expect(before.rounds).toBe(1);
  });

  it('reads back stored stats only when they are stats', () => {
    const stats = play([10, 20], [10, 0]);
    expect(readSessionStats(JSON.stringify(stats))).toEqual(stats);
    for (const raw of [
      null,
      'junk',
      '{}',
      '[]',
      JSON.stringify({ ...stats, wins: 5 }),
      JSON.stringify({ ...stats, wagered: -1 }),
      JSON.stringify({ ...stats, trail: ['1'] }),
    ]) {
      expect(readSessionStats(raw)).toEqual(emptySessionStats);
    }
  });

  it('draws the profit line from zero, with the zero line inside the box', () => {
    expect(sparkline([], 100, 20)).toEqual({ path: 'M0 10', zeroY: 10 });
    expect(sparkline([10, -10], 100, 20)).toEqual({ path: 'M0 10 L50 0 L100 20', zeroY: 10 });
    expect(sparkline([5, 10], 100, 20).zeroY).toBe(20);
  });
});
