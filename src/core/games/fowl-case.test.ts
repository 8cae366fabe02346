import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floats } from '../fair/hmac-floats';
import { FLOAT_STATES, evenPartition, expectMappingOnStates, partitionAt } from '../../../test/helpers/float-states';
import {
  CASE_COOLDOWN_MS,
  CASE_EXPECTED_VALUE,
  CASE_PRIZES,
  CASE_TOTAL_TICKETS,
  STRIP_LENGTH,
  STRIP_STOP_INDEX,
  STRIP_TILE_WIDTH,
  caseAvailability,
  casePrizeFromFloat,
  casePrizeFromSeeds,
  caseStripNudge,
  caseStripOffset,
  caseStripTiles,
  tileUnderMarker,
} from './fowl-case';

const unitFloat = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((n) => n / 2 ** 32);

describe('published odds', () => {
  it('offers the prizes of spec part 2 §9 in order', () => {
    expect(CASE_PRIZES.map((p) => p.prize)).toEqual([100, 150, 200, 250, 300, 400, 500]);
    expect(CASE_PRIZES.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('splits the 10,000 tickets into contiguous ranges', () => {
    expect(CASE_PRIZES.map((p) => [p.fromTicket, p.toTicket])).toEqual([
      [0, 3999],
      [4000, 6499],
      [6500, 7999],
      [8000, 8999],
      [9000, 9599],
      [9600, 9899],
      [9900, 9999],
    ]);
    expect(CASE_PRIZES.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
  });

  it('documents an expected value of 167.5 fowls a case', () => {
    expect(CASE_EXPECTED_VALUE).toBeCloseTo(167.5, 9);
  });
});

describe('casePrizeFromFloat', () => {
  it('floors float x 10,000 to a ticket and finds its range', () => {
    expect(casePrizeFromFloat(0)).toEqual({ prize: 100, index: 0, ticket: 0 });
    expect(casePrizeFromFloat(0.39999)).toEqual({ prize: 100, index: 0, ticket: 3999 });
    expect(casePrizeFromFloat(0.4)).toEqual({ prize: 150, index: 1, ticket: 4000 });
    expect(casePrizeFromFloat(0.99)).toEqual({ prize: 500, index: 6, ticket: 9900 });
    expect(casePrizeFromFloat(1 - 2 ** -32)).toEqual({ prize: 500, index: 6, ticket: 9999 });
  });

  it('recomputes an opening from its seeds: the first float of the nonce', () => {
    const seeds = { serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159', clientSeed: 'bb62964774', nonce: 1 };
    // The published vector's first float is 0.771740999306: ticket 7717, in 200's range 6500-7999.
    expect(casePrizeFromSeeds(seeds)).toMatchObject({ prize: 200, index: 2, ticket: 7717 });
    expect(casePrizeFromSeeds(seeds).float.toFixed(12)).toBe('0.771740999306');
  });

  it('refuses floats outside [0, 1)', () => {
    expect(() => casePrizeFromFloat(1)).toThrow();
    expect(() => casePrizeFromFloat(-0.1)).toThrow();
    expect(() => casePrizeFromFloat(Number.NaN)).toThrow();
  });

  it('always lands in the range that holds its ticket', () => {
    fc.assert(
      fc.property(unitFloat, (f) => {
        const { prize, index, ticket } = casePrizeFromFloat(f);
        const range = CASE_PRIZES[index]!;
        expect(range.prize).toBe(prize);
        expect(ticket).toBeGreaterThanOrEqual(range.fromTicket);
        expect(ticket).toBeLessThanOrEqual(range.toTicket);
      }),
    );
  });
});

// The ticket is floor(float × 10,000) of the nonce's first float. Floats are k / 2^32 for
// 2^32 equally likely states k, and 2^32 is not a multiple of 10,000: a ticket holds
// 429,496 or 429,497 states, so each prize's exact odds are its published ones moved by
// less than one state in 2^32 at each end. Counting the states gives those odds, and
// the expected value from them, exactly.
describe('the odds of an opening, exactly', () => {
  const tickets = evenPartition(CASE_TOTAL_TICKETS);
  const prizes = partitionAt(
    CASE_PRIZES.map((p) => p.fromTicket),
    CASE_TOTAL_TICKETS,
  );

  it('gives ticket t to exactly the floats in [t / 10,000, (t + 1) / 10,000)', () => {
    expect(new Set(tickets.counts)).toEqual(new Set([Math.floor(FLOAT_STATES / CASE_TOTAL_TICKETS), Math.ceil(FLOAT_STATES / CASE_TOTAL_TICKETS)]));
    expectMappingOnStates(
      tickets,
      (f) => casePrizeFromFloat(f).ticket,
      (ticket) => ticket,
      1000,
    );
  });

  it('gives each prize its published odds to within one float in 2^32, and the published expected value with them', () => {
    expectMappingOnStates(
      prizes,
      (f) => casePrizeFromFloat(f).prize,
      (i) => CASE_PRIZES[i]!.prize,
      1000,
    );
    CASE_PRIZES.forEach((p, i) => expect(Math.abs(prizes.counts[i]! - p.probability * FLOAT_STATES), `prize ${p.prize}`).toBeLessThan(1));
    // Sum of prize × states is a whole number below 2^41, so this is the exact expectation.
    const expected = CASE_PRIZES.reduce((sum, p, i) => sum + p.prize * prizes.counts[i]!, 0) / FLOAT_STATES;
    // Each of the 6 inner cuts moves by under one state, and the prize steps there add up to 400.
    expect(Math.abs(expected - CASE_EXPECTED_VALUE)).toBeLessThan(400 / FLOAT_STATES);
  });

  // The wiring (the first float of the nonce's first digest), on a loose bound: the
  // 100's count over 1,000 openings has a standard deviation of 15.5, and 80 is over 5 of them.
  it('opens from the HMAC float of each nonce: 1,000 openings spread over the prizes', () => {
    const counts = new Array<number>(CASE_PRIZES.length).fill(0);
    for (let nonce = 0; nonce < 1000; nonce++) {
      const [f = Number.NaN] = floats({ serverSeed: 'case-simulation-seed', clientSeed: 'ev-check', nonce, count: 1 });
      counts[casePrizeFromFloat(f).index]! += 1;
    }
    CASE_PRIZES.forEach((p, i) => {
      const sd = Math.sqrt(1000 * p.probability * (1 - p.probability));
      expect(Math.abs(counts[i]! - 1000 * p.probability), `prize ${p.prize}`).toBeLessThan(5 * sd);
    });
  });
});

describe('caseAvailability', () => {
  const now = new Date('2025-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('gives a free-trial account one case in total', () => {
    expect(caseAvailability({ premium: false, lastOpenedAt: null, openedCount: 0, now })).toEqual({ canOpen: true, nextOpeningTime: null });
    expect(caseAvailability({ premium: false, lastOpenedAt: ago(30 * 86_400_000), openedCount: 1, now })).toEqual({ canOpen: false, nextOpeningTime: null });
  });

  it('gives Premium one case every 4 hours, to the millisecond', () => {
    expect(caseAvailability({ premium: true, lastOpenedAt: null, openedCount: 5, now }).canOpen).toBe(true);
    const justBefore = caseAvailability({ premium: true, lastOpenedAt: ago(CASE_COOLDOWN_MS - 1), openedCount: 5, now });
    expect(justBefore).toEqual({ canOpen: false, nextOpeningTime: new Date(now.getTime() + 1) });
    expect(caseAvailability({ premium: true, lastOpenedAt: ago(CASE_COOLDOWN_MS), openedCount: 5, now })).toEqual({ canOpen: true, nextOpeningTime: null });
  });
});

describe('the strip', () => {
  it('puts the prize at the stop tile and only prizes of the case elsewhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer(), (prizeIndex, seed) => {
        const tiles = caseStripTiles(prizeIndex, seed);
        expect(tiles).toHaveLength(STRIP_LENGTH);
        expect(tiles[STRIP_STOP_INDEX]).toBe(prizeIndex);
        for (const t of tiles) expect(CASE_PRIZES[t]).toBeDefined();
      }),
    );
    expect(caseStripTiles(3, 42)).toEqual(caseStripTiles(3, 42));
    expect(() => caseStripTiles(7)).toThrow();
  });

  it('moves the strip so the stop tile lies under the centre marker, at any width', () => {
    expect(STRIP_TILE_WIDTH).toBe(96);
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 2000 }), fc.integer({ min: -100, max: 100 }), (width, nudge) => {
        expect(tileUnderMarker(width, caseStripOffset(width, nudge))).toBe(STRIP_STOP_INDEX);
      }),
    );
    // Centred exactly: the tile's middle is at the viewport's middle.
    expect(caseStripOffset(960)).toBe(480 - (52 * 96 + 48));
  });

  it('nudges within the tile from the ticket', () => {
    for (let ticket = 0; ticket < CASE_TOTAL_TICKETS; ticket += 7) {
      expect(Math.abs(caseStripNudge(ticket))).toBeLessThanOrEqual(30);
    }
  });
});
