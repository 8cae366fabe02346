// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { raffleDetailSchema, winnerResultSchema, type RaffleDetail } from '../../../../core/contracts/raffles';
import { landingRotation, spinTurns } from '../../../../core/raffles';
import { advance, CLOCK_START, json, renderHookWithProviders, stubApi, useHookTestClock } from '../../../../../test/helpers/render-hook';
import { celebrate } from '../../../lib/celebrate';
import { playSound } from '../../../lib/sounds';
import { DRAW_TIMINGS, useWinnerDraw, type WinnerDrawOptions } from './use-winner-draw';

// The raffle page's draw (spec part 2 §4, §6, §9; test/e2e/draw-suspense.spec.ts in
// Chromium): the server has drawn the winner, and the page only stages it. Nothing
// may tell the outcome before the wheel stops; the draw's timing comes from the
// room's event, the 5 s fallback only stands in when no event comes; and a visitor
// who arrives after the draw sees the result at once.

/**
 * The specification's numbers, written out so that a changed constant fails here:
 * the wheel starts 3 s after the draw and spins 12 s; the page's own fallback
 * starts the draw 5 s after its timer shows the end.
 */
const SPEC = { startDelayMs: 3000, spinMs: 12_000, fallbackMs: 5000 } as const;

vi.mock('../../../lib/sounds', () => ({ playSound: vi.fn() }));
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(async () => {}) }));

const RAFFLE_ID = '0b5e7c1a-6f4e-4c53-9d0e-2a1f3b4c5d6e';
const WINNER_ROUTE = `POST /api/raffle/${RAFFLE_ID}/winner`;
const ann = { id: 'u-ann', username: 'Ann', avatar: '' };
const bob = { id: 'u-bob', username: 'Bob', avatar: '' };

const entry = (user: typeof ann, entryAmount: number) => ({
  id: `e-${user.id}`,
  raffleId: RAFFLE_ID,
  userId: user.id,
  entryAmount,
  createdAt: '2026-03-01T11:00:00.000Z',
  user: { ...user, isAdmin: false },
});

/** Open for entries; its end time is `endsInMs` from the start of the fake clock. */
const liveRaffle = (endsInMs: number): RaffleDetail =>
  raffleDetailSchema.parse({
    id: RAFFLE_ID,
    name: 'Suspense Cup',
    description: 'A test raffle',
    imageUrl: null,
    type: 'weekly',
    minEntry: 10,
    maxParticipants: 2,
    endTime: new Date(CLOCK_START.getTime() + endsInMs).toISOString(),
    status: 'active',
    endReason: null,
    endedAt: null,
    winnerId: null,
    winner: null,
    assetId: null,
    itemName: 'AK-47 | Redline (Field-Tested)',
    itemImageUrl: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    tradeOfferId: null,
    tradeStatus: null,
    participantCount: 2,
    totalPool: 100,
    seedHash: 'a'.repeat(64),
    seed: null,
    entriesDigest: null,
    drawFloat: null,
    winningTicket: null,
    drawnAt: null,
    beacon: null,
    entriesWithUsers: [entry(ann, 50), entry(bob, 50)],
  });

/** The same raffle once the server has drawn Bob. */
const drawnRaffle = (endsInMs: number): RaffleDetail =>
  raffleDetailSchema.parse({
    ...liveRaffle(endsInMs),
    status: 'completed',
    endReason: 'max_participants_reached',
    endedAt: CLOCK_START.toISOString(),
    winnerId: bob.id,
    winner: bob,
    seed: 'b'.repeat(64),
    entriesDigest: 'c'.repeat(64),
    drawFloat: 0.7,
    winningTicket: 73,
    drawnAt: CLOCK_START.toISOString(),
    tradeStatus: 'pending',
    tradeOfferId: 't-1',
  });

const landing = landingRotation(73, 100, spinTurns(0.7));
const promotion = { newRank: 'Rooster', fowlsAwarded: 50 };

function renderDraw(raffle: RaffleDetail, overrides: Partial<WinnerDrawOptions> = {}) {
  const options: WinnerDrawOptions = { raffle, now: Date.now(), reducedMotion: false, refetch: vi.fn(), onPromotion: vi.fn(), ...overrides };
  const rendered = renderHookWithProviders((props: WinnerDrawOptions) => useWinnerDraw(props), { initialProps: options });
  /** A new render with what the page got since (a refetched raffle, a later clock). */
  const update = (changes: Partial<WinnerDrawOptions>) => {
    Object.assign(options, changes);
    rendered.rerender({ ...options });
  };
  return { ...rendered, options, update };
}

describe('useWinnerDraw', () => {
  useHookTestClock();
  beforeEach(() => {
    vi.mocked(playSound).mockClear();
    vi.mocked(celebrate).mockClear();
  });

  // Catches: any tell of the winner before the wheel stops (revealed flag, the wheel
  // turned to the landing before the spin, the fanfare, confetti, the winner post or
  // the dialog), a spin shorter or longer than 12 s, or a start delay other than 3 s.
  it('after the room event: waits, spins 12 s to the winning ticket, and tells the outcome only when the wheel stops', async () => {
    const api = stubApi({
      [WINNER_ROUTE]: json(winnerResultSchema.parse({ winner: bob, raffle: drawnRaffle(60_000), promotion })),
    });
    const { result, options, update } = renderDraw(liveRaffle(60_000));
    expect(result.current.phase).toBe('idle');

    // The raffle fills: the room says so, and the refetch brings the server's draw.
    act(() => result.current.start(DRAW_TIMINGS.afterFullEventMs));
    update({ raffle: drawnRaffle(60_000) });
    expect(result.current).toMatchObject({ phase: 'scheduled', revealed: false, rotation: 0, dialogOpen: false });

    await advance(DRAW_TIMINGS.afterFullEventMs);
    expect(result.current).toMatchObject({ phase: 'starting', revealed: false, rotation: 0 });
    expect(options.refetch).toHaveBeenCalled();

    await advance(SPEC.startDelayMs - 1);
    expect(result.current.phase).toBe('starting');
    await advance(1);
    expect(result.current).toMatchObject({ phase: 'spinning', revealed: false, rotation: landing, spinMs: SPEC.spinMs, dialogOpen: false });

    await advance(SPEC.spinMs - 1);
    expect(result.current).toMatchObject({ phase: 'spinning', revealed: false, dialogOpen: false });
    expect(playSound).not.toHaveBeenCalled();
    expect(celebrate).not.toHaveBeenCalled();
    expect(api.fetch).not.toHaveBeenCalled();

    await advance(1);
    expect(result.current).toMatchObject({ phase: 'revealing', revealed: true, rotation: landing, dialogOpen: false });
    expect(playSound).toHaveBeenCalledWith('jackpot', expect.any(Number));
    expect(celebrate).toHaveBeenCalledWith('big');

    await advance(DRAW_TIMINGS.revealMs);
    expect(api.requests(WINNER_ROUTE)).toHaveLength(1);
    expect(result.current).toMatchObject({ phase: 'done', revealed: true, dialogOpen: true });
    expect(options.onPromotion).toHaveBeenCalledWith(promotion);
  });

  // Catches: a replay (or a second winner post) for a raffle that was already drawn
  // when the page opened, or a late visitor kept waiting for a spin to see the result.
  it('shows a late visitor the result at once, with no spin, fanfare or post', async () => {
    const api = stubApi({});
    const { result } = renderDraw(drawnRaffle(-60_000));
    expect(result.current).toMatchObject({ phase: 'done', revealed: true, rotation: landing, spinMs: 0, dialogOpen: true });

    // A room event arriving late changes nothing.
    act(() => result.current.start(DRAW_TIMINGS.afterEndingEventMs));
    await advance(30_000);
    expect(result.current).toMatchObject({ phase: 'done', revealed: true, dialogOpen: true });
    expect(api.fetch).not.toHaveBeenCalled();
    expect(playSound).not.toHaveBeenCalled();
    expect(celebrate).not.toHaveBeenCalled();
  });

  // Catches: a fallback that never fires (a page stuck on the ended raffle when the
  // room event was missed), or one that fires before 5 s.
  it('without a room event, starts the draw 5 s after the page clock passed the end', async () => {
    stubApi({});
    const { result, options, update } = renderDraw(liveRaffle(0), { now: CLOCK_START.getTime() });
    await advance(SPEC.fallbackMs - 1);
    expect(result.current.phase).toBe('idle');
    expect(options.refetch).not.toHaveBeenCalled();

    await advance(1);
    expect(result.current.phase).not.toBe('idle');
    update({ raffle: drawnRaffle(0) });
    // The start delay, and one more tick: the fallback starts the sequence with a 0 ms
    // timer, which a fake clock fires 1 ms on when it is set during a tick.
    await advance(SPEC.startDelayMs + 1);
    expect(result.current).toMatchObject({ phase: 'spinning', revealed: false });
    expect(options.refetch).toHaveBeenCalled();
  });

  // Catches: a fallback that starts a second sequence after the event's (the phase
  // jumping back to the start, the wheel's timing thrown off), as in the e2e race.
  it('after a room event, the 5 s fallback does not start the draw again', async () => {
    stubApi({});
    const { result, options, update } = renderDraw(liveRaffle(0), { now: CLOCK_START.getTime() });
    await advance(1000);
    act(() => result.current.start(DRAW_TIMINGS.afterEndingEventMs));
    await advance(DRAW_TIMINGS.afterEndingEventMs);
    expect(result.current.phase).toBe('starting');

    // The fallback's moment: the event's sequence is still waiting for the draw.
    await advance(SPEC.fallbackMs - 2000);
    expect(result.current.phase).toBe('waiting');
    const asked = vi.mocked(options.refetch).mock.calls.length;

    update({ raffle: drawnRaffle(0) });
    await advance(1000);
    expect(result.current).toMatchObject({ phase: 'spinning', revealed: false });
    expect(vi.mocked(options.refetch).mock.calls.length).toBe(asked);
  });

  // Catches: the fallback firing for a raffle that ended with nobody in it (no draw to wait for).
  it('has no fallback for a raffle without entries', async () => {
    stubApi({});
    const empty = raffleDetailSchema.parse({ ...liveRaffle(0), participantCount: 0, totalPool: 0, entriesWithUsers: [] });
    const { result, options } = renderDraw(empty, { now: CLOCK_START.getTime() });
    await advance(SPEC.fallbackMs * 3);
    expect(result.current.phase).toBe('idle');
    expect(options.refetch).not.toHaveBeenCalled();
  });

  // Catches: reduced motion skipping the wait for the stop (the outcome shown while the wheel still settles).
  it('with reduced motion, still tells the outcome only after the short settle', async () => {
    stubApi({ [WINNER_ROUTE]: json(winnerResultSchema.parse({ winner: bob, raffle: drawnRaffle(60_000) })) });
    const { result, update } = renderDraw(liveRaffle(60_000), { reducedMotion: true });
    act(() => result.current.start(DRAW_TIMINGS.afterFullEventMs));
    update({ raffle: drawnRaffle(60_000) });
    await advance(DRAW_TIMINGS.afterFullEventMs + SPEC.startDelayMs);
    expect(result.current).toMatchObject({ phase: 'spinning', revealed: false, spinMs: DRAW_TIMINGS.reducedSpinMs });
    await advance(DRAW_TIMINGS.reducedSpinMs - 1);
    expect(result.current.revealed).toBe(false);
    await advance(1);
    expect(result.current.revealed).toBe(true);
  });
});
