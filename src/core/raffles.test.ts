import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RaffleDetail } from './contracts/raffles';
import { drawRaffleWinner } from './fair/raffle-draw';
import { generateServerSeed, hashServerSeed } from './fair/seeds';
import {
  aggregateEntries,
  formatCountdown,
  formatOdds,
  isRaffleOver,
  landingRotation,
  publishedDrawOf,
  segmentLabel,
  spinTurns,
  truncateName,
  wheelSegments,
} from './raffles';
import { verifyRaffleDraw } from './raffle-verification';

const entry = (userId: string, entryAmount: number, id = `${userId}-${entryAmount}`) => ({ id, userId, entryAmount, user: { username: userId } });

describe('raffle rules', () => {
  it('shows odds as a percentage with 2 decimals', () => {
    expect(formatOdds(1, 3)).toBe('33.33');
    expect(formatOdds(2, 3)).toBe('66.67');
    expect(formatOdds(50, 50)).toBe('100.00');
    expect(formatOdds(0, 100)).toBe('0.00');
    expect(formatOdds(10, 0)).toBe('0.00');
  });

  it('aggregates entries per user in order of first entry', () => {
    const totals = aggregateEntries([entry('a', 10, '1'), entry('b', 30, '2'), entry('a', 15, '3')]);
    expect(totals.map(({ userId, total, entryCount }) => ({ userId, total, entryCount }))).toEqual([
      { userId: 'a', total: 25, entryCount: 2 },
      { userId: 'b', total: 30, entryCount: 1 },
    ]);
  });

  it('hides segment labels by share tier', () => {
    expect(segmentLabel('abcdef', 5)).toBe('abcdef');
    expect(segmentLabel('abcdefg', 7.99)).toBeNull();
    expect(segmentLabel('abcdefghij', 8)).toBe('abcdefghij');
    expect(segmentLabel('abcdefghijk', 14)).toBeNull();
    expect(segmentLabel('abcdefghijkl', 15)).toBe('abcdefghijkl');
    expect(segmentLabel('abcdefghijklm', 24.9)).toBeNull();
    expect(segmentLabel('abcdefghijklmno', 25)).toBe('abcdefghijklmno');
    expect(segmentLabel('abcdefghijklmnop', 90)).toBeNull();
  });

  it('truncates names over 12 characters with an ellipsis', () => {
    expect(truncateName('RookieRooster')).toBe('RookieRooste…');
    expect(truncateName('GoldenGoose')).toBe('GoldenGoose');
    expect(truncateName('exactly12chr')).toBe('exactly12chr');
  });

  it('counts down and knows when a raffle is over', () => {
    expect(formatCountdown(0)).toBe('Ended');
    expect(formatCountdown(-5)).toBe('Ended');
    expect(formatCountdown(65_000)).toBe('1m 05s');
    expect(formatCountdown(3_725_000)).toBe('1h 02m 05s');
    expect(formatCountdown(2 * 86_400_000 + 3_600_000)).toBe('2d 01h 00m');
    const endTime = new Date(10_000).toISOString();
    expect(isRaffleOver({ status: 'active', endTime }, 9_999)).toBe(false);
    expect(isRaffleOver({ status: 'active', endTime }, 10_000)).toBe(true);
    expect(isRaffleOver({ status: 'completed', endTime }, 0)).toBe(true);
  });

  it('spins 5 to 7 turns', () => {
    expect(spinTurns(0)).toBe(5);
    expect(spinTurns(0.5)).toBe(6);
    expect(spinTurns(0.999999)).toBe(7);
  });

  it('lands the wheel on the winner the draw picked', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 30 }), fc.string({ maxLength: 8 }), (amounts, salt) => {
        const entries = amounts.map((amount, i) => entry(`u${i}`, amount, `e${i}${salt}`));
        const draw = drawRaffleWinner({
          raffleSeed: `seed${salt}`,
          raffleId: 'r',
          entries: entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount })),
          beaconRandomness: null,
        });
        const segments = wheelSegments(entries);
        const total = amounts.reduce((s, a) => s + a, 0);
        const rotation = landingRotation(draw.ticket, total, spinTurns(draw.float));
        // The wheel point now under the top pointer, as a fraction of the turn clockwise from the top.
        const under = ((360 - (rotation % 360)) % 360) / 360;
        const segment = segments.find((s) => under >= s.start && under < s.end);
        expect(segment?.userId).toBe(draw.winner.userId);
        expect(rotation).toBeGreaterThanOrEqual(5 * 360);
        expect(rotation).toBeLessThanOrEqual(8 * 360);
      }),
    );
  });

  it('verifies a published draw and catches tampering', () => {
    const seed = generateServerSeed();
    const entries = [entry('a', 100, 'e1'), entry('b', 300, 'e2'), entry('c', 50, 'e3')];
    const draw = drawRaffleWinner({
      raffleSeed: seed,
      raffleId: 'raffle-1',
      entries: entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount })),
      beaconRandomness: null,
    });
    const published = {
      raffleId: 'raffle-1',
      seed,
      seedHash: hashServerSeed(seed),
      entriesDigest: draw.digest,
      winningTicket: draw.ticket,
      winnerId: draw.winner.userId,
      entries,
      beacon: null,
      beaconFallback: true,
    };
    expect(verifyRaffleDraw(published)).toMatchObject({ ok: true, seedMatchesHash: true, digestMatches: true, ticketMatches: true, winnerMatches: true });
    expect(verifyRaffleDraw({ ...published, seedHash: hashServerSeed('other') }).ok).toBe(false);
    expect(verifyRaffleDraw({ ...published, entries: [...entries].reverse() }).digestMatches).toBe(false);
    expect(verifyRaffleDraw({ ...published, winnerId: 'someone-else' })).toMatchObject({ ok: false, winnerMatches: false });
    expect(verifyRaffleDraw({ ...published, entries: [] })).toMatchObject({ ok: false, computed: null });
  });

  it('publishes a draw only for a drawn raffle, and the published draw verifies', () => {
    const seed = generateServerSeed();
    const entries = [entry('a', 100, 'e1'), entry('b', 300, 'e2')];
    const draw = drawRaffleWinner({
      raffleSeed: seed,
      raffleId: 'raffle-2',
      entries: entries.map((e) => ({ id: e.id, userId: e.userId, amount: e.entryAmount })),
      beaconRandomness: null,
    });
    const drawn = {
      id: 'raffle-2',
      status: 'completed',
      seed,
      seedHash: hashServerSeed(seed),
      entriesDigest: draw.digest,
      winningTicket: draw.ticket,
      winnerId: draw.winner.userId,
      entriesWithUsers: entries,
    } as unknown as RaffleDetail;
    expect(verifyRaffleDraw(publishedDrawOf(drawn)!).ok).toBe(true);
    expect(publishedDrawOf({ ...drawn, status: 'active', seed: null } as RaffleDetail)).toBeNull();
    expect(publishedDrawOf({ ...drawn, status: 'ended', winnerId: null, winningTicket: null } as RaffleDetail)).toBeNull();
  });
});
