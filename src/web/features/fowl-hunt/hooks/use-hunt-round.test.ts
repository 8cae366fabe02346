// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { huntResultResponseSchema, huntShotResponseSchema, huntStartResponseSchema } from '../../../../core/contracts/fowl-hunt';
import { advance, CLOCK_START, json, renderHookWithProviders, stubApi, useHookTestClock } from '../../../../../test/helpers/render-hook';
import { useToast } from '../../../components/ui/use-toast';
import { RESULT_DISPLAY_MS, useHuntRound } from './use-hunt-round';

// One Fowl Hunt round (spec part 2 §4, decision 0013): 30 s of play on the page's
// clock, then the server ends the round and says how it went. Clicks still on their
// way at zero are waited for (at most 5 s) so the server counts them all.

vi.mock('../../../lib/sounds', () => ({ playSound: vi.fn() }));
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(async () => {}) }));

const ROUND_ID = '5d1c7a52-3b7e-4d0a-8c21-9e6f4a3b2c10';
const START = 'POST /api/games/aim-trainer/start';
const SHOT = 'POST /api/games/aim-trainer/shot';
const FINISH = 'POST /api/games/aim-trainer';
/** The specification's round: 30 s on the page's clock. */
const ROUND_MS = 30_000;
/** How long the hunt waits, after zero, for clicks still on their way. */
const DRAIN_MS = 5000;

const fairness = { seedId: 's-1', serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: 3 };

const started = huntStartResponseSchema.parse({
  roundId: ROUND_ID,
  visible: [
    { x: 100, y: 100 },
    { x: 400, y: 300 },
    { x: 700, y: 500 },
  ],
  targetGoal: 40,
  betAmount: 25,
  multiplier: 2,
  potentialPayout: 50,
  startedAt: CLOCK_START.toISOString(),
  endsAt: new Date(CLOCK_START.getTime() + ROUND_MS).toISOString(),
  fairness,
  fowlBalance: 475,
});

const finished = huntResultResponseSchema.parse({
  game: {
    id: ROUND_ID,
    result: 'win',
    payout: 50,
    betAmount: 25,
    accuracy: 87.5,
    targetsHit: 42,
    totalTargets: 48,
    targetGoal: 40,
    multiplier: 2,
    expired: false,
    flagged: false,
    capped: false,
    fairness,
    createdAt: CLOCK_START.toISOString(),
  },
  fowlBalance: 525,
});

/** A miss, as the server answers the first click. */
const missAnswer = () => json(huntShotResponseSchema.parse({ seq: 0, hitSlot: null, revealed: null, hits: 0, clicks: 1 }));

/** The round and the toast on screen, as the Fowl Hunt page reads them. */
function renderHunt() {
  return renderHookWithProviders(() => ({ hunt: useHuntRound(500), toasts: useToast().toasts }));
}

describe('useHuntRound', () => {
  useHookTestClock();

  // Catches: a countdown that does not follow the clock, a round that ends early or
  // never (no request to end it), a result shown before the server's answer, or a
  // result that never clears for the next round.
  it('counts the 30 s down, ends the round on the server at zero, shows its result, then gets ready again', async () => {
    const api = stubApi({ [START]: json(started), [FINISH]: json(finished) });
    const { result } = renderHunt();
    expect(result.current.hunt).toMatchObject({ phase: 'idle', remainingMs: ROUND_MS });

    act(() => result.current.hunt.begin(40));
    await advance(0);
    expect(api.requests(START)[0]?.body).toEqual({ targetGoal: 40 });
    expect(result.current.hunt).toMatchObject({ phase: 'playing', remainingMs: ROUND_MS });

    await advance(10_000);
    expect(result.current.hunt.remainingMs).toBe(ROUND_MS - 10_000);
    await advance(ROUND_MS - 10_000 - 100);
    expect(result.current.hunt).toMatchObject({ phase: 'playing', remainingMs: 100, result: null });
    expect(api.requests(FINISH)).toHaveLength(0);

    await advance(100);
    expect(api.requests(FINISH).map((r) => r.body)).toEqual([{ roundId: ROUND_ID }]);
    expect(result.current.hunt).toMatchObject({ phase: 'finished', remainingMs: 0, result: finished.game });
    expect(result.current.toasts[0]).toMatchObject({ title: 'Victory!', description: 'Won 50 fowls with 87.5% accuracy.' });

    await advance(RESULT_DISPLAY_MS - 1);
    expect(result.current.hunt.phase).toBe('finished');
    await advance(1);
    expect(result.current.hunt).toMatchObject({ phase: 'idle', remainingMs: ROUND_MS, round: null });
    expect(api.requests(FINISH)).toHaveLength(1);
  });

  // Catches: ending the round while a click is still on its way (the server would
  // not count it), never ending it once that click's answer is in, a click made
  // after zero still sent (the round is over on the page as soon as its clock says so),
  // or a click sent without the time it was made.
  it('at zero, waits for the click still on its way before ending the round, and drops later clicks', async () => {
    let answerShot: (answer: Response) => void = () => {};
    const api = stubApi({
      [START]: json(started),
      [SHOT]: () => new Promise<Response>((resolve) => (answerShot = resolve)),
      [FINISH]: json(finished),
    });
    const { result } = renderHunt();
    act(() => result.current.hunt.begin(40));
    await advance(1000);
    act(() => result.current.hunt.shoot({ x: 250, y: 250 }));
    expect(api.requests(SHOT)).toHaveLength(1);
    // The click carries its own time on the page's clock, for the bot check (decision 0046).
    expect(api.requests(SHOT)[0]?.body).toEqual({ roundId: ROUND_ID, seq: 0, x: 250, y: 250, at: 1000 });

    // To zero: the round started at the start of the clock.
    await advance(ROUND_MS - 1000);
    expect(result.current.hunt).toMatchObject({ phase: 'submitting', remainingMs: 0 });
    expect(api.requests(FINISH)).toHaveLength(0);
    act(() => result.current.hunt.shoot({ x: 500, y: 400 }));

    answerShot(missAnswer());
    await advance(0);
    expect(api.requests(SHOT)).toHaveLength(1);
    expect(api.requests(FINISH)).toHaveLength(1);
    expect(result.current.hunt).toMatchObject({ phase: 'finished', result: finished.game });
  });

  // Catches: a round that hangs forever on a lost click, or one that gives up on it too soon.
  it('gives up on an unanswered click 5 s after zero and ends the round', async () => {
    const api = stubApi({
      [START]: json(started),
      [SHOT]: () => new Promise<Response>(() => {}),
      [FINISH]: json(finished),
    });
    const { result } = renderHunt();
    act(() => result.current.hunt.begin(40));
    await advance(1000);
    act(() => result.current.hunt.shoot({ x: 250, y: 250 }));
    await advance(ROUND_MS - 1000);
    expect(result.current.hunt.phase).toBe('submitting');

    await advance(DRAIN_MS - 1);
    expect(api.requests(FINISH)).toHaveLength(0);
    await advance(1);
    expect(api.requests(FINISH)).toHaveLength(1);
    expect(result.current.hunt).toMatchObject({ phase: 'finished', result: finished.game });
  });
});
