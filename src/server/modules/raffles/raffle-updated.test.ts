import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { announceRaffleUpdated } from './raffle-settlement';

/** A context whose realtime records what would go to every socket. */
function recordingContext(): { ctx: AppContext; sent: unknown[] } {
  const sent: unknown[] = [];
  const realtime = { toAll: (event: string, payload: unknown) => sent.push([event, payload]) };
  return { ctx: { realtime } as unknown as AppContext, sent };
}

describe('raffle_updated', () => {
  it('announces a burst of changes to one raffle at once and once more after it, not once per change', async () => {
    const { ctx, sent } = recordingContext();
    for (let i = 0; i < 50; i++) announceRaffleUpdated(ctx, 'raffle-a');
    announceRaffleUpdated(ctx, 'raffle-b');
    expect(sent).toEqual([
      ['raffle_updated', { raffleId: 'raffle-a' }],
      ['raffle_updated', { raffleId: 'raffle-b' }],
    ]);
    // The changes after the first are announced once, so pages fetch the final state.
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]).toEqual(['raffle_updated', { raffleId: 'raffle-a' }]);
  });

  it('announces a single change once', async () => {
    const { ctx, sent } = recordingContext();
    announceRaffleUpdated(ctx, 'raffle-c');
    const probe = recordingContext();
    // Another raffle's window closing shows the first one has had time to close too.
    announceRaffleUpdated(probe.ctx, 'raffle-d');
    announceRaffleUpdated(probe.ctx, 'raffle-d');
    await expect.poll(() => probe.sent.length).toBe(2);
    expect(sent).toEqual([['raffle_updated', { raffleId: 'raffle-c' }]]);
  });
});
